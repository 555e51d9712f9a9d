import { useState, type FormEvent } from 'react';
import { InterviewApiError, interviewApi } from '../api';
import { Alert, Field } from '../components/ui';
import { shownMessage, t } from '../i18n';

type Kind = 'copy' | 'erase';

/**
 * The closing page's data request (issue 16): a copy of the candidate's data or its deletion,
 * asked for with the address they used; the server mails a confirmation link and answers the same
 * whether or not it knows the address.
 */
export function DataRequestForm() {
  const [kind, setKind] = useState<Kind>('copy');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      setSent(shownMessage(await interviewApi.dataRequest({ email, kind })));
    } catch (err) {
      const apiError = err instanceof InterviewApiError ? err : null;
      setError(apiError?.details.email?.[0] ?? apiError?.message ?? t('server.somethingWentWrongRetry'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="stack" aria-labelledby="data-request-title">
      <h2 id="data-request-title">{t('dataRequestTitle')}</h2>
      <p>{t('dataRequestHelp')}</p>
      {sent ? (
        <Alert tone="success">{sent}</Alert>
      ) : (
        <form className="stack" onSubmit={submit} noValidate>
          <fieldset className="stack">
            <legend className="sr-only">{t('dataRequestTitle')}</legend>
            {(['copy', 'erase'] as const).map((k) => (
              <label key={k}>
                <input type="radio" name="data-request-kind" value={k} checked={kind === k} onChange={() => setKind(k)} />{' '}
                {k === 'copy' ? t('dataRequestCopy') : t('dataRequestErase')}
              </label>
            ))}
          </fieldset>
          <Field label={t('dataRequestEmail')} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={error} />
          <button type="submit" className="button button--secondary" disabled={busy}>
            {t('dataRequestSend')}
          </button>
        </form>
      )}
    </section>
  );
}
