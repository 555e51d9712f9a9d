import { and, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppContext, Deps } from '../../context';
import type { DbOrTx } from '../../db/client';
import {
  campaignLines,
  candidateConsents,
  candidateErasures,
  candidateRatings,
  candidateResumes,
  candidateSummaries,
  comments,
  dataRequests,
  devMailbox,
  interviewVideos,
  mailOutbox,
  notificationRecipients,
  notifications,
  questionResponseRatings,
  questionAnswers,
  formAnswers,
  questionResponses,
  reviewShareCandidates,
  reviewShareRatings,
  reviewShares,
  transcripts,
} from '../../db/schema/index';
import { z } from 'zod';
import { defineJob, enqueue } from '../../platform/queue/define';
import { removeUploadFiles, uploadIdsOfLine } from '../uploads/service';
import { record as audit, type AuditActor } from '../audit/record';

/**
 * Erasing candidates (issue 16, docs/data-lifecycle.md): the one cascade behind deleting a
 * candidate, deleting a job's candidates, the retention scan and a candidate's own request.
 *
 *   eraseCandidates(deps: Deps, input: EraseInput): Promise<number[]>
 *     Marks the enterprise's lines `input.lineIds` as erasing, in one transaction (pass a
 *     transaction as deps.db to join yours): their name, email, phone and invitation secret are
 *     cleared at once, the mail sent to them is deleted, their data requests forget the address
 *     (a copy's download link stops answering), an anonymous candidate_erasures row is
 *     written, and the 'candidates.erase' job is queued. Returns the ids it marked (ids of another
 *     enterprise, unknown ids and lines already erasing are skipped). Call ctx.queue.wake() after
 *     your commit to start at once.
 *
 *   finishErasures(ctx, enterpriseId, lineIds?)  (the job)
 *     Deletes the zips of copies whose person was erased; then for each erasing line: deletes its
 *     objects from the media store (answers as uploaded, MP4s,
 *     posters, resumes, the interview video, unfinished uploads, anything under its folders), then
 *     in one transaction every row about it (answers, transcripts, summary, ratings, comments,
 *     notifications, share entries and guest ratings, consent, resume and video rows) and the line
 *     itself, and marks its erasure done. Idempotent: a run killed at any point is finished by the
 *     next (the queue retries the job; the daily retention scan requeues any left).
 *
 * The dashboard's monthly invites and interviews do not change (the rollup trigger does not
 * subtract an erasing line) and the plan's invite usage counts the erasure rows.
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
export async function eraseCandidates(deps: Deps, input: EraseInput): Promise<number[]> {
  const ids = [...new Set(input.lineIds)];
  if (ids.length === 0) return [];
  return deps.db.transaction(async (tx) => {
    const lines = await tx
      .select()
      .from(campaignLines)
      .where(and(eq(campaignLines.fk_Enterprise_ID, input.enterpriseId), inArray(campaignLines.pk_CampaignLine_ID, ids), isNull(campaignLines.erasingAt)))
      .for('update');
    if (lines.length === 0) return [];
    const marked = lines.map((l) => l.pk_CampaignLine_ID);
    await tx
      .insert(candidateErasures)
      .values(
        lines.map((l) => ({
          fk_Enterprise_ID: input.enterpriseId,
          fk_Campaign_ID: l.fk_Campaign_ID,
          fk_CampaignLine_ID: l.pk_CampaignLine_ID,
          reason: input.reason,
          fk_User_ID: input.userId,
          lineCreatedAt: l.CampaignLine_DateOfCreation,
          // The same rule as the plan's invite count (billing/plan.ts invitesUsed).
          billable: !l.selfRegistered || l.CampaignLine_ConsentAt !== null,
        })),
      )
      .onConflictDoNothing();
    await deleteMailTo(tx, input.enterpriseId, lines);
    await tx
      .update(campaignLines)
      .set({
        erasingAt: sql`now()`,
        CampaignLine_CandidateEmail: sql`'erased-' || ${campaignLines.pk_CampaignLine_ID} || '@erased.invalid'`,
        CampaignLine_CandidateFirstName: null,
        CampaignLine_CandidateLastName: null,
        CampaignLine_CandidatePhone: null,
        inviteTokenHash: null,
      })
      .where(and(eq(campaignLines.fk_Enterprise_ID, input.enterpriseId), inArray(campaignLines.pk_CampaignLine_ID, marked)));
    // The audit trail outlives the candidate (issue 16): who deleted them, and why.
    await audit(
      tx,
      lines.map((l) => ({
        enterpriseId: input.enterpriseId,
        lineId: l.pk_CampaignLine_ID,
        campaignId: l.fk_Campaign_ID,
        actor: erasedBy(input),
        action: 'deleted' as const,
        detail: `erased (${input.reason})`,
      })),
    );
    await enqueue(tx, eraseJob, { lineIds: marked }, { enterpriseId: input.enterpriseId });
    return marked;
  });
}

/**
 * The mail sent to the candidates (invitations, reminders, confirmations, responses), unless
 * another live line of the enterprise has the same address (the person is still a candidate there).
 */
