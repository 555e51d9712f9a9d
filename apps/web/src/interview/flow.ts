import { QUESTION_RESPONSE_STATUS } from '@candid/shared/constants';
import type { LoadProblem } from './steps/LoadProblemStep';
import type { LocalProgress } from './storage';
import { isRecorded, type InterviewLanding, type InterviewSession, type SavedAnswer, type SessionQuestion, type UploadedResume } from './types';
import type { UploadManager } from './upload/uploadManager';
import { t } from './i18n';

/** The screens of the candidate app, in their order. */
export type Step =
  | { name: 'landing' }
  | { name: 'consent' }
  /** Issue 29: the job's application form, after consent and before the questions. */
  | { name: 'form' }
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

/**
 * A question is answered once the server has an uploaded attempt or a saved answer (issue 29),
 * or this device holds one.
 */
export function isAnswered(question: SessionQuestion, localAnswered: ReadonlySet<number>) {
  if (localAnswered.has(question.questionId)) return true;
  return isRecorded(question)
    ? question.attempts.some((a) => a.status >= QUESTION_RESPONSE_STATUS.Uploaded)
    : question.answer != null;
}

/** A question still to visit: unanswered, and not an optional one the candidate has passed. */
function isOpen(question: SessionQuestion, state: Pick<FlowState, 'localAnswered' | 'progress'>) {
  if (isAnswered(question, state.localAnswered)) return false;
  return question.required !== false || !(state.progress.passed ?? []).includes(question.questionId);
}

/**
 * Question `index`, or first the device check and the practice when it is the first recorded
 * question this device meets: a candidate whom the screening questions (asked first) turn away
 * is never asked for their camera (issue 29).
 */
function toQuestion(session: InterviewSession, progress: LocalProgress, index: number): Step {
  if (isRecorded(session.questions[index])) {
    if (!progress.deviceChecked) return { name: 'device' };
    if (!progress.practiceDone) return { name: 'practice' };
  }
  return { name: 'question', index };
}

/**
 * Where the candidate continues: the first step not done yet (consent, the form and the resume
 * are known to the server), then an interrupted answer, then the first unanswered question (with
 * the device check and practice, known to this device, before the first recorded one), then the
 * finish.
 */
export function continueStep({ session, progress, localAnswered, interrupted }: FlowState): Step {
  if (session.completedAt) return { name: 'done' };
  if (!session.consentAt || needsName(session)) return { name: 'consent' };
  if (session.form && !session.form.submittedAt) return { name: 'form' };
  if (!session.resume && !progress.resumeStepDone) return { name: 'resume' };
  const cut = session.questions.findIndex((q) => interrupted.includes(q.questionId));
  if (cut >= 0) return toQuestion(session, progress, cut);
  const open = session.questions.findIndex((q) => isOpen(q, { localAnswered, progress }));
  return open >= 0 ? toQuestion(session, progress, open) : { name: 'finish' };
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
  const open = (i: number) => i !== index && isOpen(questions[i], state);
  for (let i = index + 1; i < questions.length; i += 1) if (open(i)) return toQuestion(state.session, state.progress, i);
  for (let i = 0; i < index; i += 1) if (open(i)) return toQuestion(state.session, state.progress, i);
  return { name: 'finish' };
}

/** The page's load: the landing data, or why there is none. */
export type Load =
  | { state: 'loading' }
  | { state: 'failed'; problem: LoadProblem }
  /** The public link of a job that takes no interviews (410): only the reason. */
  | { state: 'closed'; reason: string }
  | { state: 'ready'; landing: InterviewLanding };

/** Everything the candidate app remembers between renders (App.tsx keeps it in a reducer). */
export interface InterviewState {
  load: Load;
  /** The candidate's token, from a personal link, this device or the details form. */
  token: string | null;
  session: InterviewSession | null;
  progress: LocalProgress;
  /** The screen; null until the landing and, with a token, the session have loaded. */
  step: Step | null;
  manager: UploadManager | null;
  /** Questions whose latest answer a reload cut off, and whose notice is still to be shown. */
  interrupted: readonly number[];
  /** Shown on the landing: why the candidate is asked for their details again. */
  notice: string | null;
  /** Read out by the screen reader's live region. */
  announcement: string;
  /** Counts "Try again", which loads the page again. */
  loadCount: number;
}

/** The questions answered on this device, as the upload manager reports them when the action happens. */
interface AnsweredHere {
  localAnswered: ReadonlySet<number>;
}

export type InterviewAction =
  | { type: 'landingLoaded'; landing: InterviewLanding }
  | { type: 'loadFailed'; problem: LoadProblem }
  | { type: 'closed'; reason: string }
  | { type: 'retryLoad' }
  | { type: 'tokenReceived'; token: string }
  /** The session refused the token (401, 403, 404): back to the details form. */
  | { type: 'tokenRejected' }
  | ({
      type: 'sessionLoaded';
      session: InterviewSession;
      manager: UploadManager;
      interrupted: readonly number[];
      /** Just started from the landing's form: skip the landing, which the candidate has seen. */
      justStarted: boolean;
    } & AnsweredHere)
  | ({ type: 'started' } & AnsweredHere)
  | ({ type: 'consented'; session: InterviewSession } & AnsweredHere)
  | ({ type: 'formSubmitted'; submittedAt: string } & AnsweredHere)
  | ({ type: 'resumeDone'; resume: UploadedResume | null } & AnsweredHere)
  | ({ type: 'deviceChecked' } & AnsweredHere)
  | ({ type: 'practiceDone' } & AnsweredHere)
  | { type: 'interruptedSeen'; questionId: number }
  /** `localAnswered` counts this question's answer even if its first bytes are still on the way. */
  | ({ type: 'questionDone'; index: number } & AnsweredHere)
  | { type: 'recordQuestion'; index: number }
  | { type: 'completed'; at: string }
  /** The server saved an answer other than a recording (issue 29). */
  | { type: 'answerSaved'; reply: SavedAnswer }
  /** Screening ended the interview (a 409 to an answer). */
  | { type: 'screeningEnded' }
  /** The server's word when the candidate moved on from the screening questions. */
  | { type: 'screeningSettled'; screening: InterviewSession['screening'] }
  | { type: 'announced'; message: string };

