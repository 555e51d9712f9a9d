import { useController, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { REVIEW_SHARE_LIMITS, guestRatingInputSchema } from '@candid/shared';
import { errorMessage } from '../../api/client';
import { useSubmitGuestRating } from '../../api/publicShare';
import { FormTextField } from '../../components/FormTextField';
import { SHARE_TEXT } from './texts';

type GuestRatingForm = z.input<typeof guestRatingInputSchema>;

/** A guest's name, 1–5 stars and an optional comment for one candidate of the link. */
export function GuestRatingForm({
  token,
  candidateRef,
  displayName,
}: {
  token: string;
  candidateRef: string;
  displayName: string;
}) {
  const submit = useSubmitGuestRating(token);
  const { control, handleSubmit, formState } = useForm<GuestRatingForm, unknown, z.output<typeof guestRatingInputSchema>>({
    resolver: zodResolver(guestRatingInputSchema),
    defaultValues: { ref: candidateRef, rating: 0, reviewerName: '', comment: '' },
  });
  const rating = useController({ control, name: 'rating' });

  const onSubmit = handleSubmit(async (values) => {
    await submit.mutateAsync({ ...values, comment: values.comment || undefined }).catch(() => undefined);
  });

  if (submit.isSuccess) {
    return (
      <Alert severity="success" role="status">
        {SHARE_TEXT.ratingSaved}
      </Alert>
    );
  }

  const legendId = `rating-${candidateRef}`;
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={`Your rating of ${displayName}`}>
      <Stack spacing={2}>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} aria-describedby={rating.fieldState.error ? `${legendId}-error` : undefined}>
          <Typography component="legend" id={legendId} sx={{ fontWeight: 600, mb: 0.5 }}>
            Rating for {displayName}
          </Typography>
          <Rating
            name={legendId}
            value={rating.field.value || null}
            onChange={(_e, value) => rating.field.onChange(value ?? 0)}
            size="large"
          />
          {rating.fieldState.error && (
            <FormHelperText error id={`${legendId}-error`}>
              {rating.fieldState.error.message}
            </FormHelperText>
          )}
        </Box>
        <FormTextField
          control={control}
          name="reviewerName"
          label="Your name"
          autoComplete="name"
          required
          slotProps={{ htmlInput: { maxLength: REVIEW_SHARE_LIMITS.reviewerNameMax } }}
        />
        <FormTextField
          control={control}
          name="comment"
          label="Comment"
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: REVIEW_SHARE_LIMITS.commentMax } }}
        />
        {submit.isError && <Alert severity="error">{errorMessage(submit.error)}</Alert>}
        <Box>
          <Button
            type="submit"
            variant="contained"
            disabled={formState.isSubmitting}
            startIcon={formState.isSubmitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
            sx={{ minWidth: 180 }}
          >
            Submit rating
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