async function deleteMailTo(tx: DbOrTx, enterpriseId: number, lines: (typeof campaignLines.$inferSelect)[]) {
  const erasing = lines.map((l) => l.pk_CampaignLine_ID);
  for (const address of new Set(lines.map((l) => l.CampaignLine_CandidateEmail.toLowerCase()))) {
    const [other] = await tx
      .select({ id: campaignLines.pk_CampaignLine_ID })
      .from(campaignLines)
      .where(
        and(
          eq(campaignLines.fk_Enterprise_ID, enterpriseId),
          sql`lower(${campaignLines.CampaignLine_CandidateEmail}) = ${address}`,
          isNull(campaignLines.erasingAt),
          sql`${campaignLines.pk_CampaignLine_ID} not in (${sql.join(erasing.map((id) => sql`${id}`), sql`, `)})`,
        ),
      )
      .limit(1);
    if (other) continue;
    const sent = await tx
      .delete(mailOutbox)
      .where(and(eq(mailOutbox.enterpriseId, enterpriseId), sql`lower(${mailOutbox.toAddress}) = ${address}`))
      .returning({ id: mailOutbox.id });
    const outboxIds = sent.map((m) => m.id);
    // The dev mailbox has no tenant: only the copies of this enterprise's mail go.
    if (outboxIds.length) await tx.delete(devMailbox).where(inArray(devMailbox.outboxId, outboxIds));
    await forgetDataRequests(tx, enterpriseId, address);
  }
}

/**
 * The person's data requests to the enterprise forget their address, and a copy's download link
 * stops answering at once (404); the zip itself is deleted from the store by finishErasures,
 * which finds it by the forgotten address ('') and its remaining key.
 */
async function forgetDataRequests(tx: DbOrTx, enterpriseId: number, address: string) {
  await tx
    .update(dataRequests)
    .set({ email: '', downloadTokenHash: null })
    .where(and(eq(dataRequests.fk_Enterprise_ID, enterpriseId), sql`lower(${dataRequests.email}) = ${address}`));
}

/** Deletes the zips of copies whose person was erased (see forgetDataRequests); idempotent. */
async function deleteForgottenCopies(ctx: AppContext, enterpriseId: number) {
  const copies = await ctx.db
    .select({ id: dataRequests.id, key: dataRequests.archiveKey })
    .from(dataRequests)
    .where(and(eq(dataRequests.fk_Enterprise_ID, enterpriseId), eq(dataRequests.email, ''), isNotNull(dataRequests.archiveKey)));
  for (const copy of copies) {
    await ctx.media.delete(copy.key!);
    await ctx.db
      .update(dataRequests)
      .set({ archiveKey: null })
      .where(and(eq(dataRequests.fk_Enterprise_ID, enterpriseId), eq(dataRequests.id, copy.id)));
  }
}

/** A table with a tenant and a candidate line column. */
type LineTable = { fk_Enterprise_ID: AnyPgColumn; fk_CampaignLine_ID: AnyPgColumn };
const of = (t: LineTable, enterpriseId: number, lineId: number) => and(eq(t.fk_Enterprise_ID, enterpriseId), eq(t.fk_CampaignLine_ID, lineId));

