import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { INTERVIEW_LIMITS, MSG, type AnswerInput, type AnswerValue } from '@candid/shared';
import type { Deps } from '../../context';
import type { DbOrTx } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { campaignLines, campaigns, questionAnswers, questions } from '../../db/schema/index';
import { HttpError } from '../../http/errors';
import type { CandidateLine } from '../../actors';
import { checkAnswer, isRecorded, isScreening, qualifies } from '../campaigns/question-kinds';
import { liveQuestion, screeningEndDue, screeningOutcome } from '../campaigns/read-model';
import { recordScreeningOutcome } from '../campaigns/candidate-lines';
import { tsConfigFor } from '../transcripts/service';
import { transcriptChoices } from '../transcripts/settings';
import { cleanFileName, fileTypeByContent, readFileUpload, type FileExtension, type UploadRules } from './resume';
import type { FastifyRequest } from 'fastify';

/*
 * Answers other than recordings (issue 29): saved as the candidate goes, one row per question
 * (question_answers), each with its screening outcome; the line's screening flag follows them.
 * When the job ends interviews on a disqualifying answer, the interview ends when the candidate
 * moves on from the screening questions (POST .../screening, or any answer beyond them): the line is
 * marked (screeningEndedAt) and completed, and further answers are refused (409). Until then a
 * screening answer can be changed.
 */

type QuestionRow = typeof questions.$inferSelect;

export interface ScreeningState {
  ended: boolean;
  message: string | null;
}

export const fileAnswerTypes: readonly FileExtension[] = ['pdf', 'docx', 'doc', 'png', 'jpg'];
const fileTooLarge = () => new HttpError(413, MSG.answerFileTooLarge, { file: [MSG.answerFileTooLarge] });
export const fileWrongType = () => new HttpError(415, MSG.answerFileWrongType, { file: [MSG.answerFileWrongType] });
export const fileRules: UploadRules = { maxBytes: INTERVIEW_LIMITS.answerFileMaxBytes, tooLarge: fileTooLarge, wrongType: fileWrongType };

const ofLine = (line: CandidateLine) => and(eq(questionAnswers.enterpriseId, line.enterpriseId), eq(questionAnswers.campaignLineId, line.campaignLineId));

/** What the candidate is told when the interview ended on screening. */
export const screeningMessage = (job: Pick<typeof campaigns.$inferSelect, 'screeningEndMessage'>) => job.screeningEndMessage?.trim() || MSG.screeningEndedDefault;

/** Locks the line, which has consented (else 403), and answers where it stands. */
async function lockConsented(tx: DbOrTx, line: CandidateLine) {
  const [current] = await tx
    .select({ completedAt: campaignLines.completedAt, consentAt: campaignLines.consentAt, endedAt: campaignLines.screeningEndedAt })
    .from(campaignLines)
    .where(and(eq(campaignLines.enterpriseId, line.enterpriseId), eq(campaignLines.id, line.campaignLineId)))
    .for('update');
  if (!current?.consentAt) throw new HttpError(403, MSG.interviewConsentRequired, { consent: [MSG.interviewConsentRequired] });
  return current;
}

/** Locks the line and checks that it takes answers: consent given (403), not ended on screening or completed (409). */
export async function lockAnswerable({ db: tx }: Deps, line: CandidateLine) {
  const current = await lockConsented(tx, line);
  if (current.endedAt) throw new HttpError(409, MSG.screeningEnded, { screening: [MSG.screeningEnded] });
  if (current.completedAt) throw new HttpError(409, MSG.answerInterviewCompleted, { interview: [MSG.answerInterviewCompleted] });
}

/**
 * Recomputes the line's screening flag from its answers to live questions; and, when the
 * candidate moves on (`moveOn`: past the last screening question, or answering beyond them) while
 * the job ends interviews on a disqualifying answer and every required screening question is
 * answered with one of them disqualifying, marks the line ended. Answers whether it ended now.
 * Saving a screening answer never ends the interview by itself: a candidate who chose the wrong
 * option can still change it before moving on.
 */
async function settleScreening(tx: DbOrTx, line: CandidateLine, { moveOn }: { moveOn: boolean }): Promise<boolean> {
  const outcome = await screeningOutcome({ db: tx }, line);
  const end = moveOn && screeningEndDue(outcome);
  await recordScreeningOutcome({ db: tx }, line, { unmet: outcome.unmet, ...(end ? { endedAt: new Date().toISOString() } : {}) });
  return end;
}

