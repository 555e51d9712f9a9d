import { useId } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { averageText, formatAverage, ratingCountText } from './format';

interface StarRatingProps {
  /** e.g. "question 1" or "this candidate": names the groups "Your rating for …" and "Team average for …". */
  subject: string;
  myRating: number | null;
  average: number | null;
  count: number;
  disabled?: boolean;
  onRate: (rating: number) => void;
}

/**
 * Two different things, shown differently: the reviewer's own 1–5 stars (a radio group "Your
 * rating for …"), and the team's average as a number out of 5 with how many rated and a
 * read-only bar ("Team average for …: 4.3 out of 5 from 3 ratings").
 */
export function StarRating({ subject, myRating, average, count, disabled = false, onRate }: StarRatingProps) {
  const name = useId();
  const rated = average != null && count > 0;
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', columnGap: 4, rowGap: 1.5, flexWrap: 'wrap' }}>
      <Box sx={{ display: 'grid', gap: 0.25 }}>
        <Typography variant="caption" color="text.secondary" component="p" aria-hidden>
          Your rating
        </Typography>
        <Box role="radiogroup" aria-label={`Your rating for ${subject}`} sx={{ display: 'inline-flex' }}>
          <Rating
            name={name}
            value={myRating}
            disabled={disabled}
            size="large"
            // A click on the current value would clear it; a rating stays (1–5) once given.
            onChange={(_e, value) => value !== null && value !== myRating && onRate(value)}
          />
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 0.5, minWidth: 150 }}>
        <Typography variant="caption" color="text.secondary" component="p" aria-hidden>
          Team average
        </Typography>
        <Typography
          component="output"
          variant="body2"
          color="text.secondary"
          aria-label={`Team average for ${subject}: ${averageText(average, count)}`}
          sx={{ display: 'flex', alignItems: 'baseline', gap: 0.75, flexWrap: 'wrap' }}
        >
          {rated ? (
            <>
              <Box component="span" sx={{ color: 'text.primary', fontWeight: 700, fontSize: '1.25rem', lineHeight: 1.2 }}>
                {formatAverage(average)}
                <Box component="span" sx={{ fontWeight: 400, fontSize: '0.875rem', color: 'text.secondary' }}>
                  {' / 5'}
                </Box>
              </Box>{' '}
              <span>from {ratingCountText(count)}</span>
            </>
          ) : (
            <span>No ratings yet</span>
          )}
        </Typography>
        {rated && (
          <LinearProgress
            variant="determinate"
            value={(average / 5) * 100}
            color="secondary"
            aria-hidden
            sx={{ height: 6, borderRadius: 3, maxWidth: 160 }}
          />
        )}
      </Box>
    </Box>
  );
}
