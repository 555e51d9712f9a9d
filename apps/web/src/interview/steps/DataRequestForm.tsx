import { useState, type FormEvent } from 'react';
import { INTERVIEW_MSG } from '@candid/shared/candidateMessages';
import { InterviewApiError, interviewApi } from '../api';
import { Alert, Field } from '../components/ui';

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
      setSent(await interviewApi.dataRequest({ email, kind }));
    } catch (err) {
      const apiError = err instanceof InterviewApiError ? err : null;
      setError(apiError?.details.email?.[0] ?? apiError?.message ?? INTERVIEW_MSG.somethingWentWrong);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="stack" aria-labelledby="data-request-title">
      <h2 id="data-request-title">{INTERVIEW_MSG.dataRequestTitle}</h2>
      <p>{INTERVIEW_MSG.dataRequestHelp}</p>
      {sent ? (
        <Alert tone="success">{sent}</Alert>
      ) : (
        <form className="stack" onSubmit={submit} noValidate>
          <fieldset className="stack">
            <legend className="sr-only">{INTERVIEW_MSG.dataRequestTitle}</legend>
            {(['copy', 'erase'] as const).map((k) => (
              <label key={k}>
                <input type="radio" name="data-request-kind" value={k} checked={kind === k} onChange={() => setKind(k)} />{' '}
                {k === 'copy' ? INTERVIEW_MSG.dataRequestCopy : INTERVIEW_MSG.dataRequestErase}
              </label>
            ))}
          </fieldset>
          <Field label={INTERVIEW_MSG.dataRequestEmail} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={error} />
          <button type="submit" className="button button--secondary" disabled={busy}>
            {INTERVIEW_MSG.dataRequestSend}
          </button>
        </form>
      )}
    </section>
  );
}
