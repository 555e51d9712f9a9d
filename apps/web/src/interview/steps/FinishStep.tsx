import { useEffect, useRef, useState } from 'react';
import { interviewApi, InterviewApiError } from '../api';
import { Alert, ProgressBar, StepHeading } from '../components/ui';
import { isAnswered } from '../flow';
import { savedPercent, useUploads } from '../hooks';
import type { UploadManager } from '../upload/uploadManager';
import type { InterviewRef, InterviewSession } from '../types';
import { AnswerUploadStatus } from './QuestionStep';
import { DataRequestForm } from './DataRequestForm';
import { ExperienceRating } from './ExperienceRating';
import { t } from '../i18n';

type Phase = { name: 'uploading' } | { name: 'completing' } | { name: 'missing'; ids: number[] } | { name: 'error'; message: string };

const RETRY_MS = 4000;

/**
 * Waits for every answer upload, then POST .../complete. A 409 names the questions the server
 * has no uploaded answer for: while one of them is still uploading here the app keeps waiting
 * and asks again; otherwise it offers to record them.
 */
export function FinishStep({
  session,
  refIds,
  token,
  manager,
  localAnswered,
  attemptsLeft,
  onCompleted,
  onRecord,
}: {
  session: InterviewSession;
  refIds: InterviewRef;
  token: string;
  manager: UploadManager;
  localAnswered: ReadonlySet<number>;
  attemptsLeft: (questionId: number) => number;
  onCompleted: () => void;
  onRecord: (index: number) => void;
}) {
  const uploads = useUploads(manager);
  const [phase, setPhase] = useState<Phase>({ name: 'uploading' });
  const [trigger, setTrigger] = useState(0);
  const phaseName = useRef(phase.name);
  phaseName.current = phase.name;
  const pct = savedPercent(uploads.answers);

  useEffect(() => {
    if (uploads.pending) {
      setPhase({ name: 'uploading' });
      return;
    }
    if (phaseName.current === 'missing') return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setPhase({ name: 'completing' });
    interviewApi
      .complete(refIds, token)
      .then(() => {
        if (!cancelled) onCompleted();
      })
      .catch((err: unknown) => {
        if (cancelled) return;
        const apiError = err instanceof InterviewApiError ? err : new InterviewApiError(0, t('server.somethingWentWrongRetry'));
        if (apiError.status === 409) {
          const ids = (apiError.details.questions ?? []).map(Number).filter(Number.isFinite);
          // Answers this device has uploaded may be a moment ahead of the server: ask again shortly.
          const uploadedHere = ids.every((id) => manager.answersOf(id).some((a) => a.state === 'done'));
          if (ids.length && !uploadedHere) {
            setPhase({ name: 'missing', ids });
            return;
          }
        }
        setPhase({ name: 'error', message: apiError.message });
        timer = setTimeout(() => setTrigger((n) => n + 1), RETRY_MS);
      });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [uploads.pending, trigger, refIds, token, manager, onCompleted]);

  return (
    <section className="step stack">
      <StepHeading>{t('finishTitle')}</StepHeading>
      <p>{t('finishWaiting')}</p>
      <div className="stack stack--tight">
        <p role="status">
          {uploads.pending
            ? t('savingOverall', { pct })
            : phase.name === 'completing'
              ? t('finishCompleting')
              : t('allUploaded')}
        </p>
        <ProgressBar label={t('overallUpload')} value={pct} />
      </div>
      <ol className="answers">
        {session.questions.map((q, i) => {
          const latest = manager.answersOf(q.questionId).at(-1);
          const missing = phase.name === 'missing' && phase.ids.includes(q.questionId);
          const answeredOnServer = !missing && isAnswered(q, new Set<number>());
          return (
            <li key={q.questionId} className="answers__item">
              <span className="answers__title">{t('questionOf', { n: i + 1, total: session.questions.length })}</span>
              {latest && !(missing && latest.state === 'done') ? (
                <AnswerUploadStatus compact answer={latest} label={`${t('uploadAnswer')}: ${t('questionOf', { n: i + 1, total: session.questions.length })}`} />
              ) : answeredOnServer ? (
                <p className="upload__text upload--done">{t('answerSaved')}</p>
              ) : missing || !isAnswered(q, localAnswered) ? (
                <p className="upload__text upload--failed">{t('noAnswerYet')}</p>
              ) : null}
            </li>
          );
        })}
      </ol>
      {phase.name === 'missing' ? (
        <Alert>
          <p>{t('finishMissing')}</p>
          <div className="actions">
            {phase.ids.map((id) => {
              const index = session.questions.findIndex((q) => q.questionId === id);
              if (index < 0) return null;
              return attemptsLeft(id) > 0 ? (
                <button key={id} className="button button--secondary" type="button" onClick={() => onRecord(index)}>
                  {t('recordMissing', { n: index + 1 })}
                </button>
              ) : (
                <p key={id}>
                  {t('questionOf', { n: index + 1, total: session.questions.length })}: {t('noAttemptsLeft')}
                </p>
              );
            })}
          </div>
        </Alert>
      ) : null}
      {phase.name === 'error' ? (
        <Alert>
          <p>{phase.message}</p>
          <button className="button button--secondary" type="button" onClick={() => setTrigger((n) => n + 1)}>
            {t('retry')}
          </button>
        </Alert>
      ) : null}
    </section>
  );
}

/**
 * The closing screen, shown only after the server accepted the interview; the candidate may rate
 * it (`rating`: their link, and whether they already have).
 */
export function DoneStep({ closingText, rating }: { closingText: string; rating: { refIds: InterviewRef; token: string; given: boolean } | null }) {
  return (
    <section className="step stack">
      <StepHeading>{t('closingTitle')}</StepHeading>
      <p className="lead" dir="auto">
        {closingText}
      </p>
      {rating ? <ExperienceRating {...rating} /> : null}
      <DataRequestForm />
    </section>
  );
}
