import { memo } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTopActiveCampaigns, type DashboardCampaign } from '../../api/dashboard';
import { ErrorRetry } from '../../components/ErrorRetry';
import { formatDate } from '../../lib/dates';
import { useDeferredQuery, type QuerySnapshot } from '../../lib/useDeferredQuery';
import { SectionCard } from './SectionCard';

/** The job screen of a job. */
export const jobScreenPath = (campaignId: number) => `/campaign/edit?id=${campaignId}`;

function JobCard({ job }: { job: DashboardCampaign }) {
  const completedShare = job.CandidateCount > 0 ? (job.CompletedCount / job.CandidateCount) * 100 : 0;
  return (
    <Card component="li" variant="outlined">
      <CardActionArea component={RouterLink} to={jobScreenPath(job.id)} sx={{ p: 2, height: '100%' }}>
        <Typography sx={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {job.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {job.CandidateCount} {job.CandidateCount === 1 ? 'candidate' : 'candidates'} · {job.CompletedCount} completed
        </Typography>
        <LinearProgress
          variant="determinate"
          value={completedShare}
          aria-hidden
          color="secondary"
          sx={{ my: 1.25, height: 6, borderRadius: 3 }}
        />
        <Typography variant="caption" color="text.secondary">
          Ends {formatDate(job.endDate)}
        </Typography>
      </CardActionArea>
    </Card>
  );
}

/** The six active jobs with the most candidates. */
export const TopActiveJobs = memo(function TopActiveJobs({ enterpriseId }: { enterpriseId: number | undefined }) {
  return <TopActiveJobsView jobs={useDeferredQuery(useTopActiveCampaigns(enterpriseId))} />;
});

const TopActiveJobsView = memo(function TopActiveJobsView({ jobs }: { jobs: QuerySnapshot<DashboardCampaign[]> }) {
  const shown = jobs.data;
  return (
    <SectionCard
      title="Top active jobs"
      headingId="dashboard-top-jobs"
      action={
        <Button component={RouterLink} to="/campaign" size="small">
          All jobs
        </Button>
      }
    >
      {jobs.isError ? (
        <ErrorRetry error={jobs.error} onRetry={jobs.refetch} />
      ) : shown === undefined ? (
        <Box role="status" aria-busy="true" aria-label="Loading top active jobs" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', xl: '1fr 1fr 1fr' } }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={108} />
          ))}
        </Box>
      ) : shown.length === 0 ? (
        <Typography color="text.secondary">No active jobs at the moment.</Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Top active jobs"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' } }}
        >
          {shown.map((job) => (
            <JobCard key={job.id} job={job} />
          ))}
        </Box>
      )}
    </SectionCard>
  );
});