/** The objects of one line in the media store: those its rows name and anything under its folders. */
async function objectsOf(ctx: AppContext, enterpriseId: number, lineId: number): Promise<{ keys: string[]; uploadIds: string[] }> {
  const ofLine = (t: LineTable) => of(t, enterpriseId, lineId);
  const formOfLine = and(eq(formAnswers.enterpriseId, enterpriseId), eq(formAnswers.campaignLineId, lineId));
  const [answers, resumes, videos, answerFolder, resumeFolder, given, filled] = await Promise.all([
    ctx.db.select().from(questionResponses).where(ofLine(questionResponses)),
    ctx.db.select().from(candidateResumes).where(ofLine(candidateResumes)),
    ctx.db.select().from(interviewVideos).where(ofLine(interviewVideos)),
    ctx.media.list(`answers/${enterpriseId}/${lineId}/`),
    ctx.media.list(`resumes/${enterpriseId}/${lineId}/`),
    ctx.db.select({ fileKey: questionAnswers.fileKey }).from(questionAnswers).where(ofLine(questionAnswers)),
    ctx.db.select({ fileKey: formAnswers.fileKey }).from(formAnswers).where(formOfLine),
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

/** Every row about the line, then the line; its erasure marked done. One transaction. */
async function deleteRows(db: DbOrTx, enterpriseId: number, lineId: number) {
  await db.transaction(async (tx) => {
    const mine = (t: LineTable) => of(t, enterpriseId, lineId);
    const answerIds = (await tx.select({ id: questionResponses.pk_QuestionResponse_ID }).from(questionResponses).where(mine(questionResponses))).map((r) => r.id);
    await tx.delete(transcripts).where(mine(transcripts));
    await tx.delete(candidateSummaries).where(mine(candidateSummaries));
    await tx.delete(questionResponseRatings).where(mine(questionResponseRatings));
    await tx.delete(candidateRatings).where(mine(candidateRatings));
    await tx
      .delete(comments)
      .where(
        and(
          eq(comments.fk_Enterprise_ID, enterpriseId),
          or(eq(comments.fk_CampaignLine_ID, lineId), answerIds.length ? inArray(comments.fk_QuestionResponse_ID, answerIds) : sql`false`),
        ),
      );
    const notes = await tx.select({ id: notifications.pk_Notification_ID }).from(notifications).where(mine(notifications));
    if (notes.length) {
      const ids = notes.map((n) => n.id);
      await tx.delete(notificationRecipients).where(and(eq(notificationRecipients.fk_Enterprise_ID, enterpriseId), inArray(notificationRecipients.fk_Notification_ID, ids)));
      await tx.delete(notifications).where(and(eq(notifications.fk_Enterprise_ID, enterpriseId), inArray(notifications.pk_Notification_ID, ids)));
    }
    await tx.delete(reviewShareRatings).where(mine(reviewShareRatings));
    const shared = await tx.delete(reviewShareCandidates).where(mine(reviewShareCandidates)).returning({ share: reviewShareCandidates.fk_ReviewShare_ID });
    await revokeEmptyShares(tx, enterpriseId, [...new Set(shared.map((s) => s.share))]);
    await tx.delete(candidateConsents).where(mine(candidateConsents));
    await tx.delete(candidateResumes).where(mine(candidateResumes));
    await tx.delete(interviewVideos).where(mine(interviewVideos));
    await tx.delete(questionResponses).where(mine(questionResponses));
    await tx.delete(questionAnswers).where(mine(questionAnswers));
    await tx.delete(formAnswers).where(and(eq(formAnswers.enterpriseId, enterpriseId), eq(formAnswers.campaignLineId, lineId)));
    await tx
      .delete(campaignLines)
      .where(and(eq(campaignLines.fk_Enterprise_ID, enterpriseId), eq(campaignLines.pk_CampaignLine_ID, lineId), isNotNull(campaignLines.erasingAt)));
    await tx
      .update(candidateErasures)
      .set({ status: 'done', finishedAt: sql`now()` })
      .where(and(eq(candidateErasures.fk_Enterprise_ID, enterpriseId), eq(candidateErasures.fk_CampaignLine_ID, lineId)));
  });
}

/** A share left without candidates is revoked: its link answers 404 like the candidates it showed. */
async function revokeEmptyShares(tx: DbOrTx, enterpriseId: number, shareIds: number[]) {
  if (shareIds.length === 0) return;
  await tx
    .update(reviewShares)
    .set({ ReviewShare_RevokedAt: sql`coalesce(${reviewShares.ReviewShare_RevokedAt}, now())` })
    .where(
      and(
        eq(reviewShares.fk_Enterprise_ID, enterpriseId),
        inArray(reviewShares.pk_ReviewShare_ID, shareIds),
        sql`not exists (select 1 from ${reviewShareCandidates} where ${reviewShareCandidates.fk_Enterprise_ID} = ${enterpriseId} and ${reviewShareCandidates.fk_ReviewShare_ID} = ${reviewShares.pk_ReviewShare_ID})`,
      ),
    );
}

/**
 * Finishes the erasure of the enterprise's erasing lines (those of `lineIds`, or all): objects
 * first, then rows, line by line. Throws when an object cannot be deleted, leaving that line
 * erasing for the next run; a line already finished is simply not found.
 */
export async function finishErasures(ctx: AppContext, enterpriseId: number, lineIds?: readonly number[]): Promise<number> {
  const lines = await ctx.db
    .select({ id: campaignLines.pk_CampaignLine_ID })
    .from(campaignLines)
    .where(
      and(
        eq(campaignLines.fk_Enterprise_ID, enterpriseId),
        isNotNull(campaignLines.erasingAt),
        lineIds ? inArray(campaignLines.pk_CampaignLine_ID, [...lineIds]) : undefined,
      ),
    );
  await deleteForgottenCopies(ctx, enterpriseId);
  for (const { id } of lines) {
    const { keys, uploadIds } = await objectsOf(ctx, enterpriseId, id);
    for (const key of keys) await ctx.media.delete(key);
    await removeUploadFiles(ctx, [...new Set([...uploadIds, ...(await uploadIdsOfLine(ctx, enterpriseId, id))])]);
    await deleteRows(ctx.db, enterpriseId, id);
  }
  // A line of these ids already deleted by an earlier run whose last step did not finish is done.
  if (lineIds?.length) {
    await ctx.db
      .update(candidateErasures)
      .set({ status: 'done', finishedAt: sql`now()` })
      .where(
        and(
          eq(candidateErasures.fk_Enterprise_ID, enterpriseId),
          inArray(candidateErasures.fk_CampaignLine_ID, [...lineIds]),
          ne(candidateErasures.status, 'done'),
          sql`not exists (select 1 from ${campaignLines} where ${campaignLines.fk_Enterprise_ID} = ${enterpriseId} and ${campaignLines.pk_CampaignLine_ID} = ${candidateErasures.fk_CampaignLine_ID})`,
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
  run: async (ctx: AppContext, { lineIds }, job) => {
    if (job.enterpriseId !== null) await finishErasures(ctx, job.enterpriseId, lineIds);
  },
});
