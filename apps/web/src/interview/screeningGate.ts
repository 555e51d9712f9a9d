import { useEffect, useState } from 'react';
import type { AnswerSaver } from './answers';
import { interviewApi, InterviewApiError } from './api';
import type { Step } from './flow';
import type { InterviewRef, InterviewSession } from './types';

export type ScreeningGate = { state: 'open' } | { state: 'checking' } | { state: 'failed'; message: string; retry: () => void };

/** Whether `step` comes after the screening questions (asked first): a recorded or other question, the device check, the finish. */
export function isPastScreening(session: InterviewSession, step: Step | null): boolean {
  if (!step || !session.questions.some((q) => q.screening)) return false;
  if (step.name === 'question') return !session.questions[step.index]?.screening;
  return step.name === 'device' || step.name === 'practice' || step.name === 'finish';
}

/**
 * Issue 29: before the candidate goes past the screening questions (by Next, or by a reload that
 * lands there), their answers are saved and the server told that they move on; it ends the
 * interview there when an answer does not qualify and the job says so. Until it has answered, the
 * step past screening is not shown (no camera is asked for). 'open': go on; 'checking': waiting
 * for the saves and the answer; 'failed': no answer (offline), with a retry.
 */
export function useScreeningGate(opts: {
  refIds: InterviewRef | null;
  token: string | null;
  session: InterviewSession | null;
  step: Step | null;
  saver: AnswerSaver | null;
  onSettled: (screening: InterviewSession['screening']) => void;
}): ScreeningGate {
  const { refIds, token, session, step, saver, onSettled } = opts;
  const [passed, setPassed] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const due = Boolean(session && !session.screening.ended && !session.completedAt && isPastScreening(session, step));

  useEffect(() => {
    if (!due || passed || !refIds || !token || !saver) return;
    let live = true;
    setFailure(null);
    (async () => {
      await saver.whenSettled();
      const { screening } = await interviewApi.moveOnFromScreening(refIds, token);
      if (!live) return;
      onSettled(screening);
      if (!screening.ended) setPassed(true);
    })().catch((err: unknown) => {
      if (live) setFailure(err instanceof InterviewApiError ? err.message : String(err));
    });
    return () => {
      live = false;
    };
  }, [due, passed, refIds, token, saver, onSettled, attempt]);

  if (!due || passed) return { state: 'open' };
  if (failure !== null) return { state: 'failed', message: failure, retry: () => setAttempt((n) => n + 1) };
  return { state: 'checking' };
}
