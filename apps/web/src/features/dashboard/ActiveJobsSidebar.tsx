import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import { CAMPAIGN_LINE_STATUS } from '@candid/shared';
import { useActiveCampaigns } from '../../api/dashboard';
import { ErrorRetry } from '../../components/ErrorRetry';
import { ListSkeleton } from '../../components/ListSkeleton';
import { SectionCard } from './SectionCard';
import { jobScreenPath } from './TopActiveJobs';

/** The left sidebar: shortcuts and every active job with its counts. */
export function ActiveJobsSidebar({
  enterpriseId,
  canCreateJob,
  creating,
  onCreateJob,
}: {
  enterpriseId: number | undefined;
  canCreateJob: boolean;
  creating: boolean;
  onCreateJob: () => void;
}) {
  const jobs = useActiveCampaigns(enterpriseId);
  return (
    <Stack spacing={2}>
      <SectionCard title="Shortcuts" headingId="dashboard-shortcuts">
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          {canCreateJob && (
            <Button
              variant="contained"
              fullWidth
              startIcon={creating ? <CircularProgress size={16} color="inherit" aria-hidden /> : <AddRounded />}
              onClick={onCreateJob}
              disabled={creating}
            >
              Create job
            </Button>
          )}
          <Link component={RouterLink} to={`/candidates?status=${CAMPAIGN_LINE_STATUS.Completed}`}>
            Candidates to review
          </Link>
          <Link component={RouterLink} to={`/candidates?status=${CAMPAIGN_LINE_STATUS.Shortlisted}`}>
            Shortlisted candidates
          </Link>
          <Link component={RouterLink} to="/templates">
            Templates
          </Link>
        </Stack>
      </SectionCard>
      <SectionCard title="Active jobs" headingId="dashboard-active-jobs">
        {jobs.isPending ? (
          <ListSkeleton label="Loading active jobs" rowHeight={40} spacing={1} />
        ) : jobs.isError ? (
          <ErrorRetry error={jobs.error} onRetry={jobs.refetch} />
        ) : jobs.data.length === 0 ? (
          <Typography color="text.secondary">No active jobs.</Typography>
        ) : (
          <Stack component="ul" spacing={1.25} aria-label="Active jobs" sx={{ p: 0, m: 0, listStyle: 'none', maxHeight: 480, overflowY: 'auto' }}>
            {jobs.data.map((job) => (
              <Box component="li" key={job.id} sx={{ minWidth: 0 }}>
                <Link component={RouterLink} to={jobScreenPath(job.id)} color="inherit" sx={{ fontWeight: 600, display: 'block' }} noWrap>
                  {job.name}
                </Link>
                <Typography variant="caption" color="text.secondary">
                  {job.CandidateCount} {job.CandidateCount === 1 ? 'candidate' : 'candidates'} · {job.CompletedCount} completed
                </Typography>
              </Box>
            ))}
          </Stack>
        )}
      </SectionCard>
    </Stack>
  );
}
