import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** SPEC §2: shown after a new job is saved while its interview is being built. */
export function JobCreatedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="job-created-title" aria-describedby="job-created-text" maxWidth="xs" fullWidth>
      <DialogTitle id="job-created-title">Job Created</DialogTitle>
      <DialogContent>
        <DialogContentText id="job-created-text">
          The interview process is being built and will be ready in about 5 minutes.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
