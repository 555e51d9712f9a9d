import { useId } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import type { CandidateExperienceSummary } from '@candid/shared';
import { CANDIDATE_EXPERIENCE } from '@candid/shared/constants';
import { useCandidateExperience } from '../../api/ratings';
import { BlockSkeleton } from '../../components/ListSkeleton';
import { ErrorRetry } from '../../components/ErrorRetry';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * How candidates rated the job's interview (issue 33): the average of their ratings, shown only
 * from CANDIDATE_EXPERIENCE.minRatings ratings on, so that no one candidate's rating can be told.
 */
export function CandidateExperienceCard({ campaignId }: { campaignId: number }) {
  const headingId = useId();
  const experience = useCandidateExperience(campaignId);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 1.5 }}>
      <Typography variant="h3" component="h2" id={headingId}>
        Candidate experience
      </Typography>
      {experience.isPending ? (
        <BlockSkeleton label="Loading the candidates’ ratings" height={48} />
      ) : experience.isError ? (
        <ErrorRetry error={experience.error} onRetry={() => void experience.refetch()} />
      ) : (
        <Experience {...experience.data} />
      )}
    </Paper>
  );
}

function Experience({ RatingCount, AverageRating }: CandidateExperienceSummary) {
  if (AverageRating === null) {
    return (
      <Typography variant="body2" color="text.secondary">
        {RatingCount === 0
          ? 'No candidate has rated the interview yet. Candidates can rate it after they finish.'
          : `${plural(RatingCount, 'candidate has', 'candidates have')} rated the interview. The average shows from ${CANDIDATE_EXPERIENCE.minRatings} ratings, so that no one’s rating can be told.`}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <Typography component="p" sx={{ fontSize: 28, fontWeight: 700 }}>
        {AverageRating.toFixed(1)}
        <Typography component="span" color="text.secondary">
          {' / 5'}
        </Typography>
      </Typography>
      {/* The number says it; the stars only draw it. */}
      <Rating value={AverageRating} precision={0.1} readOnly aria-hidden="true" />
      <Typography variant="body2" color="text.secondary">
        from {plural(RatingCount, 'candidate', 'candidates')} who rated the interview after finishing it
      </Typography>
    </Box>
  );
}
