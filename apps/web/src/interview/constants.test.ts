import { describe, expect, it } from 'vitest';
import { INTERVIEW_DIALOG_DEFAULTS, INTERVIEW_LIMITS, MSG, QUESTION_RESPONSE_STATUS } from '@candid/shared';
import { ALREADY_INVITED, ATTEMPT_STATUS, DEFAULT_CLOSING_TEXT, FINAL_CONFLICTS, LIMITS } from './constants';

// The candidate bundle copies these instead of importing @candid/shared (which evaluates zod).
describe('constants copied from @candid/shared', () => {
  it('match INTERVIEW_LIMITS', () => {
    expect(LIMITS).toEqual({
      resumeMaxBytes: INTERVIEW_LIMITS.resumeMaxBytes,
      resumeExtensions: INTERVIEW_LIMITS.resumeExtensions,
      tokenHeader: INTERVIEW_LIMITS.tokenHeader,
      uploadPath: INTERVIEW_LIMITS.uploadPath,
    });
  });

  it('match the final 409 messages', () => {
    expect(FINAL_CONFLICTS).toEqual([MSG.answerInterviewCompleted, MSG.answerAlreadyUploaded, MSG.answerNoAttemptsLeft]);
  });

  it('match the already-invited 409 message', () => {
    expect(ALREADY_INVITED).toBe(MSG.interviewAlreadyInvited);
  });

  it('match the default closing text', () => {
    expect(DEFAULT_CLOSING_TEXT).toBe(INTERVIEW_DIALOG_DEFAULTS.closing);
  });

  it('match QUESTION_RESPONSE_STATUS', () => {
    expect(ATTEMPT_STATUS).toEqual({
      uploading: QUESTION_RESPONSE_STATUS.Uploading,
      uploaded: QUESTION_RESPONSE_STATUS.Uploaded,
      ready: QUESTION_RESPONSE_STATUS.Ready,
      failed: QUESTION_RESPONSE_STATUS.Failed,
    });
  });
});
