import { useController, useForm, type FieldError, type Resolver } from 'react-hook-form';
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
import { useSubmitGuestRating } from '../../api/publicShare';
import { FormTextField } from '../../components/FormTextField';
import { t } from '../../interview/i18n';
import { shareErrorText } from './errors';
import { Words } from './language';

type GuestRatingForm = z.input<typeof guestRatingInputSchema>;
type GuestRating = z.output<typeof guestRatingInputSchema>;

const checkRating = zodResolver(guestRatingInputSchema);

/** What a field's error says in the page's language (the shared schema's messages are English). */
function errorText(field: string, error: FieldError): string {
  if (field === 'rating') return t('share.chooseStars');
  if (error.type !== 'too_big') return t('share.nameRequired');
  return t('share.tooLong', { max: field === 'comment' ? REVIEW_SHARE_LIMITS.commentMax : REVIEW_SHARE_LIMITS.reviewerNameMax });
}

/** The shared schema's check, its messages in the page's language. */
const resolver: Resolver<GuestRatingForm, unknown, GuestRating> = async (values, context, options) => {
  const result = await checkRating(values, context, options);
  for (const [field, error] of Object.entries(result.errors)) {
    if (error) error.message = errorText(field, error as FieldError);
  }
  return result;
};

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
  const { control, handleSubmit, formState } = useForm<GuestRatingForm, unknown, GuestRating>({
    resolver,
    defaultValues: { ref: candidateRef, rating: 0, reviewerName: '', comment: '' },
  });
  const rating = useController({ control, name: 'rating' });

  const onSubmit = handleSubmit(async (values) => {
    await submit.mutateAsync({ ...values, comment: values.comment || undefined }).catch(() => undefined);
  });

  if (submit.isSuccess) {
    return (
      <Alert severity="success" role="status">
        {t('share.ratingSaved')}
      </Alert>
    );
  }

  const legendId = `rating-${candidateRef}`;
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('share.ratingOf', { name: displayName })}>
      <Stack spacing={2}>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} aria-describedby={rating.fieldState.error ? `${legendId}-error` : undefined}>
          <Typography component="legend" id={legendId} sx={{ fontWeight: 600, mb: 0.5 }}>
            <Words id="share.ratingFor" isolated={{ name: displayName }} />
          </Typography>
          <Rating
            name={legendId}
            value={rating.field.value || null}
            onChange={(_e, value) => rating.field.onChange(value ?? 0)}
            getLabelText={(count) => t('share.stars', { count })}
            emptyLabelText={t('share.noStars')}
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
          label={t('share.yourName')}
          autoComplete="name"
          required
          slotProps={{ htmlInput: { maxLength: REVIEW_SHARE_LIMITS.reviewerNameMax } }}
        />
        <FormTextField
          control={control}
          name="comment"
          label={t('share.comment')}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: REVIEW_SHARE_LIMITS.commentMax } }}
        />
        {submit.isError && <Alert severity="error">{shareErrorText(submit.error)}</Alert>}
        <Box>
          <Button
            type="submit"
            variant="contained"
            disabled={formState.isSubmitting}
            startIcon={formState.isSubmitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
            sx={{ minWidth: 180 }}
          >
            {t('share.submitRating')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
