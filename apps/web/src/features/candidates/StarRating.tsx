import { useId } from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { formatAverage, ratingCountText } from './format';

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
 * The reviewer's own 1–5 stars (a radio group "Your rating for …") beside the team average and
 * count ("Team average for …").
 */
export function StarRating({ subject, myRating, average, count, disabled = false, onRate }: StarRatingProps) {
  const name = useId();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Box role="radiogroup" aria-label={`Your rating for ${subject}`} sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" color="text.secondary" aria-hidden>
          Your rating
        </Typography>
        <Rating
          name={name}
          value={myRating}
          disabled={disabled}
          // A click on the current value would clear it; a rating stays (1–5) once given.
          onChange={(_e, value) => value !== null && value !== myRating && onRate(value)}
        />
      </Box>
      <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
        <Rating value={average} precision={0.1} readOnly size="small" getLabelText={() => ''} aria-hidden />
        <Typography
          component="output"
          variant="body2"
          color="text.secondary"
          aria-label={`Team average for ${subject}: ${formatAverage(average)} from ${ratingCountText(count)}`}
        >
          {formatAverage(average)} ({count})
        </Typography>
      </Box>
    </Box>
  );
}
