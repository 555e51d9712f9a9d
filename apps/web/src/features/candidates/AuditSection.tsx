import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import type { AuditAction } from '@candid/shared';
import { auditCsvUrl, useAuditTrail } from '../../api/audit';
import { ErrorRetry } from '../../components/ErrorRetry';

const ACTION_LABEL: Record<AuditAction, string> = {
  viewed: 'Viewed',
  downloaded: 'Downloaded',
  rated: 'Rated',
  commented: 'Commented',
  shared: 'Shared',
  statusChanged: 'Status changed',
  deleted: 'Deleted',
  accommodationGranted: 'Accommodation granted',
  accommodationRequested: 'Accommodation requested',
};

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The candidate's Activity: who viewed, downloaded, rated, commented, shared or decided, and when
 * (issue 16). Shown to owners and administrators only; the server refuses everyone else.
 */
export function AuditSection({ lineId }: { lineId: number }) {
  const trail = useAuditTrail(lineId);
  const entries = trail.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="activity-heading" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h3" component="h2" id="activity-heading" sx={{ flexGrow: 1 }}>
          Activity
        </Typography>
        <Button component="a" href={auditCsvUrl(lineId)} download startIcon={<DownloadRounded />}>
          Download CSV
        </Button>
      </Box>
      {trail.isError ? (
        <ErrorRetry error={trail.error} onRetry={trail.refetch} />
      ) : trail.isPending ? (
        <Typography variant="body2" color="text.secondary">
          Loading the activity…
        </Typography>
      ) : entries.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No activity yet.
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby="activity-heading">
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>Who</TableCell>
                <TableCell>What</TableCell>
                <TableCell>Detail</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((e) => (
                <TableRow key={e.Audit_ID}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(e.At)}</TableCell>
                  <TableCell>{e.Actor}</TableCell>
                  <TableCell>{ACTION_LABEL[e.Action]}</TableCell>
                  <TableCell>{e.Detail}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {trail.hasNextPage && (
        <Button sx={{ mt: 1 }} onClick={() => void trail.fetchNextPage()} disabled={trail.isFetchingNextPage}>
          Load more
        </Button>
      )}
    </Paper>
  );
}
