import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import { ACCESS_LEVEL, ROLES, USER_STATUS, roleName } from '@candid/shared';
import type { User } from '../../api/entities';
import { UserAvatar } from '../../components/UserAvatar';
import { isPendingInvitee, memberName } from './teamInvite';

/** The levels the owner may give a member from the list (every role but Owner). */
const ASSIGNABLE = ROLES.filter((r) => r.level !== ACCESS_LEVEL.Owner);

interface TeamMemberRowProps {
  member: User;
  /** The signed-in user is the owner: the status link and the role menu show. */
  manage: boolean;
  onToggleStatus: (member: User) => void;
  onChangeRole: (member: User, level: number) => void;
  roleBusy: boolean;
}

/** One member of the team list: avatar, name (or address while invited), role, status. */
export function TeamMemberRow({ member, manage, onToggleStatus, onChangeRole, roleBusy }: TeamMemberRowProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const active = member.status === USER_STATUS.Active;
  const invited = isPendingInvitee(member);
  const name = memberName(member);
  const menuId = `role-menu-${member.id}`;
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'auto minmax(0, 1fr)', sm: 'auto minmax(0, 1fr) auto' },
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1,
        px: { xs: 1.5, sm: 2 },
        py: 1.5,
        '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
      }}
    >
      <UserAvatar user={member} size={40} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          {manage ? (
            <>
              <Button
                size="small"
                color="inherit"
                endIcon={<ExpandMoreRounded />}
                aria-label={`Role: ${roleName(member.accessLevel)}. Change role of ${name}`}
                aria-haspopup="true"
                aria-controls={anchor ? menuId : undefined}
                aria-expanded={anchor ? 'true' : undefined}
                disabled={roleBusy}
                onClick={(e) => setAnchor(e.currentTarget)}
                sx={{ px: 0.5, minWidth: 0, color: 'text.secondary', fontWeight: 400 }}
              >
                {roleName(member.accessLevel)}
              </Button>
              <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': `Role of ${name}` } }}>
                {ASSIGNABLE.map((r) => {
                  const current = r.level === member.accessLevel;
                  return (
                    <MenuItem
                      key={r.level}
                      selected={current}
                      onClick={() => {
                        setAnchor(null);
                        if (!current) onChangeRole(member, r.level);
                      }}
                    >
                      <ListItemIcon>{current ? <CheckRounded fontSize="small" /> : null}</ListItemIcon>
                      {r.name}
                    </MenuItem>
                  );
                })}
              </Menu>
            </>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {roleName(member.accessLevel)}
            </Typography>
          )}
          {invited && <Chip size="small" variant="outlined" label="Invited" />}
        </Box>
      </Box>
      <Box
        sx={{
          gridColumn: { xs: '2', sm: 'auto' },
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          justifyContent: { sm: 'flex-end' },
        }}
      >
        <Chip size="small" label={active ? 'Active' : 'Inactive'} color={active ? 'success' : 'default'} variant={active ? 'filled' : 'outlined'} />
        {manage && !invited && (
          <Link component="button" type="button" variant="body2" onClick={() => onToggleStatus(member)} aria-label={`${active ? 'Deactivate' : 'Activate'} ${name}`}>
            {active ? 'Deactivate' : 'Activate'}
          </Link>
        )}
      </Box>
    </Box>
  );
}
