import { useState, type FormEvent } from 'react';
import { CANDIDATE_MSG } from '@candid/shared/candidateMessages';
import type { CandidateLocale } from '@candid/shared/locales';
import { formatDayIn } from '../../lib/datesIn';
import { interviewApi, InterviewApiError } from '../api';
import { Alert, Field, StepHeading, focusFirstInvalid } from '../components/ui';
import type { InterviewLanding, InterviewRef } from '../types';
import { activeLocale, dialogText, shownMessage, t } from '../i18n';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { AccommodationRequest } from './AccommodationRequest';

/** The three steps the landing page explains. */
const HOW_IT_WORKS = ['howItWorks1', 'howItWorks2', 'howItWorks3'] as const;

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
    if (!values.firstName.trim()) next.firstName = t('firstNameRequired');
    if (!values.lastName.trim()) next.lastName = t('lastNameRequired');
    if (!EMAIL.test(values.email.trim())) next.email = t('emailInvalid');
    if (!PHONE.test(values.phone.trim()) || values.phone.trim().length > 30) next.phone = t('phoneInvalid');
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
      const apiError = err instanceof InterviewApiError ? err : new InterviewApiError(0, t('server.somethingWentWrongRetry'));
      const fieldErrors: DetailsErrors = {};
      for (const key of ['firstName', 'lastName', 'email', 'phone'] as const) {
        const detail = apiError.details[key]?.[0];
        if (detail) fieldErrors[key] = detail;
      }
      setErrors(fieldErrors);
      focusFirstInvalid(form);
      // The address already has an invitation: the server has emailed the personal link again.
      // (Another 409, a withdrawn invitation, is an error.)
      setMessage({ tone: apiError.sent === CANDIDATE_MSG.interviewAlreadyInvited ? 'info' : 'error', text: apiError.message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="stack" onSubmit={submit} noValidate aria-labelledby="details-title">
      <h2 id="details-title">{t('detailsTitle')}</h2>
      <div className="row">
        <Field label={t('firstName')} autoComplete="given-name" value={values.firstName} onChange={set('firstName')} error={errors.firstName} required />
        <Field label={t('lastName')} autoComplete="family-name" value={values.lastName} onChange={set('lastName')} error={errors.lastName} required />
      </div>
      <Field label={t('email')} type="email" autoComplete="email" inputMode="email" value={values.email} onChange={set('email')} error={errors.email} required />
      <Field label={t('phone')} type="tel" autoComplete="tel" inputMode="tel" value={values.phone} onChange={set('phone')} error={errors.phone} />
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      <button className="button button--primary" type="submit" disabled={busy}>
        {t('startInterview')}
      </button>
    </form>
  );
}

/** How many questions and about how long the interview takes. */
function JobFacts({ landing }: { landing: InterviewLanding }) {
  const minutes = landing.estimatedMinutes;
  return (
    <ul className="facts">
      <li>{t('questionCount', { count: landing.questionCount })}</li>
      <li>{t('aboutMinutes', { minutes })}</li>
    </ul>
  );
}

/** What the team granted this candidate (issue 32), so they know their timers are longer. */
function AccommodationNote({ accommodation }: { accommodation: InterviewLanding['accommodation'] }) {
  if (!accommodation) return null;
  const factor = accommodation.time === '1.5' || accommodation.time === '2' ? Number(accommodation.time) : null;
  const lines = [
    ...(accommodation.time === 'untimed' ? [t('accommodationUntimed')] : []),
    ...(factor ? [t('accommodationTimeFactor', { factor: new Intl.NumberFormat(activeLocale()).format(factor) })] : []),
    ...(accommodation.extraRetakes > 0 ? [t('accommodationRetakes', { n: accommodation.extraRetakes })] : []),
    ...(accommodation.endDate ? [t('accommodationEndDate', { date: formatDayIn(activeLocale(), accommodation.endDate) })] : []),
  ];
  return lines.length ? (
    <Alert tone="info">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </Alert>
  ) : null;
}

function HowItWorks() {
  return (
    <div className="card">
      <h2>{t('howItWorksTitle')}</h2>
      <ol className="how">
        {HOW_IT_WORKS.map((id) => (
          <li key={id}>{t(id)}</li>
        ))}
      </ol>
    </div>
  );
}

/** The first screen: the job, what to expect, and how to begin. */
export function LandingStep({
  landing,
  refIds,
  token,
  notice,
  onToken,
  onStart,
  onLanguage,
}: {
  landing: InterviewLanding;
  refIds: InterviewRef;
  /** The candidate's token once their session has loaded (null: the public link's details form). */
  token: string | null;
  notice: string | null;
  onToken: (token: string) => void;
  onStart: () => void;
  /** The candidate chose another language. */
  onLanguage: (locale: CandidateLocale) => void;
}) {
  const introduction = dialogText(landing.introductionText, 'introduction');
  return (
    <section className="step stack">
      <LanguageSwitch onChange={onLanguage} />
      <StepHeading>
        <bdi>{landing.jobTitle}</bdi>
      </StepHeading>
      {introduction ? (
        <p className="lead" dir="auto">
          {introduction}
        </p>
      ) : null}
      <JobFacts landing={landing} />
      <AccommodationNote accommodation={landing.accommodation ?? null} />
      <HowItWorks />
      {notice ? <Alert tone="info">{notice}</Alert> : null}
      {token ? (
        <>
          <button className="button button--primary" type="button" onClick={onStart}>
            {t('startInterview')}
          </button>
          <AccommodationRequest refIds={refIds} token={token} />
        </>
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
      <StepHeading>
        <bdi>{landing.jobTitle}</bdi>
      </StepHeading>
      <div className="callout">
        <CalendarIcon />
        <div className="stack stack--tight">
          <h2 className="callout__title">{t('opensOn', { date: formatDayIn(activeLocale(), opensOn) })}</h2>
          <p>{t('opensOnHelp')}</p>
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
        <StepHeading>{t('pausedTitle')}</StepHeading>
        <p className="lead">{t('pausedHelp')}</p>
      </section>
    );
  }
  return (
    <section className="step stack">
      <StepHeading>{t('closedTitle')}</StepHeading>
      <p className="lead">{reason ? shownMessage(reason) : t('closedDefault')}</p>
    </section>
  );
}
