import { useId } from 'react';
import { PlanRemaining } from '../../components/PlanRemaining';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { InviteResultList, TeamInviteFields } from './TeamInviteFields';
import { useTeamInviteForm } from './useTeamInviteForm';

interface InviteUserDialogProps {
  open: boolean;
  onClose: () => void;
  enterpriseId: number;
  /** The inviter's name for the email. */
  fromName: string;
  /** The plan has no invites left (402): the page shows the package-limit dialog. */
  onPlanLimit: () => void;
}

/** SPEC §2 Invite-user dialog with the SPEC §5 rules; mounted only while open, so it starts empty. */
export function InviteUserDialog(props: InviteUserDialogProps) {
  return props.open ? <InviteUserForm {...props} /> : null;
}

function InviteUserForm({ onClose, enterpriseId, fromName, onPlanLimit }: InviteUserDialogProps) {
  const id = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const form = useTeamInviteForm({
    enterpriseId,
    fromName,
    onPlanLimit: () => {
      onClose();
      onPlanLimit();
    },
  });

  return (
    <Dialog open onClose={form.sending ? undefined : onClose} aria-labelledby={`${id}-title`} maxWidth="sm" fullWidth fullScreen={fullScreen}>
      <DialogTitle id={`${id}-title`} sx={{ pr: 6 }}>
        Invite User
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} disabled={form.sending} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseRounded />
      </IconButton>
      {form.results ? (
        <>
          <DialogContent>
            <InviteResultList rows={form.results} />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 3 }}>
            <Button variant="contained" fullWidth onClick={onClose}>
              Done
            </Button>
          </DialogActions>
        </>
      ) : (
        <Box component="form" noValidate onSubmit={form.onSubmit}>
          <DialogContent sx={{ display: 'grid', gap: 3, pt: 2 }}>
            <PlanRemaining kind="users" />
            <TeamInviteFields form={form} />
            {form.sending && (
              <Alert severity="info" icon={<CircularProgress size={18} aria-hidden />}>
                Sending invitations…
              </Alert>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 3 }}>
            <Button
              type="submit"
              variant="contained"
              fullWidth
              disabled={form.sending || form.emailError !== null}
              startIcon={form.sending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
            >
              Send
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
