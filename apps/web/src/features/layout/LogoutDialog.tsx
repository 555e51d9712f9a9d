import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { MSG, TIMINGS_MS } from '@candid/shared';
import { useLogout } from '../../api/auth';
import { session } from '../../api/session';
import { forgetFirstVisit } from '../onboarding/firstVisit';

/** SPEC §4: the confirmed logout ends the session, clears storage and cache, then /login. */
export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const logout = useLogout();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  const confirm = async () => {
    setLeaving(true);
    try {
      await logout.mutateAsync();
    } catch {
      // Signing out locally still happens; the server session expires on its own.
    }
    session.clear();
    forgetFirstVisit();
    window.setTimeout(() => {
      navigate('/login', { replace: true });
      queryClient.clear();
    }, TIMINGS_MS.logoutRedirect);
  };

  return (
    <Dialog
      open={open}
      onClose={leaving ? undefined : onClose}
      aria-labelledby="logout-dialog-title"
      aria-describedby="logout-dialog-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="logout-dialog-title">Log out</DialogTitle>
      <DialogContent>
        <DialogContentText id="logout-dialog-text">{MSG.logoutConfirm}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={leaving} color="inherit">
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={leaving}>
          Log Out
        </Button>
      </DialogActions>
    </Dialog>
  );
}
