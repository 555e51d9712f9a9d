/*
 * The few shared constants the candidate app needs, copied from @candid/shared so that this
 * bundle does not pull zod in (the shared index evaluates every schema). constants.test.ts
 * fails when a copy drifts from its source.
 */

/** INTERVIEW_LIMITS (packages/shared/src/entities/candidateInterview.ts). */
export const LIMITS = {
  resumeMaxBytes: 10 * 1024 * 1024,
  resumeExtensions: ['pdf', 'docx', 'doc'] as const,
  tokenHeader: 'x-interview-token',
  uploadPath: '/api/uploads/answers',
} as const;

/** INTERVIEW_DIALOG_DEFAULTS.closing (packages/shared/src/constants.ts). */
export const DEFAULT_CLOSING_TEXT =
  'That was great, Congratulations on completing the interview. We will assess your interview and get back to you shortly.';

/** QUESTION_RESPONSE_STATUS as the session reports it: 0 uploading, 1 uploaded, 2 ready, 3 failed. */
export const ATTEMPT_STATUS = { uploading: 0, uploaded: 1, ready: 2, failed: 3 } as const;

/**
 * The server's 409 answers that no retry can change (MSG.answerInterviewCompleted,
 * answerAlreadyUploaded, answerNoAttemptsLeft). tus's own 409, an offset out of step, and
 * 'another recording is starting' are worth retrying.
 */
export const FINAL_CONFLICTS: readonly string[] = [
  'This interview has already been completed.',
  'This answer has already been uploaded.',
  'You have no attempts left for this question.',
];

/** tus PATCH size: small enough to resend cheaply on a flaky phone connection. */
export const UPLOAD_CHUNK_BYTES = 1024 * 1024;

/** While recording, send what has been recorded at least this often (see AnswerSource.slice). */
export const LIVE_FLUSH_MS = 3000;

/** MediaRecorder timeslice: one chunk per second goes to IndexedDB. */
export const RECORDER_TIMESLICE_MS = 1000;

/**
 * How long a recorder may take to produce its first bytes before the candidate is told the
 * camera did not start (a busy phone can take several seconds).
 */
export const RECORDER_START_TIMEOUT_MS = 20_000;

/** Recording types in order of preference; the first the browser supports is used. */
export const RECORDING_MIME_TYPES = [
  'video/webm;codecs=vp9,opus',
  'video/webm;codecs=vp8,opus',
  'video/webm',
  'video/mp4',
] as const;

/**
 * tus retry delays: quick at first, then every 5 s. The list is long enough to cover a day;
 * tus resets the count whenever bytes get through, and the uploader restarts after it anyway.
 */
export const RETRY_DELAYS_MS: number[] = [0, 1000, 2000, 3000, 5000, ...Array<number>(20_000).fill(5000)];

/** localStorage key of the candidate's token for a job. */
export const tokenStorageKey = (campaignId: number) => `candid.interview.${campaignId}`;
/** localStorage key of the steps done on this device (resume, device check, practice). */
export const progressStorageKey = (campaignId: number) => `candid.interview.${campaignId}.progress`;

/** The 409 of a start whose address already has an invitation: the link was emailed again (MSG.interviewAlreadyInvited). */
export const ALREADY_INVITED = 'You have already been invited to this interview. We have emailed you your personal link.';
