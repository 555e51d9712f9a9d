import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useCandidateRatings, useRateCandidate } from '../../api/ratings';
import { useGuestRatings } from '../../api/shares';
import { StarRating } from './StarRating';
import { formatMoment } from './format';

/** The candidate's overall rating: mine, the team average, who rated what, and guest ratings from share links. */
export function CandidateRatingCard({ lineId }: { lineId: number }) {
  const summary = useCandidateRatings(lineId);
  const rate = useRateCandidate(lineId);
  const guests = useGuestRatings(lineId);
  const reviewers = summary.data?.Reviewers ?? [];

  return (
    <Paper variant="outlined" component="section" aria-labelledby="rating-heading" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography variant="h3" component="h2" id="rating-heading" sx={{ mb: 1.5 }}>
        Overall rating
      </Typography>
      {summary.isError ? (
        <Alert severity="info">Ratings are not available right now.</Alert>
      ) : (
        <StarRating
          subject="this candidate"
          myRating={summary.data?.MyRating ?? null}
          average={summary.data?.AverageRating ?? null}
          count={summary.data?.RatingCount ?? 0}
          disabled={summary.isPending || rate.isPending}
          // SPEC §8: rating failures are not shown; the stars stay as the server has them.
          onRate={(rating) => rate.mutate(rating)}
        />
      )}

      {reviewers.length > 0 && (
        <Box component="ul" aria-label="Team ratings" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 0.75 }}>
          {reviewers.map((r) => (
            <Box component="li" key={r.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography variant="body2" sx={{ flexGrow: 1, minWidth: 0 }} noWrap>
                {r.name}
              </Typography>
              <Rating value={r.rating} readOnly size="small" getLabelText={(v) => `${v} of 5 stars`} />
            </Box>
          ))}
        </Box>
      )}

      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Guest ratings from share links
      </Typography>
      {guests.isError ? (
        <Typography variant="body2" color="text.secondary">
          Guest ratings are not available right now.
        </Typography>
      ) : (guests.data ?? []).length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No guest ratings yet.
        </Typography>
      ) : (
        <Box component="ul" aria-label="Guest ratings" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {guests.data!.map((g) => (
            <Box component="li" key={g.id}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {g.reviewerName}
                </Typography>
                <Rating value={g.rating} readOnly size="small" getLabelText={(v) => `${v} of 5 stars`} />
              </Box>
              {g.comment && (
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                  {g.comment}
                </Typography>
              )}
              <Typography variant="caption" color="text.secondary">
                {g.shareLabel ? `${g.shareLabel} · ` : ''}
                {formatMoment(g.created)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
