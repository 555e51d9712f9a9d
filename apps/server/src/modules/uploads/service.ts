import { isRecorded } from '../campaigns/question-kinds';
import { screeningEndDue, screeningOutcome } from '../campaigns/read-model';
import { randomBytes, randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import { and, count, eq } from 'drizzle-orm';
import { MSG, QUESTION_RESPONSE_STATUS, answerUploadMetadataSchema } from '@candid/shared';
import type { Deps } from '../../context';
import type { DbOrTx } from '../../db/client';
import { campaignLines, campaigns, questionResponses, questions } from '../../db/schema/index';
import { withTransaction } from '../../db/transaction';
import { HttpError, notFound } from '../../http/errors';
import { sha256 } from '../../platform/crypto';
import type { CandidateLine } from '../../actors';
import { resolveCandidate } from '../campaigns/candidate-token';
import { failUploadingAnswers, failUploadsStartedBefore, insertAnswerAttempt, markAnswerFailed, markAnswerUploaded, type ResponseRow } from '../media/responses';
import { transcodeJob } from '../media/transcode';
import { enqueue } from '../../platform/queue/define';
import { removeUploads, uploadIdsStartingWith } from './store';


/** A checked request to start recording an answer: everything onUploadCreate needs. */
export interface AnswerUploadPlan {
  line: CandidateLine;
  questionId: number;
  /** video or audio, from the recording's declared type. */
  family: 'video' | 'audio';
  maxAttempts: number;
  /** From the browser's uploadKey: the same key always names the same upload. */
  uploadId?: string;
  /** The attempt an earlier creation with the same uploadKey already made. */
  existing?: ResponseRow;
}

/**
 * Upload ids carry the tenant and line ('{enterprise}-{line}-{hex}'), so a PATCH finds its
 * answer through the (enterprise, line, upload id) index. The hex part is random, or a hash of
 * the browser's random uploadKey; either way nobody else can guess it.
 */
export const newUploadId = (plan: AnswerUploadPlan) =>
  plan.uploadId ?? `${plan.line.enterpriseId}-${plan.line.campaignLineId}-${randomBytes(16).toString('hex')}`;

const keyedUploadId = (line: CandidateLine, questionId: number, uploadKey: string) =>
  `${line.enterpriseId}-${line.campaignLineId}-${sha256(`${questionId}:${uploadKey}`).slice(0, 32)}`;

function parseUploadId(uploadId: string) {
  const m = /^(\d{1,10})-(\d{1,10})-[0-9a-f]{32}$/.exec(uploadId);
  if (!m) return null;
  const [enterpriseId, lineId] = [Number(m[1]), Number(m[2])];
  return enterpriseId <= 2_147_483_647 && lineId <= 2_147_483_647 ? { enterpriseId, lineId } : null;
}

/** Parses a tus Upload-Metadata header: comma-separated `key base64value` pairs. */
export function parseUploadMetadata(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (header ?? '').split(',')) {
    const [key, value, extra] = pair.trim().split(' ');
    if (!key) continue;
    if (extra !== undefined || key in out || (value && !/^[A-Za-z0-9+/]*={0,2}$/.test(value))) {
      throw new HttpError(400, MSG.validationFailed, { 'Upload-Metadata': ['Upload-Metadata is not valid tus metadata.'] });
    }
    out[key] = value ? Buffer.from(value, 'base64').toString('utf8') : '';
  }
  return out;
}

/**
 * Checks that the candidate may start recording an answer (before any byte is stored): a valid
 * token for the job, consent given, interview not completed, a live question of the job, and an
 * attempt left (the first recording plus the job's retakes). A repeated creation (same uploadKey)
 * needs no new attempt: the plan carries the attempt made the first time.
 */
