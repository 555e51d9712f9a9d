import { useState, type FormEvent } from 'react';
import { CANDIDATE_MSG, INTERVIEW_MSG } from '@candid/shared/candidateMessages';
import { formatDate } from '../../lib/dates';
import { interviewApi, InterviewApiError } from '../api';
import { Alert, Field, StepHeading, focusFirstInvalid } from '../components/ui';
import type { InterviewLanding, InterviewRef } from '../types';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[+()0-9 .-]*$/;

type DetailsErrors = Partial<Record<'firstName' | 'lastName' | 'email' | 'phone', string>>;

/** The public link's details form: POST .../start gives the token. */
function DetailsForm({ refIds, onToken }: { refIds: InterviewRef; onToken: (token: string) => void }) {
  const [values, setValues] = useState({ firstName: '', lastName: '', email: '', phone: '' });
  const [errors, setErrors] = useState<DetailsErrors>({});
  const [message, setMessage] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: DetailsErrors = {};
    if (!values.firstName.trim()) next.firstName = INTERVIEW_MSG.firstNameRequired;
    if (!values.lastName.trim()) next.lastName = INTERVIEW_MSG.lastNameRequired;
    if (!EMAIL.test(values.email.trim())) next.email = INTERVIEW_MSG.emailInvalid;
    if (!PHONE.test(values.phone.trim()) || values.phone.trim().length > 30) next.phone = INTERVIEW_MSG.phoneInvalid;
    setErrors(next);
    setMessage(null);
    const form = event.currentTarget as HTMLFormElement;
    if (Object.keys(next).length) {
      focusFirstInvalid(form);
      return;
    }
    setBusy(true);
    try {
      const { token } = await interviewApi.start(refIds, {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
      });
      onToken(token);
    } catch (err) {
      const apiError = err instanceof InterviewApiError ? err : new InterviewApiError(0, INTERVIEW_MSG.somethingWentWrong);
      const fieldErrors: DetailsErrors = {};
      for (const key of ['firstName', 'lastName', 'email', 'phone'] as const) {
        const detail = apiError.details[key]?.[0];
        if (detail) fieldErrors[key] = detail;
      }
      setErrors(fieldErrors);
      focusFirstInvalid(form);
      // The address already has an invitation: the server has emailed the personal link again.
      // (Another 409, a withdrawn invitation, is an error.)
      setMessage({ tone: apiError.message === CANDIDATE_MSG.interviewAlreadyInvited ? 'info' : 'error', text: apiError.message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="stack" onSubmit={submit} noValidate aria-labelledby="details-title">
      <h2 id="details-title">{INTERVIEW_MSG.detailsTitle}</h2>
      <div className="row">
        <Field label={INTERVIEW_MSG.firstName} autoComplete="given-name" value={values.firstName} onChange={set('firstName')} error={errors.firstName} required />
        <Field label={INTERVIEW_MSG.lastName} autoComplete="family-name" value={values.lastName} onChange={set('lastName')} error={errors.lastName} required />
      </div>
      <Field label={INTERVIEW_MSG.email} type="email" autoComplete="email" inputMode="email" value={values.email} onChange={set('email')} error={errors.email} required />
      <Field label={INTERVIEW_MSG.phone} type="tel" autoComplete="tel" inputMode="tel" value={values.phone} onChange={set('phone')} error={errors.phone} />
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      <button className="button button--primary" type="submit" disabled={busy}>
        {INTERVIEW_MSG.startInterview}
      </button>
    </form>
  );
}

/** How many questions and about how long the interview takes. */
function JobFacts({ landing }: { landing: InterviewLanding }) {
  const minutes = landing.estimatedMinutes;
  return (
    <ul className="facts">
      <li>
        <strong>{landing.questionCount}</strong> {landing.questionCount === 1 ? 'question' : 'questions'}
      </li>
      <li>
        About <strong>{minutes}</strong> {minutes === 1 ? 'minute' : 'minutes'}
      </li>
    </ul>
  );
}

function HowItWorks() {
  return (
    <div className="card">
      <h2>{INTERVIEW_MSG.howItWorksTitle}</h2>
      <ol className="how">
        {INTERVIEW_MSG.howItWorks.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
    </div>
  );
}

/** The first screen: the job, what to expect, and how to begin. */
export function LandingStep({
  landing,
  refIds,
  hasToken,
  notice,
  onToken,
  onStart,
}: {
  landing: InterviewLanding;
  refIds: InterviewRef;
  hasToken: boolean;
  notice: string | null;
  onToken: (token: string) => void;
  onStart: () => void;
}) {
  return (
    <section className="step stack">
      <StepHeading>{landing.jobTitle}</StepHeading>
      {landing.introductionText ? <p className="lead">{landing.introductionText}</p> : null}
      <JobFacts landing={landing} />
      <HowItWorks />
      {notice ? <Alert tone="info">{notice}</Alert> : null}
      {hasToken ? (
        <button className="button button--primary" type="button" onClick={onStart}>
          {INTERVIEW_MSG.startInterview}
        </button>
      ) : (
        <DetailsForm refIds={refIds} onToken={onToken} />
      )}
    </section>
  );
}

/**
 * A job whose start date is still ahead (`opensOn`): when to come back, and what to expect then.
 * Nothing to fill in yet: the link itself starts working on that day.
 */
export function NotYetOpenStep({ landing, opensOn }: { landing: InterviewLanding; opensOn: string }) {
  return (
    <section className="step stack">
      <StepHeading>{landing.jobTitle}</StepHeading>
      <div className="callout">
        <CalendarIcon />
        <div className="stack stack--tight">
          <h2 className="callout__title">{INTERVIEW_MSG.opensOn(formatDate(opensOn))}</h2>
          <p>{INTERVIEW_MSG.opensOnHelp}</p>
        </div>
      </div>
      <JobFacts landing={landing} />
      <HowItWorks />
    </section>
  );
}

function CalendarIcon() {
  return (
    <svg className="callout__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <rect x="3" y="5" width="18" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M3 10h18M8 3v4M16 3v4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The job has ended or is not live: the reason, if the server gave one. */
export function ClosedStep({ reason }: { reason: string | null }) {
  // A paused job opens again: say so, rather than "closed".
  if (reason === CANDIDATE_MSG.interviewPaused) {
    return (
      <section className="step stack">
        <StepHeading>{INTERVIEW_MSG.pausedTitle}</StepHeading>
        <p className="lead">{INTERVIEW_MSG.pausedHelp}</p>
      </section>
    );
  }
  return (
    <section className="step stack">
      <StepHeading>{INTERVIEW_MSG.closedTitle}</StepHeading>
      <p className="lead">{reason || INTERVIEW_MSG.closedDefault}</p>
    </section>
  );
}
