import { and, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Deps } from '../../context';
import { campaignLines, candidateErasures, candidateResumes, formAnswers, interviewVideos, questionAnswers, questionResponses } from '../../db/schema/index';
import { withTransaction } from '../../db/transaction';
import { deleteMailAbout, deleteMailTo } from '../../platform/mail/outbox';
import { forgetSmsTo } from '../../platform/sms/outbox';
import { defineJob, enqueue } from '../../platform/queue/define';
import { record as audit, type AuditActor } from '../audit/record';
import { deleteErasedLine, lockLinesToErase, markLinesErasing, type LineRow } from '../campaigns/erasure';
import { eraseCommentsOfLine } from '../comments/erasure';
import { eraseConsentAndResumeOfLine, eraseTypedAnswersOfLine } from '../interview/erasure';
import { eraseResponsesOfLine } from '../media/erasure';
import { eraseNotificationsOfLine } from '../notifications/erasure';
import { eraseRatingsOfLine } from '../ratings/erasure';
import { eraseSharesOfLine } from '../review-shares/erasure';
import { eraseTranscriptsOfLine } from '../transcripts/erasure';
import { removeUploadFiles, uploadIdsOfLine } from '../uploads/service';

/**
 * Erasing candidates (issue 16, docs/data-lifecycle.md): the one cascade behind deleting a
 * candidate, deleting a job's candidates, the retention scan and a candidate's own request.
 *
 *   eraseCandidates(deps, input: EraseInput): Promise<number[]>
 *     Marks the enterprise's lines `input.lineIds` as erasing, in one transaction (pass a
 *     transaction as deps.db to join yours): their name, email, phone and invitation secret are
 *     cleared at once, the mail sent to them is deleted, 'candidate.address_erased' is published
 *     (their data requests forget the address: modules/data-requests/erasure.ts), an anonymous
 *     candidate_erasures row is written, and the 'candidates.erase' job is queued. Returns the
 *     ids it marked (ids of another enterprise, unknown ids and lines already erasing are
 *     skipped). Call deps.queue.wake() after your commit to start at once.
 *
 *   finishErasures(deps, enterpriseId, lineIds?)  (the job)
 *     For each erasing line: deletes its objects from the media store (answers as uploaded, MP4s,
 *     posters, resumes, the interview video, unfinished uploads, anything under its folders), then
 *     in one transaction every row about it (answers, transcripts, summary, ratings, comments,
 *     notifications, share entries and guest ratings, consent, resume and video rows) and the line
 *     itself, and marks its erasure done. Idempotent: a run killed at any point is finished by the
 *     next (the queue retries the job; the daily retention scan requeues any left).
 *
 * Each module deletes its own rows (its erasure.ts); this one calls them in order and writes only
 * its own tables (candidate_erasures, interview_videos). The dashboard's monthly invites and
 * interviews do not change (the rollup trigger does not subtract an erasing line) and the plan's
 * invite usage counts the erasure rows.
 */

/** Why candidates are erased: a member deleted them, their job's candidates were deleted, retention, or their own request. */
export type ErasureReason = 'request' | 'job' | 'retention' | 'candidate';

export interface EraseInput {
  enterpriseId: number;
  lineIds: readonly number[];
  reason: ErasureReason;
  /** The member who asked; null for the retention scan or the candidate. */
  userId: number | null;
}

/** Who erased, for the audit trail: the member who asked, the candidate, or the retention scan (system). */
const erasedBy = (input: EraseInput): AuditActor =>
  input.userId !== null ? { kind: 'member', userId: input.userId } : input.reason === 'candidate' ? { kind: 'candidate' } : { kind: 'system' };