/** The state of a page that has just opened, with the token and progress this device holds. */
export function initialInterviewState(token: string | null, progress: LocalProgress): InterviewState {
  return {
    load: { state: 'loading' },
    token,
    session: null,
    progress,
    step: null,
    manager: null,
    interrupted: [],
    notice: null,
    announcement: '',
    loadCount: 0,
  };
}

/** `state` with its session and a local step done, moved on to the next step not done yet. */
function continueWith(
  state: InterviewState,
  session: InterviewSession,
  localAnswered: ReadonlySet<number>,
  progress: Partial<LocalProgress> = {},
): InterviewState {
  const next = Object.keys(progress).length ? { ...state.progress, ...progress } : state.progress;
  const step = continueStep({ session, progress: next, localAnswered, interrupted: state.interrupted });
  return { ...state, session, progress: next, step };
}

/**
 * The candidate app's state changes. Pure: App.tsx does the calls and the storage (saveToken,
 * saveProgress with the progress an action leads to) around it.
 */
export function interviewReducer(state: InterviewState, action: InterviewAction): InterviewState {
  switch (action.type) {
    case 'landingLoaded':
      // Without a token the landing's form is next; with one, the session decides.
      return { ...state, load: { state: 'ready', landing: action.landing }, step: state.token ? state.step : { name: 'landing' } };
    case 'loadFailed':
      return { ...state, load: { state: 'failed', problem: action.problem } };
    case 'closed':
      return { ...state, load: { state: 'closed', reason: action.reason } };
    case 'retryLoad':
      return { ...state, load: { state: 'loading' }, loadCount: state.loadCount + 1 };
    case 'tokenReceived':
      return { ...state, token: action.token, notice: null };
    case 'tokenRejected':
      return { ...state, token: null, progress: {}, notice: t('invalidLink'), step: { name: 'landing' } };
    case 'sessionLoaded': {
      const flow: FlowState = {
        session: action.session,
        progress: state.progress,
        localAnswered: action.localAnswered,
        interrupted: action.interrupted,
      };
      return {
        ...state,
        manager: action.manager,
        interrupted: action.interrupted,
        session: action.session,
        step: action.justStarted ? continueStep(flow) : initialStep(flow),
      };
    }
    case 'completed':
      return { ...state, session: state.session && { ...state.session, completedAt: action.at }, step: { name: 'done' } };
    case 'answerSaved': {
      const { reply } = action;
      if (!state.session) return state;
      const questions = state.session.questions.map((q) => (q.questionId === reply.questionId ? { ...q, answer: reply.answer } : q));
      return { ...state, session: { ...state.session, questions, screening: reply.screening } };
    }
    case 'screeningEnded':
      if (!state.session || state.session.screening.ended) return state;
      return { ...state, session: { ...state.session, screening: { ended: true, message: null } } };
    case 'screeningSettled':
      if (!state.session) return state;
      return { ...state, session: { ...state.session, screening: action.screening } };
    case 'recordQuestion':
      return { ...state, step: { name: 'question', index: action.index } };
    case 'announced':
      return { ...state, announcement: action.message };
    default:
      return state.session ? sessionStep(state, state.session, action) : state;
  }
}

/** The steps of a loaded session. */
function sessionStep(state: InterviewState, session: InterviewSession, action: InterviewAction): InterviewState {
  switch (action.type) {
    case 'started':
      return continueWith(state, session, action.localAnswered);
    case 'consented':
      return continueWith(state, action.session, action.localAnswered);
    case 'formSubmitted':
      return continueWith(state, { ...session, form: { submittedAt: action.submittedAt } }, action.localAnswered);
    case 'resumeDone':
      return continueWith(state, { ...session, resume: action.resume }, action.localAnswered, { resumeStepDone: true });
    case 'deviceChecked':
      return continueWith(state, session, action.localAnswered, { deviceChecked: true });
    case 'practiceDone':
      return continueWith(state, session, action.localAnswered, { practiceDone: true });
    case 'interruptedSeen': {
      if (!state.interrupted.includes(action.questionId)) return state;
      return {
        ...state,
        interrupted: state.interrupted.filter((id) => id !== action.questionId),
        progress: { ...state.progress, seenInterrupted: [...(state.progress.seenInterrupted ?? []), action.questionId] },
      };
    }
    case 'questionDone': {
      // An optional question passed without an answer is not asked again.
      const question = session.questions[action.index];
      const passed = state.progress.passed ?? [];
      const progress =
        question && question.required === false && !passed.includes(question.questionId)
          ? { ...state.progress, passed: [...passed, question.questionId] }
          : state.progress;
      const flow: FlowState = { session, progress, localAnswered: action.localAnswered, interrupted: state.interrupted };
      return { ...state, progress, step: stepAfterQuestion(flow, action.index) };
    }
    default:
      return state;
  }
}
