import { memo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COUNTS } from '@candid/shared';
import { candidateName } from '../../api/candidates';
import { useActiveCampaigns, useTopCandidates } from '../../api/dashboard';
import { ErrorRetry } from '../../components/ErrorRetry';
import { ListSkeleton } from '../../components/ListSkeleton';
import { StarMeter } from '../../components/StarMeter';
import { useDeferredQuery, type QueryAnswer, type QuerySnapshot } from '../../lib/useDeferredQuery';
import { candidateInfoPath, ratingText } from './candidateLinks';
import { SectionCard } from './SectionCard';

function TopFive({ campaignId }: { campaignId: number }) {
  return <TopFiveView top={useDeferredQuery(useTopCandidates(campaignId))} />;
}

const TopFiveView = memo(function TopFiveView({ top }: { top: QuerySnapshot<QueryAnswer<typeof useTopCandidates>> }) {
  const shown = top.data;
  if (top.isError) return <ErrorRetry error={top.error} onRetry={top.refetch} />;
  if (shown === undefined) return <ListSkeleton label="Loading top candidates" rowHeight={44} spacing={1} />;
  if (shown.length === 0) {
    return <Typography color="text.secondary">No completed interviews for this job yet.</Typography>;
  }
  return (
    <Stack component="ol" spacing={1} aria-label="Top candidates" sx={{ p: 0, m: 0, listStyle: 'none' }}>
      {shown.map((line, i) => (
        <Box component="li" key={line.id} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Typography component="span" color="text.secondary" sx={{ width: 20, textAlign: 'right', fontWeight: 600 }} aria-hidden>
            {i + 1}
          </Typography>
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Link component={RouterLink} to={candidateInfoPath(line.id)} color="inherit" sx={{ fontWeight: 600, display: 'block' }} noWrap>
              {candidateName(line)}
            </Link>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
              <StarMeter value={line.AverageRating} />
              <Typography variant="caption" color="text.secondary">
                {ratingText(line.AverageRating, line.RatingCount)}
              </Typography>
            </Box>
          </Box>
        </Box>
      ))}
    </Stack>
  );
});

/** The best-rated candidates of the chosen active job. */
export const TopCandidatesCard = memo(function TopCandidatesCard({ enterpriseId }: { enterpriseId: number | undefined }) {
  return <TopCandidatesView jobs={useDeferredQuery(useActiveCampaigns(enterpriseId))} />;
});

const TopCandidatesView = memo(function TopCandidatesView({ jobs }: { jobs: QuerySnapshot<QueryAnswer<typeof useActiveCampaigns>> }) {
  const shown = jobs.data;
  const [chosen, setChosen] = useState<number | null>(null);
  // Until one is chosen: the newest job with a completed interview (there is something to rank), else the newest.
  const campaignId = shown?.some((j) => j.id === chosen)
    ? chosen
    : (shown?.find((j) => j.CompletedCount > 0) ?? shown?.[0])?.id;

  return (
    <SectionCard title="Top candidates" headingId="dashboard-top-candidates">
      {jobs.isError ? (
        <ErrorRetry error={jobs.error} onRetry={jobs.refetch} />
      ) : shown === undefined ? (
        <ListSkeleton label="Loading jobs" rowHeight={44} spacing={1} />
      ) : campaignId === undefined || campaignId === null ? (
        <Typography color="text.secondary">Top candidates appear here once a job is active.</Typography>
      ) : (
        <Stack spacing={2}>
          <TextField
            select
            size="small"
            label="Job"
            value={campaignId}
            onChange={(e) => setChosen(Number(e.target.value))}
            slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: COUNTS.menuScrollHeightPx } } } } } }}
          >
            {shown.map((job) => (
              <MenuItem key={job.id} value={job.id}>
                {job.name}
              </MenuItem>
            ))}
          </TextField>
          <TopFive campaignId={campaignId} />
        </Stack>
      )}
    </SectionCard>
  );
});
