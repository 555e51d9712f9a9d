import { memo } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { DashboardSummary } from '../../api/dashboard';
import { candidateName } from '../../api/candidates';
import { ErrorRetry } from '../../components/ErrorRetry';
import { formatDateTime } from '../../lib/dates';
import type { QuerySnapshot } from '../../lib/useDeferredQuery';
import Avatar from '@mui/material/Avatar';
import { candidateInfoPath, candidateInitials, ratingText } from './candidateLinks';
import { SectionCard } from './SectionCard';

/** The most recently completed interview, leading to the candidate. */
export const LatestInterviewCard = memo(function LatestInterviewCard({ summary }: { summary: QuerySnapshot<DashboardSummary> }) {
  const latest = summary.data?.latestInterview;
  return (
    <SectionCard title="Latest interview" headingId="dashboard-latest-interview">
      {summary.isError ? (
        <ErrorRetry error={summary.error} onRetry={summary.refetch} />
      ) : summary.data === undefined ? (
        <Box aria-busy="true" aria-label="Loading the latest interview">
          <Skeleton variant="rounded" height={72} />
        </Box>
      ) : !latest ? (
        <Typography color="text.secondary">No completed interviews yet.</Typography>
      ) : (
        <Paper variant="outlined">
          <CardActionArea component={RouterLink} to={candidateInfoPath(latest.id)} sx={{ p: 1.5, display: 'flex', gap: 1.5, justifyContent: 'flex-start' }}>
            <Avatar aria-hidden sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', fontWeight: 600 }}>
              {candidateInitials(latest)}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }} noWrap>
                {candidateName(latest)}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {latest.campaignName}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {latest.completedAt ? `Completed ${formatDateTime(latest.completedAt)} · ` : ''}
                {ratingText(latest.AverageRating, latest.RatingCount)}
              </Typography>
            </Box>
          </CardActionArea>
        </Paper>
      )}
    </SectionCard>
  );
});
