import { useState, type FormEvent } from 'react';
import { interviewApi, InterviewApiError } from '../api';
import { needsName } from '../flow';
import { Alert, Field, FieldError, StepHeading, focusFirstInvalid } from '../components/ui';
import type { InterviewLanding, InterviewRef, InterviewSession } from '../types';
import { t } from '../i18n';

/** Consent to recording (POST .../consent); an invited candidate without a name gives it first (PUT .../candidate). */
export function ConsentStep({
  landing,
  session,
  refIds,
  token,
  onDone,
}: {
  landing: InterviewLanding;
  session: InterviewSession;
  refIds: InterviewRef;
  token: string;
  onDone: (session: InterviewSession) => void;
}) {
  const askName = needsName(session);
  const [firstName, setFirstName] = useState(session.candidate.firstName ?? '');
  const [lastName, setLastName] = useState(session.candidate.lastName ?? '');
  const [agreed, setAgreed] = useState(Boolean(session.consentAt));
  const [errors, setErrors] = useState<{ firstName?: string; lastName?: string; consent?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (askName && !firstName.trim()) next.firstName = t('firstNameRequired');
    if (askName && !lastName.trim()) next.lastName = t('lastNameRequired');
    if (!agreed) next.consent = t('server.interviewConsentRequired');
    setErrors(next);
    setFailure(null);
    if (Object.keys(next).length) {
      focusFirstInvalid(event.currentTarget as HTMLFormElement);
      return;
    }
    setBusy(true);
    try {
      let candidate = session.candidate;
      if (askName) {
        const input = { firstName: firstName.trim(), lastName: lastName.trim(), phone: session.candidate.phone ?? '' };
        await interviewApi.updateCandidate(refIds, token, input);
        candidate = { ...candidate, ...input };
      }
      const now = new Date().toISOString();
      if (!session.consentAt) await interviewApi.consent(refIds, token);
      onDone({ ...session, candidate, consentAt: session.consentAt ?? now, startedAt: session.startedAt ?? now });
    } catch (err) {
      setFailure(err instanceof InterviewApiError ? err.message : t('server.somethingWentWrongRetry'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="step">
      <form className="stack" onSubmit={submit} noValidate>
        <StepHeading>{t('consentTitle')}</StepHeading>
        {askName ? (
          <div className="row">
            <Field label={t('firstName')} autoComplete="given-name" value={firstName} onChange={(e) => setFirstName(e.target.value)} error={errors.firstName} required />
            <Field label={t('lastName')} autoComplete="family-name" value={lastName} onChange={(e) => setLastName(e.target.value)} error={errors.lastName} required />
          </div>
        ) : null}
        <div className="check">
          <input
            id="consent"
            type="checkbox"
            checked={agreed}
            onChange={(e) => setAgreed(e.target.checked)}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? 'consent-error' : undefined}
          />
          <label htmlFor="consent">{t('consentLabel')}</label>
        </div>
        <FieldError id="consent-error" error={errors.consent} />
        {landing.privacyPolicyUrl ? (
          <p>
            <a href={landing.privacyPolicyUrl} target="_blank" rel="noopener noreferrer">
              {t('privacyPolicy')}
            </a>
          </p>
        ) : null}
        <p>
          <a href="/accessibility" target="_blank" rel="noopener">
            {t('accessibilityStatement')}
          </a>
        </p>
        {failure ? <Alert>{failure}</Alert> : null}
        <button className="button button--primary" type="submit" disabled={busy}>
          {t('agreeAndContinue')}
        </button>
      </form>
    </section>
  );
}