/** Marks lines as erasing and queues their erasure (see the module comment). */
export async function eraseCandidates(deps: Deps<'events'>, input: EraseInput): Promise<number[]> {
  const ids = [...new Set(input.lineIds)];
  if (ids.length === 0) return [];
  return withTransaction(deps, async (tx) => {
    const lines = await lockLinesToErase(tx, { enterpriseId: input.enterpriseId, lineIds: ids });
    if (lines.length === 0) return [];
    const marked = lines.map((l) => l.id);
    await tx.db
      .insert(candidateErasures)
      .values(
        lines.map((l) => ({
          enterpriseId: input.enterpriseId,
          campaignId: l.campaignId,
          campaignLineId: l.id,
          reason: input.reason,
          userId: input.userId,
          lineCreatedAt: l.createdAt,
          // The same rule as the plan's invite count (billing/plan.ts invitesUsed).
          billable: !l.selfRegistered || l.consentAt !== null,
        })),
      )
      .onConflictDoNothing();
    await forgetAddresses(tx, input.enterpriseId, lines);
    // The team's copies of what the candidate wrote (an accommodation request) go too.
    await deleteMailAbout(tx, { enterpriseId: input.enterpriseId, lineIds: marked });
    // The text messages to them (issue 33) keep no number and no words (the plan still counts them).
    await forgetSmsTo(tx, { enterpriseId: input.enterpriseId, lineIds: marked });
    await markLinesErasing(tx, { enterpriseId: input.enterpriseId, lineIds: marked });
    // The audit trail outlives the candidate (issue 16): who deleted them, and why.
    await audit(
      tx,
      lines.map((l) => ({
        enterpriseId: input.enterpriseId,
        lineId: l.id,
        campaignId: l.campaignId,
        actor: erasedBy(input),
        action: 'deleted' as const,
        detail: `erased (${input.reason})`,
      })),
    );
    await enqueue(tx.db, eraseJob, { lineIds: marked }, { enterpriseId: input.enterpriseId });
    return marked;
  });
}

/**
 * The candidates' addresses are forgotten: the mail sent to them (invitations, reminders,
 * confirmations, responses) is deleted and 'candidate.address_erased' tells the modules above,
 * unless another live line of the enterprise has the same address (the person is still a
 * candidate there).
 */
async function forgetAddresses(deps: Deps<'events'>, enterpriseId: number, lines: LineRow[]) {
  const erasing = lines.map((l) => l.id);
  for (const address of new Set(lines.map((l) => l.candidateEmail.toLowerCase()))) {
    const [other] = await deps.db
      .select({ id: campaignLines.id })
      .from(campaignLines)
      .where(
        and(
          eq(campaignLines.enterpriseId, enterpriseId),
          sql`lower(${campaignLines.candidateEmail}) = ${address}`,
          isNull(campaignLines.erasingAt),
          sql`${campaignLines.id} not in (${sql.join(erasing.map((id) => sql`${id}`), sql`, `)})`,
        ),
      )
      .limit(1);
    if (other) continue;
    await deleteMailTo(deps, { enterpriseId, address });
    await deps.events.publish(deps.db, [{ enterpriseId, type: 'candidate.address_erased', data: { address } }]);
  }
}

/** A table with a tenant and a candidate line column. */
type LineTable = { enterpriseId: AnyPgColumn; campaignLineId: AnyPgColumn };

/** The objects of one line in the media store: those its rows name and anything under its folders. */
async function objectsOf({ db, media }: Deps<'media'>, enterpriseId: number, lineId: number): Promise<{ keys: string[]; uploadIds: string[] }> {
  const ofLine = (t: LineTable) => and(eq(t.enterpriseId, enterpriseId), eq(t.campaignLineId, lineId));
  const [answers, resumes, videos, answerFolder, resumeFolder, given, filled] = await Promise.all([
    db.select().from(questionResponses).where(ofLine(questionResponses)),
    db.select().from(candidateResumes).where(ofLine(candidateResumes)),
    db.select().from(interviewVideos).where(ofLine(interviewVideos)),
    media.list(`answers/${enterpriseId}/${lineId}/`),
    media.list(`resumes/${enterpriseId}/${lineId}/`),
    db.select({ fileKey: questionAnswers.fileKey }).from(questionAnswers).where(ofLine(questionAnswers)),
    db.select({ fileKey: formAnswers.fileKey }).from(formAnswers).where(ofLine(formAnswers)),
  ]);
  const keys = [
    ...answers.flatMap((a) => [a.originalKey, a.mp4Key, a.posterKey]),
    ...resumes.map((r) => r.fileKey),
    ...given.map((a) => a.fileKey),
    ...filled.map((a) => a.fileKey),
    ...videos.flatMap((v) => [v.mediaKey, v.posterKey]),
    ...answerFolder,
    ...resumeFolder,
  ].filter((k): k is string => !!k);
  return { keys: [...new Set(keys)], uploadIds: answers.map((a) => a.uploadId).filter((u): u is string => !!u) };
}

