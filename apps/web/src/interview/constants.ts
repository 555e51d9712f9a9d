import { CANDIDATE_MSG } from '@candid/shared/candidateMessages';

/* The candidate app's own constants; what it shares with the server comes from @candid/shared/constants and /messages. */

/**
 * The server's 409 answers that no retry can change. tus's own 409, an offset out of step, and
 * 'another recording is starting' are worth retrying.
 */
export const FINAL_CONFLICTS: readonly string[] = [
  CANDIDATE_MSG.answerInterviewCompleted,
  CANDIDATE_MSG.answerAlreadyUploaded,
  CANDIDATE_MSG.answerNoAttemptsLeft,
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

/**
 * Recording types in order of preference; the first the browser supports is used. H.264 first:
 * the server keeps its video as recorded (a remux, well under a second a minute) where VP8 or VP9
 * must be re-encoded (about 13 s a minute of 720p on two cores). Measured with
 * MediaRecorder.isTypeSupported in Debian's Chromium 156: H.264 in WebM and in MP4 (with Opus,
 * not AAC), VP8, VP9 and AV1 (docs/performance.md). Safari records MP4 (H.264 with AAC) and
 * Firefox WebM (VP8), by their documentation; both fall through to the types they have.
 */
export const RECORDING_MIME_TYPES = [
  'video/webm;codecs=h264,opus',
  'video/mp4;codecs=avc1,mp4a.40.2',
  'video/mp4',
  'video/webm;codecs=vp9,opus',
  'video/webm;codecs=vp8,opus',
  'video/webm',
] as const;

/**
 * Recording types of an audio answer (issue 29), in order of preference: Opus in WebM (Chromium,
 * Firefox), then MP4 (Safari records AAC). The server takes WebM and MP4 and makes an audio MP4.
 */
export const AUDIO_RECORDING_MIME_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4'] as const;

/**
 * tus retry delays: quick at first, then every 5 s. The list is long enough to cover a day;
 * tus resets the count whenever bytes get through, and the uploader restarts after it anyway.
 */
export const RETRY_DELAYS_MS: number[] = [0, 1000, 2000, 3000, 5000, ...Array<number>(20_000).fill(5000)];

/** localStorage key of the candidate's token for a job. */
export const tokenStorageKey = (campaignId: number) => `candid.interview.${campaignId}`;
/** localStorage key of the steps done on this device (resume, device check, practice). */
export const progressStorageKey = (campaignId: number) => `candid.interview.${campaignId}.progress`;
/** localStorage key of the written and chosen answers not yet saved by the server (issue 29). */
export const answersStorageKey = (campaignId: number) => `candid.interview.${campaignId}.answers`;
/** The application form's values not yet saved by the server (issue 29). */
export const formStorageKey = (campaignId: number) => `candid.interview.${campaignId}.form`;

/** A written answer is saved once the candidate pauses typing this long. */
export const TEXT_SAVE_DELAY_MS = 800;
/** A save that found no connection (or a server in trouble) is tried again after this long, or when the connection returns. */
export const ANSWER_RETRY_MS = 5000;
