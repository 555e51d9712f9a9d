import { describe, expect, it } from 'vitest';
import {
  continueStep,
  initialInterviewState,
  initialStep,
  interviewReducer,
  stepAfterQuestion,
  type FlowState,
  type InterviewState,
} from './flow';
import { buildLanding, buildQuestion, buildSession, uploadedAttempt } from './test/fixtures';
import { MemoryChunkStore } from './upload/chunkStore';
import { UploadManager } from './upload/uploadManager';
import { t } from './i18n';

const consented = { consentAt: '2025-01-01T00:00:00Z', startedAt: '2025-01-01T00:00:00Z' };
const allLocalSteps = { resumeStepDone: true, deviceChecked: true, practiceDone: true };

function state(over: Partial<FlowState> = {}): FlowState {
  return { session: buildSession(), progress: {}, localAnswered: new Set(), interrupted: [], ...over };
}

describe('where a candidate starts and resumes', () => {
  it('a newcomer sees the landing, then consent', () => {
    expect(initialStep(state())).toEqual({ name: 'landing' });
    expect(continueStep(state())).toEqual({ name: 'consent' });
  });

  it('a completed interview goes straight to the closing screen', () => {
    const s = state({ session: buildSession({ ...consented, completedAt: '2025-01-02T00:00:00Z' }) });
    expect(initialStep(s)).toEqual({ name: 'done' });
  });

  it('an invited candidate without a name is asked at consent even after consenting', () => {
    const session = buildSession({ ...consented, candidate: { firstName: null, lastName: '', email: 'a@b.c', phone: null } });
    expect(initialStep(state({ session }))).toEqual({ name: 'consent' });
  });

  it('asks the application form after consent and before anything else, until it is submitted (issue 29)', () => {
    const withForm = buildSession({ ...consented, form: { submittedAt: null } });
    expect(continueStep(state({ session: withForm, progress: allLocalSteps }))).toEqual({ name: 'form' });
    const submitted = buildSession({ ...consented, form: { submittedAt: '2025-01-01T00:05:00Z' } });
    expect(continueStep(state({ session: submitted }))).toEqual({ name: 'resume' });
    // Submitting moves on and remembers it in the session.
    const before: InterviewState = { ...initialInterviewState('tok', {}), session: withForm, step: { name: 'form' } };
    const after = interviewReducer(before, { type: 'formSubmitted', submittedAt: '2025-01-01T00:05:00Z', localAnswered: new Set() });
    expect(after.step).toEqual({ name: 'resume' });
    expect(after.session?.form).toEqual({ submittedAt: '2025-01-01T00:05:00Z' });
  });

  it('skips the resume step when a resume is on file or it was skipped on this device', () => {
    const resume = { name: 'cv.pdf', sizeBytes: 10, uploadedAt: '2025-01-01T00:00:00Z' };
    expect(initialStep(state({ session: buildSession(consented) }))).toEqual({ name: 'resume' });
    expect(initialStep(state({ session: buildSession({ ...consented, resume }) }))).toEqual({ name: 'device' });
    expect(initialStep(state({ session: buildSession(consented), progress: { resumeStepDone: true } }))).toEqual({
      name: 'device',
    });
  });

  it('skips the device check and the practice once done on this device', () => {
    const session = buildSession(consented);
    expect(initialStep(state({ session, progress: { resumeStepDone: true, deviceChecked: true } }))).toEqual({
      name: 'practice',
    });
    expect(initialStep(state({ session, progress: allLocalSteps }))).toEqual({ name: 'question', index: 0 });
  });

  it('asks for the camera only before the first recorded question: screening questions come first without it (issue 29)', () => {
    const screening = buildQuestion(1, { kind: 'yes_no', screening: true });
    const session = buildSession({ ...consented, questions: [screening, buildQuestion(2, { kind: 'text' }), buildQuestion(3)] });
    const progress = { resumeStepDone: true };
    expect(initialStep(state({ session, progress }))).toEqual({ name: 'question', index: 0 });
    const flow = state({ session, progress });
    expect(stepAfterQuestion(flow, 0)).toEqual({ name: 'question', index: 1 });
    // The video question comes next: the device check and the practice first.
    expect(stepAfterQuestion(flow, 1)).toEqual({ name: 'device' });
    expect(stepAfterQuestion(state({ session, progress: { ...progress, deviceChecked: true } }), 1)).toEqual({ name: 'practice' });
    expect(stepAfterQuestion(state({ session, progress: allLocalSteps }), 1)).toEqual({ name: 'question', index: 2 });
    // With the written answers given, a reload continues at the device check.
    const answered = buildSession({
      ...consented,
      questions: [{ ...screening, answer: { kind: 'yes_no', yes: true } }, buildQuestion(2, { kind: 'text', answer: { kind: 'text', text: 'Hi' } }), buildQuestion(3)],
    });
    expect(initialStep(state({ session: answered, progress }))).toEqual({ name: 'device' });
  });

  it('goes to the first question without an uploaded answer', () => {
    const session = buildSession({
      ...consented,
      questions: [
        buildQuestion(1, { attempts: [uploadedAttempt()] }),
        buildQuestion(2, { attempts: [{ ...uploadedAttempt(), status: 0, uploadUrl: 'http://x/1' }] }),
        buildQuestion(3),
      ],
    });
    // An attempt still uploading (status 0) on the server with nothing on this device is not an answer.
    expect(initialStep(state({ session, progress: allLocalSteps }))).toEqual({ name: 'question', index: 1 });
    // ... but one this device still holds and is uploading is.
    expect(initialStep(state({ session, progress: allLocalSteps, localAnswered: new Set([2]) }))).toEqual({
      name: 'question',
      index: 2,
    });
  });

  it('an answer cut off by a reload comes first, so the candidate sees what was saved', () => {
    const session = buildSession({ ...consented, questions: [buildQuestion(1), buildQuestion(2), buildQuestion(3)] });
    const s = state({ session, progress: allLocalSteps, localAnswered: new Set([1, 2]), interrupted: [2] });
    expect(initialStep(s)).toEqual({ name: 'question', index: 1 });
  });

  it('with every question answered, the finish', () => {
    const session = buildSession({
      ...consented,
      questions: [buildQuestion(1, { attempts: [uploadedAttempt()] }), buildQuestion(2)],
    });
    expect(initialStep(state({ session, progress: allLocalSteps, localAnswered: new Set([2]) }))).toEqual({
      name: 'finish',
    });
  });
});

