import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MSG, type Webhook } from '@candid/shared';
import { errorMessage } from '../../api/client';
import { useResendDelivery, useWebhookDeliveries } from '../../api/integrations';
import { ErrorRetry } from '../../components/ErrorRetry';
import { notify } from '../../components/notify';
import { visuallyHidden } from '../../components/visuallyHidden';

/** An endpoint's delivery log: its last 100 attempts, newest first, each with Resend. */
export function WebhookLogDialog({ hook, onClose }: { hook: Webhook | null; onClose: () => void }) {
  const titleId = useId();
  const log = useWebhookDeliveries(hook?.Webhook_ID ?? null);
  const resend = useResendDelivery();
  const again = (deliveryId: number) => {
    if (!hook) return;
    resend.mutate(
      { id: hook.Webhook_ID, deliveryId },
      { onSuccess: () => notify.success(MSG.webhookResent), onError: (error) => notify.error(errorMessage(error)) },
    );
  };

  return (
    <Dialog open={hook !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="lg" fullWidth>
      <DialogTitle id={titleId}>Delivery log</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {hook?.Url}
        </Typography>
        {log.isError ? (
          <ErrorRetry error={log.error} onRetry={log.refetch} />
        ) : !log.data ? (
          <Typography color="text.secondary">Loading…</Typography>
        ) : log.data.length === 0 ? (
          <Typography color="text.secondary">Nothing sent yet.</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-labelledby={titleId}>
              <TableHead>
                <TableRow>
                  <TableCell>Time</TableCell>
                  <TableCell>Event</TableCell>
                  <TableCell>Attempt</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Duration</TableCell>
                  <TableCell>Error</TableCell>
                  <TableCell>
                    <Box component="span" sx={visuallyHidden}>
                      Actions
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {log.data.map((a) => (
                  <TableRow key={a.Attempt_ID}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{new Date(a.At).toLocaleString()}</TableCell>
                    <TableCell>{a.Event}</TableCell>
                    <TableCell>{a.Attempt}</TableCell>
                    <TableCell sx={{ color: a.Succeeded ? 'success.main' : 'error.main' }}>{a.StatusCode ?? '—'}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{a.DurationMs} ms</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{a.Error ?? ''}</TableCell>
                    <TableCell align="right">
                      <Button size="small" onClick={() => again(a.Delivery_ID)} disabled={resend.isPending || !hook?.Enabled}>
                        Resend
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void log.refetch()}>Refresh</Button>
        <Button variant="contained" onClick={onClose} sx={{ width: 'auto' }}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
