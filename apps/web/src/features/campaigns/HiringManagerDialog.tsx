import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { USER_STATUS, roleName } from '@candid/shared';
import type { User } from '../../api/entities';
import { UserAvatar } from '../../components/UserAvatar';

export const fullName = (u: Pick<User, 'firstName' | 'lastName'>) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ');

interface HiringManagerDialogProps {
  open: boolean;
  team: User[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  onClose: () => void;
}

/** SPEC §2 'Select a hiring manager': active users, the current one marked '(Selected)'. */
export function HiringManagerDialog({ open, team, selectedId, onSelect, onClose }: HiringManagerDialogProps) {
  const active = team.filter((u) => u.status === USER_STATUS.Active);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="hm-dialog-title" fullWidth maxWidth="xs">
      <DialogTitle id="hm-dialog-title" sx={{ pr: 6 }}>
        Select a hiring manager
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseRounded />
      </IconButton>
      <DialogContent sx={{ px: 1, maxHeight: 440 }}>
        {active.length === 0 ? (
          <Typography color="text.secondary" sx={{ px: 2, py: 1 }}>
            No active team members.
          </Typography>
        ) : (
          <List aria-label="Team members">
            {active.map((u) => {
              const selected = u.id === selectedId;
              const name = fullName(u);
              return (
                <ListItem
                  key={u.id}
                  secondaryAction={
                    <Button
                      size="small"
                      variant={selected ? 'outlined' : 'contained'}
                      disabled={selected}
                      aria-label={`Select ${name}`}
                      onClick={() => {
                        onSelect(u.id);
                        onClose();
                      }}
                    >
                      Select
                    </Button>
                  }
                >
                  <ListItemAvatar>
                    <UserAvatar user={u} />
                  </ListItemAvatar>
                  <ListItemText
                    primary={`${name}${selected ? ' (Selected)' : ''}`}
                    secondary={roleName(u.accessLevel)}
                    sx={{ pr: 8 }}
                  />
                </ListItem>
              );
            })}
          </List>
        )}
      </DialogContent>
    </Dialog>
  );
}
