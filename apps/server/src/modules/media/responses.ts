import { and, eq, lt } from 'drizzle-orm';
import { QUESTION_RESPONSE_STATUS } from '@candid/shared';
import type { Deps } from '../../context';
import { questionResponses } from '../../db/schema/index';

/*
 * The changes to an answer's recording row (question_responses) that modules/uploads makes as the
 * bytes arrive: media owns the table, uploads decides when. Each joins the caller's transaction.
 */

export type ResponseRow = typeof questionResponses.$inferSelect;

/** Playable: the MP4 when the transcode made one, else the recording as uploaded. */
export const playableKey = (row: Pick<ResponseRow, 'mp4Key' | 'originalKey'>) => row.mp4Key ?? row.originalKey;

/** A new attempt (status 0, uploading); null when the same attempt was started meanwhile (the unique index). */
export async function insertAnswerAttempt(
  { db }: Deps,
  input: { enterpriseId: number; campaignId: number; lineId: number; questionId: number; attempt: number; family: 'video' | 'audio'; uploadId: string },
): Promise<number | null> {
  const rows = await db
    .insert(questionResponses)
    .values({
      enterpriseId: input.enterpriseId,
      campaignId: input.campaignId,
      campaignLineId: input.lineId,
      questionId: input.questionId,
      attempt: input.attempt,
      status: QUESTION_RESPONSE_STATUS.Uploading,
      mimeType: `${input.family}/webm`,
      uploadId: input.uploadId,
    })
    // The (enterprise, line, question, attempt) unique index settles two starts at once.
    .onConflictDoNothing()
    .returning({ id: questionResponses.id });
  return rows[0]?.id ?? null;
}

/** The answer failed (status 3) with the reason. */
export async function markAnswerFailed({ db }: Deps, { responseId, reason }: { responseId: number; reason: string }): Promise<void> {
  await db
    .update(questionResponses)
    .set({ status: QUESTION_RESPONSE_STATUS.Failed, lastError: reason, updatedAt: new Date().toISOString() })
    .where(eq(questionResponses.id, responseId));
}

/**
 * The recording is stored under `key`: status 1 (uploaded), if the answer is still uploading.
 * Returns the updated row, or undefined when it was not (finished or discarded meanwhile).
 */
export async function markAnswerUploaded(
  { db }: Deps,
  input: { responseId: number; key: string; size: number; mime: string },
): Promise<ResponseRow | undefined> {
  const [done] = await db
    .update(questionResponses)
    .set({
      status: QUESTION_RESPONSE_STATUS.Uploaded,
      originalKey: input.key,
      sizeBytes: input.size,
      mimeType: input.mime,
      lastError: null,
      updatedAt: new Date().toISOString(),
    })
    .where(and(eq(questionResponses.id, input.responseId), eq(questionResponses.status, QUESTION_RESPONSE_STATUS.Uploading)))
    .returning();
  return done;
}

/** The line's attempts still uploading fail with `reason`; returns their upload ids. */
export async function failUploadingAnswers({ db }: Deps, input: { enterpriseId: number; lineId: number; reason: string }): Promise<string[]> {
  const rows = await db
    .update(questionResponses)
    .set({
      status: QUESTION_RESPONSE_STATUS.Failed,
      lastError: input.reason,
      updatedAt: new Date().toISOString(),
    })
    .where(
      and(
        eq(questionResponses.enterpriseId, input.enterpriseId),
        eq(questionResponses.campaignLineId, input.lineId),
        eq(questionResponses.status, QUESTION_RESPONSE_STATUS.Uploading),
      ),
    )
    .returning({ uploadId: questionResponses.uploadId });
  return rows.flatMap((r) => (r.uploadId ? [r.uploadId] : []));
}

/** Attempts of every enterprise still uploading that were started before `before` fail with `reason`. */
export async function failUploadsStartedBefore({ db }: Deps, { before, reason }: { before: Date; reason: string }): Promise<void> {
  await db
    .update(questionResponses)
    .set({ status: QUESTION_RESPONSE_STATUS.Failed, lastError: reason })
    .where(
      and(
        eq(questionResponses.status, QUESTION_RESPONSE_STATUS.Uploading),
        lt(questionResponses.createdAt, before.toISOString()),
      ),
    );
}