describe('after a question', () => {
  const session = buildSession({
    ...consented,
    questions: [buildQuestion(1), buildQuestion(2, { attempts: [uploadedAttempt()] }), buildQuestion(3), buildQuestion(4)],
  });

  it('moves to the next unanswered question', () => {
    expect(stepAfterQuestion(state({ session, progress: allLocalSteps, localAnswered: new Set([1]) }), 0)).toEqual({ name: 'question', index: 2 });
  });

  it('comes back to an earlier unanswered question before finishing', () => {
    expect(stepAfterQuestion(state({ session, progress: allLocalSteps, localAnswered: new Set([3, 4]) }), 3)).toEqual({
      name: 'question',
      index: 0,
    });
  });

  it('finishes when all are answered', () => {
    expect(stepAfterQuestion(state({ session, progress: allLocalSteps, localAnswered: new Set([1, 3, 4]) }), 3)).toEqual({ name: 'finish' });
  });
});

const none: ReadonlySet<number> = new Set();
const landing = buildLanding();
const manager = new UploadManager(new MemoryChunkStore(), { campaignId: 5, enterpriseId: 7 }, { token: 'tok', endpoint: 'http://x/' });

/** A page whose landing and session have loaded, on `step`. */
function loaded(over: Partial<InterviewState> = {}): InterviewState {
  return {
    ...initialInterviewState('tok', {}),
    load: { state: 'ready', landing },
    session: buildSession(consented),
    manager,
    step: { name: 'landing' },
    ...over,
  };
}

