import { QUESTION_RESPONSE_STATUS } from '@candid/shared/constants';
import type { LocalProgress } from './storage';
import type { InterviewSession, SessionQuestion } from './types';

/** The screens of the candidate app, in their order. */
export type Step =
  | { name: 'landing' }
  | { name: 'consent' }
  | { name: 'resume' }
  | { name: 'device' }
  | { name: 'practice' }
  | { name: 'question'; index: number }
  | { name: 'finish' }
  | { name: 'done' };

export interface FlowState {
  session: InterviewSession;
  progress: LocalProgress;
  /** Questions with an answer on this device (recorded, uploading or uploaded from this page). */
  localAnswered: ReadonlySet<number>;
  /** Questions whose latest answer a reload cut off, and whose notice is still to be shown. */
  interrupted: readonly number[];
}

/** An invited candidate may arrive without a name: the consent step asks for it. */
export const needsName = (session: InterviewSession) =>
  !session.candidate.firstName?.trim() || !session.candidate.lastName?.trim();

/** A question is answered once the server has an uploaded attempt or this device holds one. */
export function isAnswered(question: SessionQuestion, localAnswered: ReadonlySet<number>) {
  return (
    localAnswered.has(question.questionId) || question.attempts.some((a) => a.status >= QUESTION_RESPONSE_STATUS.Uploaded)
  );
}

/**
 * Where the candidate continues: the first step not done yet (consent and resume are known
 * to the server, the device check and practice to this device), then an interrupted answer,
 * then the first unanswered question, then the finish.
 */
export function continueStep({ session, progress, localAnswered, interrupted }: FlowState): Step {
  if (session.completedAt) return { name: 'done' };
  if (!session.consentAt || needsName(session)) return { name: 'consent' };
  if (!session.resume && !progress.resumeStepDone) return { name: 'resume' };
  if (!progress.deviceChecked) return { name: 'device' };
  if (!progress.practiceDone) return { name: 'practice' };
  const cut = session.questions.findIndex((q) => interrupted.includes(q.questionId));
  if (cut >= 0) return { name: 'question', index: cut };
  const open = session.questions.findIndex((q) => !isAnswered(q, localAnswered));
  return open >= 0 ? { name: 'question', index: open } : { name: 'finish' };
}

/** The first screen: the landing for a newcomer, else straight back to where they stopped. */
export function initialStep(state: FlowState): Step {
  if (state.session.completedAt) return { name: 'done' };
  if (!state.session.consentAt) return { name: 'landing' };
  return continueStep(state);
}

/** After question `index`: the next unanswered question after it, then any before it, then the finish. */
export function stepAfterQuestion(state: FlowState, index: number): Step {
  const { questions } = state.session;
  const open = (i: number) => i !== index && !isAnswered(questions[i], state.localAnswered);
  for (let i = index + 1; i < questions.length; i += 1) if (open(i)) return { name: 'question', index: i };
  for (let i = 0; i < index; i += 1) if (open(i)) return { name: 'question', index: i };
  return { name: 'finish' };
}
