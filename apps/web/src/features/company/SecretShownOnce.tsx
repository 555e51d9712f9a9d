import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import { useId } from 'react';
import { copyText } from '../../lib/clipboard';

/**
 * A secret the server answers once (an API key, a webhook signing secret): shown with Copy until
 * the dialog is closed; the app keeps it nowhere.
 */
export function SecretShownOnce({ title, label, secret, warning, onClose }: { title: string; label: string; secret: string | null; warning: string; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={secret !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {warning}
        </Alert>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {label}
        </Typography>
        <Box
          component="code"
          data-testid="secret-once"
          sx={{ display: 'block', p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontFamily: 'monospace', overflowWrap: 'anywhere', userSelect: 'all' }}
        >
          {secret}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyRounded />} onClick={() => secret && void copyText(secret)}>
          Copy
        </Button>
        <Button variant="contained" onClick={onClose} sx={{ width: 'auto' }}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