describe('interviewReducer: loading the page', () => {
  it('starts loading, with the token and progress this device holds and no screen yet', () => {
    const state = initialInterviewState('tok', { deviceChecked: true });
    expect(state).toMatchObject({ load: { state: 'loading' }, token: 'tok', progress: { deviceChecked: true }, step: null });
    expect(state.session).toBeNull();
  });

  it('without a token, the loaded landing shows its details form', () => {
    const state = interviewReducer(initialInterviewState(null, {}), { type: 'landingLoaded', landing });
    expect(state.load).toEqual({ state: 'ready', landing });
    expect(state.step).toEqual({ name: 'landing' });
  });

  it('with a token, the landing waits for the session to pick the screen', () => {
    const state = interviewReducer(initialInterviewState('tok', {}), { type: 'landingLoaded', landing });
    expect(state.load).toEqual({ state: 'ready', landing });
    expect(state.step).toBeNull();
  });

  it('a failed or closed load keeps only why', () => {
    const start = initialInterviewState(null, {});
    expect(interviewReducer(start, { type: 'loadFailed', problem: { kind: 'invalid' } }).load).toEqual({
      state: 'failed',
      problem: { kind: 'invalid' },
    });
    expect(interviewReducer(start, { type: 'closed', reason: 'This interview has closed.' }).load).toEqual({
      state: 'closed',
      reason: 'This interview has closed.',
    });
  });

  it('"Try again" loads again', () => {
    const failed = interviewReducer(initialInterviewState(null, {}), { type: 'loadFailed', problem: { kind: 'transient', message: 'x' } });
    const state = interviewReducer(failed, { type: 'retryLoad' });
    expect(state.load).toEqual({ state: 'loading' });
    expect(state.loadCount).toBe(failed.loadCount + 1);
  });

  it('a token from the details form replaces the notice', () => {
    const state = interviewReducer(loaded({ token: null, notice: t('invalidLink') }), { type: 'tokenReceived', token: 'new' });
    expect(state.token).toBe('new');
    expect(state.notice).toBeNull();
  });

  it('a token the session refuses goes back to the details form, forgetting this device’s progress', () => {
    const state = interviewReducer(loaded({ progress: { deviceChecked: true }, step: null }), { type: 'tokenRejected' });
    expect(state).toMatchObject({ token: null, progress: {}, notice: t('invalidLink'), step: { name: 'landing' } });
  });

  it('a loaded session picks the screen: the landing for a newcomer, the next step after starting', () => {
    const start = interviewReducer(initialInterviewState('tok', {}), { type: 'landingLoaded', landing });
    const session = buildSession();
    const loadedSession = { type: 'sessionLoaded', session, manager, interrupted: [], localAnswered: none } as const;
    const returning = interviewReducer(start, { ...loadedSession, justStarted: false });
    expect(returning).toMatchObject({ session, manager, interrupted: [], step: { name: 'landing' } });
    expect(interviewReducer(start, { ...loadedSession, justStarted: true }).step).toEqual({ name: 'consent' });
  });

  it('a returning candidate goes back to an answer a reload cut off', () => {
    const start = { ...initialInterviewState('tok', allLocalSteps), load: { state: 'ready', landing } } as const;
    const state = interviewReducer(start, {
      type: 'sessionLoaded',
      session: buildSession(consented),
      manager,
      interrupted: [2],
      localAnswered: new Set([1, 2]),
      justStarted: false,
    });
    expect(state.interrupted).toEqual([2]);
    expect(state.step).toEqual({ name: 'question', index: 1 });
  });
});

