import { useId, useState, type FormEvent } from 'react';
import { CANDIDATE_EXPERIENCE } from '@candid/shared/constants';
import { interviewApi, InterviewApiError } from '../api';
import { Alert, FieldError } from '../components/ui';
import { t } from '../i18n';
import type { InterviewRef } from '../types';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * After finishing, the candidate may rate the interview (issue 33): one to five stars and a comment.
 * Optional, and private: the team sees only the average of all candidates' ratings.
 */
export function ExperienceRating({ refIds, token, given }: { refIds: InterviewRef; token: string; given: boolean }) {
  const id = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(given);
  const [busy, setBusy] = useState(false);

  if (sent) return <Alert tone="success">{t('experienceThanks')}</Alert>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    if (rating === null) {
      setError(t('server.experienceRatingInvalid'));
      form.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await interviewApi.rateExperience(refIds, token, { rating, comment: comment.trim() || null });
      setSent(true);
    } catch (err) {
      const apiError = err instanceof InterviewApiError ? err : new InterviewApiError(0, t('server.somethingWentWrongRetry'));
      setError(apiError.details.comment?.[0] ?? apiError.details.rating?.[0] ?? apiError.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card stack" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('experienceTitle')}</h2>
      <p id={`${id}-help`}>{t('experienceHelp')}</p>
      <fieldset className="stars" aria-describedby={error ? `${id}-error` : undefined}>
        <legend>{t('experienceRating')}</legend>
        {STARS.map((n) => (
          <label key={n} className={rating !== null && n <= rating ? 'star star--on' : 'star'}>
            <input className="sr-only" type="radio" name={`${id}-rating`} value={n} checked={rating === n} onChange={() => setRating(n)} />
            <span aria-hidden="true">★</span>
            <span className="sr-only">{t('experienceStars', { n })}</span>
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-comment`}>{t('experienceComment')}</label>
        <textarea
          id={`${id}-comment`}
          rows={3}
          dir="auto"
          maxLength={CANDIDATE_EXPERIENCE.commentMax}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
      </div>
      <FieldError id={`${id}-error`} error={error} />
      <button className="button" type="submit" disabled={busy}>
        {t('experienceSend')}
      </button>
    </form>
  );
}
