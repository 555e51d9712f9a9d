import { useId, useState, type FormEvent } from 'react';
import { ACCOMMODATION_REQUEST_MAX } from '@candid/shared/accommodations';
import { interviewApi, InterviewApiError } from '../api';
import { Alert, FieldError } from '../components/ui';
import { t } from '../i18n';
import type { InterviewRef } from '../types';

/**
 * The candidate asks the job's team for an accommodation (issue 32), in their own words, from the
 * first page: closed until they open it, so it does not stand between them and the start.
 */
export function AccommodationRequest({ refIds, token }: { refIds: InterviewRef; token: string }) {
  const id = useId();
  const [request, setRequest] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const field = (event.currentTarget as HTMLFormElement).elements.namedItem('request') as HTMLTextAreaElement;
    if (!request.trim()) {
      setError(t('accommodationRequired'));
      field.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await interviewApi.requestAccommodation(refIds, token, request.trim());
      setSent(true);
      setRequest('');
    } catch (err) {
      const apiError = err instanceof InterviewApiError ? err : new InterviewApiError(0, t('server.somethingWentWrongRetry'));
      setError(apiError.details.request?.[0] ?? apiError.message);
      field.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <details className="card accommodation-request">
      <summary>{t('accommodationTitle')}</summary>
      <form className="stack" onSubmit={submit} noValidate>
        <p id={`${id}-help`}>{t('accommodationHelp')}</p>
        <div className="field">
          <label htmlFor={id}>{t('accommodationLabel')}</label>
          <textarea
            id={id}
            name="request"
            rows={4}
            dir="auto"
            maxLength={ACCOMMODATION_REQUEST_MAX}
            value={request}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-help ${id}-error` : `${id}-help`}
            onChange={(e) => {
              setRequest(e.target.value);
              setSent(false);
            }}
          />
          <FieldError id={`${id}-error`} error={error} />
        </div>
        {sent ? <Alert tone="success">{t('accommodationSent')}</Alert> : null}
        <button className="button" type="submit" disabled={busy}>
          {t('accommodationSend')}
        </button>
      </form>
    </details>
  );
}
