import { InterviewApiError } from '../api';
import { Alert, StepHeading } from '../components/ui';
import { t } from '../i18n';

/** Why the interview could not be opened: a link that will never work, or a failure worth retrying. */
export type LoadProblem = { kind: 'invalid' } | { kind: 'transient'; message: string };

/**
 * No answer (network), a server error, a timeout or too many requests may go away on their own:
 * those are retried. Any other refusal (400, 401, 403, 404) means the link itself is wrong.
 */
export function loadProblemOf(err: unknown): LoadProblem {
  if (!(err instanceof InterviewApiError)) return { kind: 'transient', message: t('serverTrouble') };
  const { status } = err;
  if (status === 0) return { kind: 'transient', message: t('network') };
  if (status === 408 || status === 429) return { kind: 'transient', message: err.message };
  if (status >= 500) return { kind: 'transient', message: t('serverTrouble') };
  return { kind: 'invalid' };
}

/** The link does not open an interview: one message, and what to do about it. */
export function InvalidLinkStep() {
  return (
    <section className="step stack">
      <StepHeading>{t('invalidLinkTitle')}</StepHeading>
      <p className="lead">{t('invalidLinkHelp')}</p>
    </section>
  );
}

/** The interview could not be loaded this time: why, and a button that loads it again. */
export function LoadFailedStep({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <section className="step stack">
      <StepHeading>{t('loadFailedTitle')}</StepHeading>
      <Alert>{message}</Alert>
      <button className="button button--primary" type="button" onClick={onRetry}>
        {t('tryAgain')}
      </button>
    </section>
  );
}
