import { describe, expect, it } from 'vitest';
import { continueStep, initialStep, stepAfterQuestion, type FlowState } from './flow';
import { buildQuestion, buildSession, uploadedAttempt } from './test/fixtures';

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
    expect(stepAfterQuestion(state({ session, localAnswered: new Set([1]) }), 0)).toEqual({ name: 'question', index: 2 });
  });

  it('comes back to an earlier unanswered question before finishing', () => {
    expect(stepAfterQuestion(state({ session, localAnswered: new Set([3, 4]) }), 3)).toEqual({
      name: 'question',
      index: 0,
    });
  });

  it('finishes when all are answered', () => {
    expect(stepAfterQuestion(state({ session, localAnswered: new Set([1, 3, 4]) }), 3)).toEqual({ name: 'finish' });
  });
});