/** Where screening left the line (the session and every answer reply say it). */
export async function screeningState({ db }: Deps, line: CandidateLine): Promise<ScreeningState> {
  const [row] = await db
    .select({ endedAt: campaignLines.screeningEndedAt, message: campaigns.screeningEndMessage })
    .from(campaignLines)
    .innerJoin(campaigns, eq(campaigns.id, campaignLines.campaignId))
    .where(and(eq(campaignLines.enterpriseId, line.enterpriseId), eq(campaignLines.id, line.campaignLineId)));
  return row?.endedAt ? { ended: true, message: screeningMessage({ screeningEndMessage: row.message }) } : { ended: false, message: null };
}

/** Writes (or replaces) one answer with its screening outcome, then settles the line's screening. */
async function upsert(tx: DbOrTx, line: CandidateLine, q: QuestionRow, value: AnswerValue, fileKey: string | null) {
  const row = {
    enterpriseId: line.enterpriseId,
    campaignId: line.campaignId,
    campaignLineId: line.campaignLineId,
    questionId: q.id,
    kind: q.kind,
    value,
    qualifies: qualifies(q, value),
    fileKey,
    // A written answer is indexed in the company's language, as its transcripts are, so one search finds both.
    tsConfig: value.kind === 'text' ? tsConfigFor((await transcriptChoices({ db: tx }, line.enterpriseId)).language) : 'simple',
  };
  const [old] = await tx
    .select({ fileKey: questionAnswers.fileKey })
    .from(questionAnswers)
    .where(and(ofLine(line), eq(questionAnswers.questionId, q.id)));
  await tx
    .insert(questionAnswers)
    .values(row)
    .onConflictDoUpdate({
      target: [questionAnswers.enterpriseId, questionAnswers.campaignLineId, questionAnswers.questionId],
      set: { ...row, updatedAt: sql`now()` },
    });
  await settleScreening(tx, line, { moveOn: false });
  return { oldFileKey: old?.fileKey && old.fileKey !== fileKey ? old.fileKey : null };
}

/** Called after a commit that ended the interview on screening, with the deps the answer came with: completes the line (interview service). */
export type CompleteLine<D> = (deps: D, line: CandidateLine) => Promise<unknown>;

/** PUT .../answers/{questionId}: saves the candidate's answer (idempotent: the same body saves the same answer). */
export async function saveAnswer<D extends Deps<'media'>>(deps: D, line: CandidateLine, questionId: number, input: AnswerInput, complete: CompleteLine<D>) {
  const saved = await withTransaction(deps, async (txDeps) => {
    const { db: tx } = txDeps;
    await lockAnswerable(txDeps, line);
    const q = await liveQuestion(txDeps, line, questionId);
    if (await movesPastScreening(tx, line, q)) return null;
    if (q.kind === 'file') throw new HttpError(400, MSG.answerKindMismatch('file'), { kind: [MSG.answerKindMismatch('file')] });
    const checked = checkAnswer(q, input);
    return { value: checked, ...(await upsert(tx, line, q, checked, null)) };
  });
  if (!saved) return endedOnScreening(deps, line, complete);
  if (saved.oldFileKey) await deps.media.delete(saved.oldFileKey).catch(() => undefined);
  return { questionId, answer: saved.value, screening: await screeningState(deps, line) };
}

/**
 * An answer to a question past the screening questions is the candidate moving on: when screening
 * is to end the interview, it ends here (in the caller's transaction) and the answer is not saved.
 */
async function movesPastScreening(tx: DbOrTx, line: CandidateLine, q: QuestionRow): Promise<boolean> {
  return !isScreening(q) && (await settleScreening(tx, line, { moveOn: true }));
}

/** After a commit that ended the interview on screening: the line completed, and the answer refused (409). */
async function endedOnScreening<D>(deps: D, line: CandidateLine, complete: CompleteLine<D>): Promise<never> {
  await complete(deps, { ...line, completedAt: null });
  throw new HttpError(409, MSG.screeningEnded, { screening: [MSG.screeningEnded] });
}

/**
 * POST .../screening: the candidate moves on from the screening questions (the app calls it once
 * their answers are saved). Ends the interview, with the recruiter's message, when an answer does
 * not qualify and the job says so; else nothing changes. Asking again answers the same.
 */
