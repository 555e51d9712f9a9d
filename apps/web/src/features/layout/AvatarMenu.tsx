import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import PeopleOutlineRounded from '@mui/icons-material/PeopleOutlineRounded';
import PolicyOutlined from '@mui/icons-material/PolicyOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import type { ReactNode } from 'react';
import { avatarMenu } from '@candid/shared';
import type { User } from '../../api/entities';
import { UserAvatar } from '../../components/UserAvatar';
import { LogoutDialog } from './LogoutDialog';

interface Entry {
  label: string;
  to?: string;
  icon: ReactNode;
  visible: boolean;
}

/**
 * The avatar menu of SPEC §2, with entries shown per access level as SPEC §6 rules; My Profile
 * and Team (issue 12) are for every signed-in user.
 */
export function AvatarMenu({ user }: { user: User }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const navigate = useNavigate();
  const level = user.accessLevel;
  const hasEnterprise = user.enterpriseId > 0;
  const close = () => setAnchor(null);

  const go = (to: string) => {
    close();
    navigate(to);
  };

  const accountEntries: Entry[] = [
    { label: 'My Profile', to: '/profile', icon: <AccountCircleOutlined fontSize="small" />, visible: true },
    { label: 'Team', to: '/user', icon: <GroupsOutlined fontSize="small" />, visible: true },
    {
      label: 'Edit Enterprise Account',
      to: '/company/edit',
      icon: <ApartmentOutlined fontSize="small" />,
      visible: avatarMenu.showEditEnterprise(level),
    },
    {
      label: 'Client Preferences',
      to: '/clients',
      icon: <PeopleOutlineRounded fontSize="small" />,
      visible: avatarMenu.showClientPreferences(level, hasEnterprise),
    },
    {
      label: 'Select Package',
      to: '/packages',
      icon: <WorkspacePremiumOutlined fontSize="small" />,
      visible: avatarMenu.showSelectPackage(level),
    },
  ];
  const legalEntries: Entry[] = [
    { label: 'Privacy Policy', to: '/privacy-policy', icon: <PolicyOutlined fontSize="small" />, visible: true },
    { label: 'Terms of Service', to: '/terms-of-condition', icon: <GavelOutlined fontSize="small" />, visible: true },
  ];

  const companyName = user.enterpriseName ?? '';
  const renderEntry = (entry: Entry) =>
    entry.visible && entry.to ? (
      <MenuItem key={entry.label} onClick={() => go(entry.to as string)}>
        <ListItemIcon>{entry.icon}</ListItemIcon>
        {entry.label}
      </MenuItem>
    ) : null;

  return (
    <>
      <IconButton
        aria-label="Account menu"
        aria-controls={anchor ? 'account-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ ml: 0.5, p: 0.5 }}
      >
        <UserAvatar user={user} />
      </IconButton>
      <Menu
        id="account-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 260, mt: 1 } }, list: { 'aria-label': 'Account' } }}
      >
        <Box sx={{ px: 2, pt: 1, pb: 1.5, display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <UserAvatar user={user} size={40} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {user.email}
            </Typography>
            {companyName &&
              (avatarMenu.companyNameNavigates(level) ? (
                <Link component={RouterLink} to="/company" variant="body2" color="secondary" onClick={close}>
                  {companyName}
                </Link>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {companyName}
                </Typography>
              ))}
          </Box>
        </Box>
        <Divider />
        {accountEntries.map(renderEntry)}
        <MenuItem
          onClick={() => {
            close();
            setLogoutOpen(true);
          }}
        >
          <ListItemIcon>
            <LogoutRounded fontSize="small" />
          </ListItemIcon>
          Logout
        </MenuItem>
        <Divider />
        {legalEntries.map(renderEntry)}
      </Menu>
      <LogoutDialog open={logoutOpen} onClose={() => setLogoutOpen(false)} />
    </>
  );
}