export async function planAnswerUpload(deps: Deps, token: string | undefined, metadataHeader: string | undefined): Promise<AnswerUploadPlan> {
  const parsed = answerUploadMetadataSchema.safeParse(parseUploadMetadata(metadataHeader));
  if (!parsed.success) {
    const details: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (details[`Upload-Metadata.${issue.path.join('.')}`] ??= []).push(issue.message);
    throw new HttpError(400, MSG.validationFailed, details);
  }
  const meta = parsed.data;
  const line = await resolveCandidate(deps, token, { campaignId: meta.campaignId, enterpriseId: meta.enterpriseId });
  if (!line.consentAt) throw new HttpError(403, MSG.interviewConsentRequired);
  if (line.completedAt) throw new HttpError(409, MSG.answerInterviewCompleted);
  // Recording is past the screening questions: when they are to end the interview, it ends when
  // the candidate moves on (POST .../screening), and no recording starts before (issue 29).
  if (screeningEndDue(await screeningOutcome(deps, line))) throw new HttpError(409, MSG.screeningEnded, { screening: [MSG.screeningEnded] });
  const [campaign] = await deps.db
    .select({ retakes: campaigns.retakes })
    .from(campaigns)
    .where(and(eq(campaigns.enterpriseId, line.enterpriseId), eq(campaigns.id, line.campaignId), eq(campaigns.deleted, 0)));
  if (!campaign) throw new HttpError(404, MSG.interviewUnavailable);
  const [question] = await deps.db
    .select({ id: questions.id, kind: questions.kind })
    .from(questions)
    .where(
      and(
        eq(questions.enterpriseId, line.enterpriseId),
        eq(questions.campaignId, line.campaignId),
        eq(questions.id, meta.questionId),
        eq(questions.deleted, 0),
      ),
    );
  if (!question) throw new HttpError(404, MSG.answerQuestionNotFound, { questionId: [MSG.answerQuestionNotFound] });
  // Issue 29: only video and audio questions take a recording.
  if (!isRecorded(question.kind)) throw new HttpError(400, MSG.answerKindMismatch(question.kind), { questionId: [MSG.answerKindMismatch(question.kind)] });
  const plan: AnswerUploadPlan = {
    line,
    questionId: meta.questionId,
    family: meta.filetype.toLowerCase().startsWith('audio/') ? 'audio' : 'video',
    maxAttempts: Math.max(0, campaign.retakes) + line.accommodation.extraRetakes + 1,
    uploadId: meta.uploadKey ? keyedUploadId(line, meta.questionId, meta.uploadKey) : undefined,
  };
  if (plan.uploadId) {
    const existing = await answerOf(deps.db, line.enterpriseId, line.campaignLineId, plan.uploadId);
    if (existing) {
      if (existing.status !== QUESTION_RESPONSE_STATUS.Uploading) throw new HttpError(409, MSG.answerAlreadyUploaded);
      return { ...plan, existing };
    }
  }
  if ((await attemptsSoFar(deps.db, plan)) >= plan.maxAttempts) throw new HttpError(409, MSG.answerNoAttemptsLeft);
  return plan;
}

/** The answer an upload belongs to, through the (enterprise, line, upload id) unique index. */
async function answerOf(db: DbOrTx, enterpriseId: number, lineId: number, uploadId: string): Promise<ResponseRow | undefined> {
  const [row] = await db
    .select()
    .from(questionResponses)
    .where(
      and(
        eq(questionResponses.enterpriseId, enterpriseId),
        eq(questionResponses.campaignLineId, lineId),
        eq(questionResponses.uploadId, uploadId),
      ),
    );
  return row;
}

async function attemptsSoFar(db: DbOrTx, plan: AnswerUploadPlan) {
  const [row] = await db
    .select({ n: count() })
    .from(questionResponses)
    .where(
      and(
        eq(questionResponses.enterpriseId, plan.line.enterpriseId),
        eq(questionResponses.campaignLineId, plan.line.campaignLineId),
        eq(questionResponses.questionId, plan.questionId),
      ),
    );
  return row.n;
}

/**
 * Records the new attempt (status 0) for a created upload; a concurrent start of the same attempt
 * is 409. A repeated creation whose attempt exists (its upload file was not written) reuses it.
 */
export async function createAnswerAttempt(deps: Deps, plan: AnswerUploadPlan, uploadId: string): Promise<number> {
  if (plan.existing) return plan.existing.id;
  const attempt = (await attemptsSoFar(deps.db, plan)) + 1;
  if (attempt > plan.maxAttempts) throw new HttpError(409, MSG.answerNoAttemptsLeft);
  const id = await insertAnswerAttempt(
    deps,
    { enterpriseId: plan.line.enterpriseId, campaignId: plan.line.campaignId, lineId: plan.line.campaignLineId, questionId: plan.questionId, attempt, family: plan.family, uploadId },
  );
  if (id === null) throw new HttpError(409, MSG.answerAttemptInProgress);
  return id;
}

/**
 * The answer an upload URL belongs to, for the candidate whose token is sent. No token or an
 * unknown one is 401; a valid token of another line (or no such upload) is 404, so nobody can
 * tell whether someone else's upload exists. `writing` (PATCH, DELETE): 409 once the interview
 * is completed, when nothing may change any more.
 */
export async function answerOfUpload({ db }: Deps, token: string | undefined, uploadId: string, opts: { writing?: boolean } = {}): Promise<ResponseRow> {
  if (!token) throw new HttpError(401, MSG.unauthorized);
  const ids = parseUploadId(uploadId);
  if (!ids) throw notFound();
  const [line] = await db
    .select({ id: campaignLines.id, completedAt: campaignLines.completedAt })
    .from(campaignLines)
    .where(and(eq(campaignLines.enterpriseId, ids.enterpriseId), eq(campaignLines.inviteTokenHash, sha256(token))));
  if (!line) throw new HttpError(401, MSG.unauthorized);
  if (line.id !== ids.lineId) throw notFound();
  const row = await answerOf(db, ids.enterpriseId, ids.lineId, uploadId);
  if (!row) throw notFound();
  if (opts.writing && line.completedAt) throw new HttpError(409, MSG.answerInterviewCompleted);
  return row;
}