export async function moveOnFromScreening<D extends Deps>(deps: D, line: CandidateLine, complete: CompleteLine<D>): Promise<{ screening: ScreeningState }> {
  const ended = await withTransaction(deps, async ({ db: tx }) => {
    const current = await lockConsented(tx, line);
    if (current.endedAt || current.completedAt) return false;
    return settleScreening(tx, line, { moveOn: true });
  });
  if (ended) await complete(deps, { ...line, completedAt: null });
  return { screening: await screeningState(deps, line) };
}

/**
 * POST .../answers/{questionId}/file: the file answer of a file question (PDF, Word, PNG or JPEG
 * by its content, whatever its name; 413 over the limit, 415 another type). The object is
 * written first and the row swapped in one transaction; the replaced object is deleted after.
 */
export async function saveFileAnswer<D extends Deps<'media'>>(deps: D, line: CandidateLine, questionId: number, req: FastifyRequest, complete: CompleteLine<D>) {
  // Checked before the body is read: a wrong question or a closed interview costs no upload.
  const movedPast = await withTransaction(deps, async (txDeps) => {
    const { db: tx } = txDeps;
    await lockAnswerable(txDeps, line);
    const q = await liveQuestion(txDeps, line, questionId);
    if (await movesPastScreening(tx, line, q)) return true;
    if (q.kind !== 'file') throw new HttpError(400, MSG.answerKindMismatch(q.kind), { kind: [MSG.answerKindMismatch(q.kind)] });
    return false;
  });
  if (movedPast) return endedOnScreening(deps, line, complete);
  const upload = await readFileUpload(req, fileRules);
  const type = fileTypeByContent(upload.data, fileAnswerTypes);
  if (!type) throw fileWrongType();
  const name = cleanFileName(upload.fileName, `answer.${type.ext}`);
  // Under the line's answers/ folder: erasure deletes the folder whatever the rows say.
  const key = `answers/${line.enterpriseId}/${line.campaignLineId}/files/${questionId}-${randomUUID()}.${type.ext}`;
  await deps.media.put(key, upload.data, type.contentType);
  const value: AnswerValue = { kind: 'file', file: { name, sizeBytes: upload.data.length, contentType: type.contentType } };
  let saved: { oldFileKey: string | null };
  try {
    saved = await withTransaction(deps, async (txDeps) => {
      const { db: tx } = txDeps;
      await lockAnswerable(txDeps, line);
      const q = await liveQuestion(txDeps, line, questionId);
      return upsert(tx, line, q, value, key);
    });
  } catch (err) {
    await deps.media.delete(key).catch(() => undefined);
    throw err;
  }
  if (saved.oldFileKey) await deps.media.delete(saved.oldFileKey).catch(() => undefined);
  return { questionId, answer: value, screening: await screeningState(deps, line) };
}

/** DELETE .../answers/{questionId}: clears the answer of an optional question (a required one is answered, not cleared: 400). */
export async function clearAnswer(deps: Deps<'media'>, line: CandidateLine, questionId: number) {
  const removed = await withTransaction(deps, async (txDeps) => {
    const { db: tx } = txDeps;
    await lockAnswerable(txDeps, line);
    const q = await liveQuestion(txDeps, line, questionId);
    if (q.required) throw new HttpError(400, MSG.answerRequired, { questionId: [MSG.answerRequired] });
    const rows = await tx
      .delete(questionAnswers)
      .where(and(ofLine(line), eq(questionAnswers.questionId, questionId)))
      .returning({ fileKey: questionAnswers.fileKey });
    await settleScreening(tx, line, { moveOn: false });
    return rows;
  });
  for (const r of removed) if (r.fileKey) await deps.media.delete(r.fileKey).catch(() => undefined);
  return { screening: await screeningState(deps, line) };
}

/** The line's answers by question id (the session, completion). */
export async function answersOfLine({ db }: Deps, line: CandidateLine) {
  const rows = await db.select().from(questionAnswers).where(ofLine(line)).orderBy(asc(questionAnswers.questionId));
  return new Map(rows.map((r) => [r.questionId, r]));
}

/**
 * The questions still missing a required answer: a recording (uploaded or ready) for video and
 * audio, an answer row for the other kinds. Optional questions never miss.
 */
export function missingRequired(qs: QuestionRow[], recorded: Set<number>, answered: Set<number>): number[] {
  return qs
    .filter((q) => q.required)
    .filter((q) => (isRecorded(q.kind) ? !recorded.has(q.id) : !answered.has(q.id)))
    .map((q) => q.id);
}