describe('interviewReducer: the steps of a session', () => {
  it('Start interview goes to the first step not done', () => {
    const session = buildSession();
    expect(interviewReducer(loaded({ session }), { type: 'started', localAnswered: none }).step).toEqual({ name: 'consent' });
    expect(interviewReducer(loaded(), { type: 'started', localAnswered: none }).step).toEqual({ name: 'resume' });
  });

  it('does nothing with a step before the session has loaded', () => {
    const state = loaded({ session: null });
    expect(interviewReducer(state, { type: 'started', localAnswered: none })).toBe(state);
    expect(interviewReducer(state, { type: 'deviceChecked', localAnswered: none })).toBe(state);
  });

  it('consent keeps the session the server answered and moves on to the resume', () => {
    const next = buildSession({ ...consented, candidate: { firstName: 'Ada', lastName: 'King', email: 'a@b.c', phone: null } });
    const state = interviewReducer(loaded({ session: buildSession(), step: { name: 'consent' } }), {
      type: 'consented',
      session: next,
      localAnswered: none,
    });
    expect(state.session).toBe(next);
    expect(state.step).toEqual({ name: 'resume' });
  });

  it('the resume step, uploaded or skipped, is done on this device and leads to the device check', () => {
    const resume = { name: 'cv.pdf', sizeBytes: 10, uploadedAt: '2025-01-01T00:00:00Z' };
    const uploaded = interviewReducer(loaded({ step: { name: 'resume' } }), { type: 'resumeDone', resume, localAnswered: none });
    expect(uploaded.session?.resume).toEqual(resume);
    expect(uploaded.progress).toEqual({ resumeStepDone: true });
    expect(uploaded.step).toEqual({ name: 'device' });
    const skipped = interviewReducer(loaded({ step: { name: 'resume' } }), { type: 'resumeDone', resume: null, localAnswered: none });
    expect(skipped.session?.resume).toBeNull();
    expect(skipped.progress).toEqual({ resumeStepDone: true });
    expect(skipped.step).toEqual({ name: 'device' });
  });

  it('the device check, then the practice, are done on this device', () => {
    const device = interviewReducer(loaded({ progress: { resumeStepDone: true }, step: { name: 'device' } }), {
      type: 'deviceChecked',
      localAnswered: none,
    });
    expect(device.progress).toEqual({ resumeStepDone: true, deviceChecked: true });
    expect(device.step).toEqual({ name: 'practice' });
    const practice = interviewReducer(device, { type: 'practiceDone', localAnswered: new Set([1]) });
    expect(practice.progress).toEqual({ resumeStepDone: true, deviceChecked: true, practiceDone: true });
    expect(practice.step).toEqual({ name: 'question', index: 1 });
  });

  it('steps that are not done on this device leave its progress as it was (App.tsx stores it only when it changes)', () => {
    const state = loaded({ progress: allLocalSteps, step: { name: 'question', index: 0 } });
    expect(interviewReducer(state, { type: 'started', localAnswered: none }).progress).toBe(state.progress);
    expect(interviewReducer(state, { type: 'questionDone', index: 0, localAnswered: new Set([1]) }).progress).toBe(state.progress);
    expect(interviewReducer(state, { type: 'recordQuestion', index: 2 }).progress).toBe(state.progress);
  });

  it('an interruption notice seen is remembered on this device; one not shown changes nothing', () => {
    const state = loaded({ progress: { ...allLocalSteps, seenInterrupted: [1] }, interrupted: [2, 3], step: { name: 'question', index: 1 } });
    const seen = interviewReducer(state, { type: 'interruptedSeen', questionId: 2 });
    expect(seen.interrupted).toEqual([3]);
    expect(seen.progress.seenInterrupted).toEqual([1, 2]);
    expect(interviewReducer(seen, { type: 'interruptedSeen', questionId: 2 })).toBe(seen);
  });

  it('after a question: the next unanswered one, then the finish', () => {
    const state = loaded({ progress: allLocalSteps, interrupted: [1], step: { name: 'question', index: 0 } });
    const next = interviewReducer(state, { type: 'questionDone', index: 0, localAnswered: new Set([1]) });
    expect(next.step).toEqual({ name: 'question', index: 1 });
    // The notice stays until the candidate has seen it (interruptedSeen).
    expect(next.interrupted).toEqual([1]);
    expect(interviewReducer(next, { type: 'questionDone', index: 2, localAnswered: new Set([1, 2, 3]) }).step).toEqual({
      name: 'finish',
    });
  });

  it('the finish can send the candidate back to record a question', () => {
    const state = interviewReducer(loaded({ step: { name: 'finish' } }), { type: 'recordQuestion', index: 2 });
    expect(state.step).toEqual({ name: 'question', index: 2 });
  });

  it('a completed interview shows the closing screen', () => {
    const state = interviewReducer(loaded({ step: { name: 'finish' } }), { type: 'completed', at: '2025-01-02T00:00:00Z' });
    expect(state.session?.completedAt).toBe('2025-01-02T00:00:00Z');
    expect(state.step).toEqual({ name: 'done' });
  });

  it('an announcement goes to the live region', () => {
    expect(interviewReducer(loaded(), { type: 'announced', message: t('recordingStarted') }).announcement).toBe(
      t('recordingStarted'),
    );
  });
});