/** The container of a recording from its first bytes: EBML (WebM/Matroska) or ISO BMFF ('ftyp'). */
export function detectContainer(head: Buffer): 'webm' | 'mp4' | null {
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  if (head.length >= 8 && head.toString('latin1', 4, 8) === 'ftyp') return 'mp4';
  return null;
}

async function readHead(filePath: string, bytes = 16) {
  const handle = await fsp.open(filePath, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(bytes), 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * The last byte of an answer arrived: checks the magic bytes, stores the recording under a
 * generated key, and marks it uploaded with its transcode queued in the same transaction.
 */
export async function finishAnswerUpload(deps: Deps<'media' | 'queue'>, uploadId: string, filePath: string): Promise<ResponseRow> {
  const ids = parseUploadId(uploadId);
  const row = ids ? await answerOf(deps.db, ids.enterpriseId, ids.lineId, uploadId) : undefined;
  if (!row) throw notFound();
  // Finished already (a HEAD's repair and the last PATCH can meet here): nothing left to do.
  if (row.status !== QUESTION_RESPONSE_STATUS.Uploading) return row;
  const container = detectContainer(await readHead(filePath));
  if (!container) {
    await markAnswerFailed(deps, { responseId: row.id, reason: 'not a WebM or MP4 recording (magic bytes)' });
    throw new HttpError(415, MSG.answerNotVideo);
  }
  const family = row.mimeType?.startsWith('audio/') ? 'audio' : 'video';
  const mime = `${family}/${container}`;
  const key = `answers/${row.enterpriseId}/${row.campaignLineId}/${randomUUID()}.${container}`;
  const { size } = await fsp.stat(filePath);
  await deps.media.putFile(key, filePath, mime);
  try {
    const updated = await withTransaction(deps, async (tx) => {
      const done = await markAnswerUploaded(tx, { responseId: row.id, key, size, mime });
      if (!done) return null;
      await enqueue(tx.db, transcodeJob, { responseId: row.id }, { enterpriseId: row.enterpriseId, dedupeKey: `response:${row.id}` });
      return done;
    });
    if (!updated) {
      // Another request finished it first, or the interview was completed meanwhile and the
      // attempt discarded; this copy is not needed.
      await deps.media.delete(key);
      const [current] = await deps.db.select().from(questionResponses).where(eq(questionResponses.id, row.id));
      if (current.status === QUESTION_RESPONSE_STATUS.Failed) {
        throw current.lastError === DISCARDED_AT_COMPLETION ? new HttpError(409, MSG.answerInterviewCompleted) : new HttpError(410, MSG.answerUploadFailed);
      }
      return current;
    }
    deps.queue.wake();
    return updated;
  } catch (err) {
    await deps.media.delete(key).catch(() => undefined);
    throw err;
  }
}

const DISCARDED_AT_COMPLETION = 'interview completed before the upload finished';

/**
 * The interview was completed: attempts still uploading are marked failed (they count, as any
 * abandoned attempt). Returns their upload ids, whose files go once the transaction commits.
 */
export async function discardUnfinishedAnswers(deps: Deps, line: CandidateLine): Promise<string[]> {
  return failUploadingAnswers(deps, { enterpriseId: line.enterpriseId, lineId: line.campaignLineId, reason: DISCARDED_AT_COMPLETION });
}

/** Deletes the stored bytes (tus) of uploads that will never finish. */
export async function removeUploadFiles({ config }: Deps<'config'>, uploadIds: string[]) {
  await removeUploads(config, uploadIds.filter((id) => parseUploadId(id)));
}

/** The ids of a line's uploads in the store, whether or not a row names them. */
export const uploadIdsOfLine = ({ config }: Deps<'config'>, enterpriseId: number, lineId: number) => uploadIdsStartingWith(config, `${enterpriseId}-${lineId}-`);

/** The candidate abandoned an upload (tus termination): the attempt stays counted, as failed. */
export async function abandonAnswer(deps: Deps, row: ResponseRow) {
  await markAnswerFailed(deps, { responseId: row.id, reason: 'upload terminated by the candidate' });
}

/** Attempts still uploading that were started before `before` (their uploads expired): marked failed. */
export async function failStaleAnswers(deps: Deps, before: Date) {
  await failUploadsStartedBefore(deps, { before, reason: 'upload expired before it finished' });
}