/** Every row about the line, each by its owning module, then the line; its erasure marked done. One transaction. */
async function deleteRows(deps: Deps, enterpriseId: number, lineId: number) {
  await withTransaction(deps, async (tx) => {
    const line = { enterpriseId, lineId };
    const answerIds = (
      await tx.db
        .select({ id: questionResponses.id })
        .from(questionResponses)
        .where(and(eq(questionResponses.enterpriseId, enterpriseId), eq(questionResponses.campaignLineId, lineId)))
    ).map((r) => r.id);
    await eraseTranscriptsOfLine(tx, line);
    await eraseRatingsOfLine(tx, line);
    await eraseCommentsOfLine(tx, { ...line, answerIds });
    await eraseNotificationsOfLine(tx, line);
    await eraseSharesOfLine(tx, line);
    await eraseConsentAndResumeOfLine(tx, line);
    await tx.db.delete(interviewVideos).where(and(eq(interviewVideos.enterpriseId, enterpriseId), eq(interviewVideos.campaignLineId, lineId)));
    await eraseResponsesOfLine(tx, line);
    await eraseTypedAnswersOfLine(tx, line);
    await deleteErasedLine(tx, line);
    await tx.db
      .update(candidateErasures)
      .set({ status: 'done', finishedAt: sql`now()` })
      .where(and(eq(candidateErasures.enterpriseId, enterpriseId), eq(candidateErasures.campaignLineId, lineId)));
  });
}

/**
 * Finishes the erasure of the enterprise's erasing lines (those of `lineIds`, or all): objects
 * first, then rows, line by line. Throws when an object cannot be deleted, leaving that line
 * erasing for the next run; a line already finished is simply not found.
 */
export async function finishErasures(deps: Deps<'media' | 'config'>, enterpriseId: number, lineIds?: readonly number[]): Promise<number> {
  const lines = await deps.db
    .select({ id: campaignLines.id })
    .from(campaignLines)
    .where(
      and(
        eq(campaignLines.enterpriseId, enterpriseId),
        isNotNull(campaignLines.erasingAt),
        lineIds ? inArray(campaignLines.id, [...lineIds]) : undefined,
      ),
    );
  for (const { id } of lines) {
    const { keys, uploadIds } = await objectsOf(deps, enterpriseId, id);
    for (const key of keys) await deps.media.delete(key);
    await removeUploadFiles(deps, [...new Set([...uploadIds, ...(await uploadIdsOfLine(deps, enterpriseId, id))])]);
    await deleteRows(deps, enterpriseId, id);
  }
  // A line of these ids already deleted by an earlier run whose last step did not finish is done.
  if (lineIds?.length) {
    await deps.db
      .update(candidateErasures)
      .set({ status: 'done', finishedAt: sql`now()` })
      .where(
        and(
          eq(candidateErasures.enterpriseId, enterpriseId),
          inArray(candidateErasures.campaignLineId, [...lineIds]),
          ne(candidateErasures.status, 'done'),
          sql`not exists (select 1 from ${campaignLines} where ${campaignLines.enterpriseId} = ${enterpriseId} and ${campaignLines.id} = ${candidateErasures.campaignLineId})`,
        ),
      );
  }
  return lines.length;
}

/**
 * The 'candidates.erase' job: finishes the erasures it was queued for (`lineIds`), or every one of
 * the enterprise left unfinished (no ids: the retention scan's resume); a failure is retried by
 * the queue.
 */
export const eraseJob = defineJob({
  name: 'candidates.erase',
  payload: z.object({ lineIds: z.array(z.number().int()).optional() }),
  maxAttempts: 10,
  run: async (deps: Deps<'media' | 'config'>, { lineIds }, job) => {
    if (job.enterpriseId !== null) await finishErasures(deps, job.enterpriseId, lineIds);
  },
});
