import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import type { DataRequestStatus } from '@candid/shared';
import { useDataRequests } from '../../api/dataRequests';
import { ErrorRetry } from '../../components/ErrorRetry';

const STATUS_LABEL: Record<DataRequestStatus, string> = {
  received: 'Received',
  confirmed: 'Confirmed',
  in_progress: 'In progress',
  done: 'Done',
  expired: 'Expired',
  failed: 'Failed',
};

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—');

/** /company's Data requests (issue 16): candidates' requests for a copy or deletion, with their state. */
export function DataRequestsSection() {
  const requests = useDataRequests();
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0, gridColumn: '1 / -1' }} aria-labelledby="data-requests-heading">
      <Typography variant="h3" component="h2" id="data-requests-heading" sx={{ mb: 1.5 }}>
        Data requests
      </Typography>
      {requests.isError ? (
        <ErrorRetry error={requests.error} onRetry={requests.refetch} />
      ) : !requests.data ? (
        <Typography color="text.secondary">Loading…</Typography>
      ) : requests.data.length === 0 ? (
        <Typography color="text.secondary">No candidate has asked for their data yet.</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby="data-requests-heading">
            <TableHead>
              <TableRow>
                <TableCell>Received</TableCell>
                <TableCell>Request</TableCell>
                <TableCell>Email</TableCell>
                <TableCell>Candidates</TableCell>
                <TableCell>State</TableCell>
                <TableCell>Done</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {requests.data.map((r) => (
                <TableRow key={r.DataRequest_ID}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(r.CreatedAt)}</TableCell>
                  <TableCell>{r.Kind === 'copy' ? 'Copy of their data' : 'Deletion'}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.Email ?? '(deleted)'}</TableCell>
                  <TableCell>{r.CandidateCount}</TableCell>
                  <TableCell>{STATUS_LABEL[r.Status]}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(r.DoneAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Paper>
  );
}
