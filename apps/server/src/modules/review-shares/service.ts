import { and, asc, desc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  MSG,
  QUESTION_RESPONSE_STATUS,
  type GuestRating,
  type GuestRatingInput,
  type GuestRatingSaved,
  type ReviewShareCreate,
  type ReviewShareCreated,
  type ReviewShareRow,
  type ShareView,
  type Transcript,
} from '@candid/shared';
import type { AppContext, Deps } from '../../context';
import type { AuthContext } from '../../actors';
import type { DbOrTx } from '../../db/client';
import {
  campaignLines,
  campaigns,
  candidateResumes,
  questionResponses,
  reviewShareCandidates,
  reviewShareRatings,
  reviewShareVisits,
  reviewShares,
  users,
} from '../../db/schema/index';
import { badRequest, notFound } from '../../http/errors';
import { auditShare, auditVisit, shareLineIds } from './audit';
import { randomToken, sha256 } from '../../platform/crypto';
import {loadReviewableCampaign, loadReviewableLine } from '../campaigns/review-scope';
import { visibleCampaignCondition } from '../campaigns/service';
import { displayName } from '../notifications/service';
import { brandingOf, liveQuestions, loadJob, questionText } from '../campaigns/read-model';
import { captionsOf, presentTranscript, transcriptOf } from '../transcripts/service';

/*
 * Share for review without an account (docs/api-review.md): an expiring, revocable link to some
 * candidates of one job, optionally anonymised. Only the sha256 of the link's token is stored;
 * candidates appear under opaque per-share references; every visit and rating is recorded.
 */

export type ShareRow = typeof reviewShares.$inferSelect;
const DAY_MS = 24 * 60 * 60 * 1000;
/** What a link's token looks like (randomToken(32): 43 base64url characters). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
/** Answers that count as given: uploaded or ready. */
const GIVEN = [QUESTION_RESPONSE_STATUS.Uploaded, QUESTION_RESPONSE_STATUS.Ready];

/** 'Candidate A' … 'Candidate Z', then 'Candidate AA', 'Candidate AB', … (spreadsheet columns). */
export function anonymousName(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return `Candidate ${letters}`;
}

export const shareUrl = (ctx: AppContext, token: string) => `${ctx.config.publicUrl}/share/${token}`;

// ---------------------------------------------------------------- the team's side

/**
 * POST /ReviewShare: a link to candidates of one job the user may review (404 when any is not;
 * 400 when they span jobs), valid for `expiresInDays`.
 */
export async function createShare(ctx: AppContext, actor: AuthContext, input: ReviewShareCreate): Promise<ReviewShareCreated> {
  const ids = [...new Set(input.campaignLineIds)];
  return ctx.db.transaction(async (tx) => {
    const lines = await tx
      .select({ id: campaignLines.pk_CampaignLine_ID, campaignId: campaignLines.fk_Campaign_ID })
      .from(campaignLines)
      .innerJoin(campaigns, eq(campaigns.pk_Campaign_ID, campaignLines.fk_Campaign_ID))
      .where(and(eq(campaignLines.fk_Enterprise_ID, actor.enterpriseId), inArray(campaignLines.pk_CampaignLine_ID, ids), visibleCampaignCondition(actor)));
    if (lines.length !== ids.length) throw notFound();
    const jobs = new Set(lines.map((l) => l.campaignId));
    if (jobs.size > 1) throw badRequest(MSG.validationFailed, { campaignLineIds: ['All candidates of a link must be from the same job.'] });

    const token = randomToken(32);
    const [share] = await tx
      .insert(reviewShares)
      .values({
        fk_Enterprise_ID: actor.enterpriseId,
        fk_Campaign_ID: lines[0].campaignId,
        fk_User_ID: actor.userId,
        tokenHash: sha256(token),
        ReviewShare_Label: input.label || null,
        ReviewShare_Anonymised: input.anonymised,
        ReviewShare_ExpiresAt: new Date(Date.now() + input.expiresInDays * DAY_MS).toISOString(),
      })
      .returning();
    await tx.insert(reviewShareCandidates).values(
      ids.map((lineId, position) => ({
        fk_Enterprise_ID: actor.enterpriseId,
        fk_ReviewShare_ID: share.pk_ReviewShare_ID,
        fk_CampaignLine_ID: lineId,
        ref: randomToken(12),
        position,
      })),
    );
    await auditShare(tx, actor, share, ids, 'created');
    return { pk_ReviewShare_ID: share.pk_ReviewShare_ID, url: shareUrl(ctx, token), expiresAt: share.ReviewShare_ExpiresAt };
  });
}

const perShare = (table: typeof reviewShareCandidates | typeof reviewShareRatings | typeof reviewShareVisits, extra?: SQL) =>
  sql<number>`(select count(*)::int from ${table} where ${table.fk_Enterprise_ID} = ${reviewShares.fk_Enterprise_ID} and ${table.fk_ReviewShare_ID} = ${reviewShares.pk_ReviewShare_ID}${extra ? sql` and ${extra}` : sql``})`;

/** Shares with their creator and counts (candidates, page views, guest ratings), newest first. */
async function shareRows(db: DbOrTx, enterpriseId: number, where: SQL | undefined): Promise<ReviewShareRow[]> {
  const rows = await db
    .select({
      share: reviewShares,
      creator: { id: users.pk_User_ID, User_FirstName: users.User_FirstName, User_LastName: users.User_LastName, User_Email: users.User_Email },
      candidateCount: perShare(reviewShareCandidates),
      visitCount: perShare(reviewShareVisits, sql`${reviewShareVisits.action} = 'view'`),
      ratingCount: perShare(reviewShareRatings),
    })
    .from(reviewShares)
    .leftJoin(users, and(eq(users.fk_Enterprise_ID, reviewShares.fk_Enterprise_ID), eq(users.pk_User_ID, reviewShares.fk_User_ID)))
    .where(and(eq(reviewShares.fk_Enterprise_ID, enterpriseId), where))
    .orderBy(desc(reviewShares.pk_ReviewShare_ID));
  return rows.map(({ share, creator, candidateCount, visitCount, ratingCount }) => ({
    pk_ReviewShare_ID: share.pk_ReviewShare_ID,
    label: share.ReviewShare_Label,
    anonymised: share.ReviewShare_Anonymised,
    expiresAt: share.ReviewShare_ExpiresAt,
    revokedAt: share.ReviewShare_RevokedAt,
    createdBy: creator ? { pk_User_ID: creator.id, name: displayName(creator) } : null,
    created: share.ReviewShare_DateOfCreation,
    candidateCount: Number(candidateCount),
    visitCount: Number(visitCount),
    ratingCount: Number(ratingCount),
  }));
}

/** GET /ReviewShare: the shares of a job, or those that include one candidate (either filter, or both). */
export async function listShares({ db }: Deps, actor: AuthContext, q: { campaignId?: number; campaignLineId?: number }): Promise<ReviewShareRow[]> {
  if (q.campaignId !== undefined) await loadReviewableCampaign(db, actor, q.campaignId);
  if (q.campaignLineId !== undefined) await loadReviewableLine(db, actor, q.campaignLineId);
  return shareRows(
    db,
    actor.enterpriseId,
    and(
      q.campaignId !== undefined ? eq(reviewShares.fk_Campaign_ID, q.campaignId) : undefined,
      q.campaignLineId !== undefined
        ? inArray(
            reviewShares.pk_ReviewShare_ID,
            db
              .select({ id: reviewShareCandidates.fk_ReviewShare_ID })
              .from(reviewShareCandidates)
              .where(and(eq(reviewShareCandidates.fk_Enterprise_ID, actor.enterpriseId), eq(reviewShareCandidates.fk_CampaignLine_ID, q.campaignLineId))),
          )
        : undefined,
    ),
  );
}

/** DELETE /ReviewShare/{id}: the link answers 404 from now on (revoking twice keeps the first time). */
export async function revokeShare({ db }: Deps, actor: AuthContext, id: number): Promise<ReviewShareRow> {
  const mine = and(eq(reviewShares.fk_Enterprise_ID, actor.enterpriseId), eq(reviewShares.pk_ReviewShare_ID, id));
  const [share] = await db.select().from(reviewShares).where(mine);
  if (!share) throw notFound();
  await loadReviewableCampaign(db, actor, share.fk_Campaign_ID);
  await db.transaction(async (tx) => {
    const revoked = await tx
      .update(reviewShares)
      .set({ ReviewShare_RevokedAt: sql`now()` })
      .where(and(mine, isNull(reviewShares.ReviewShare_RevokedAt)))
      .returning({ id: reviewShares.pk_ReviewShare_ID });
    if (!revoked.length) return;
    await auditShare(tx, actor, share, await shareLineIds(tx, share), 'revoked');
  });
  const [row] = await shareRows(db, actor.enterpriseId, eq(reviewShares.pk_ReviewShare_ID, id));
  return row;
}

/** GET /ReviewShare/Ratings: the guest ratings of a candidate, newest first, with the link they came through. */
export async function guestRatings({ db }: Deps, actor: AuthContext, campaignLineId: number): Promise<GuestRating[]> {
  await loadReviewableLine(db, actor, campaignLineId);
  return db
    .select({
      id: reviewShareRatings.id,
      pk_ReviewShare_ID: reviewShareRatings.fk_ReviewShare_ID,
      shareLabel: reviewShares.ReviewShare_Label,
      reviewerName: reviewShareRatings.reviewerName,
      rating: reviewShareRatings.rating,
      comment: reviewShareRatings.comment,
      created: reviewShareRatings.createdAt,
    })
    .from(reviewShareRatings)
    .innerJoin(
      reviewShares,
      and(eq(reviewShares.fk_Enterprise_ID, reviewShareRatings.fk_Enterprise_ID), eq(reviewShares.pk_ReviewShare_ID, reviewShareRatings.fk_ReviewShare_ID)),
    )
    .where(and(eq(reviewShareRatings.fk_Enterprise_ID, actor.enterpriseId), eq(reviewShareRatings.fk_CampaignLine_ID, campaignLineId)))
    .orderBy(desc(reviewShareRatings.id));
}

// ---------------------------------------------------------------- the guest's side

/** The share behind a token; 404 when unknown, revoked, expired, or its job deleted. */
export async function openShare({ db }: Deps, token: string): Promise<ShareRow> {
  if (!TOKEN_SHAPE.test(token)) throw notFound();
  const [row] = await db
    .select({ share: reviewShares })
    .from(reviewShares)
    .innerJoin(campaigns, and(eq(campaigns.fk_Enterprise_ID, reviewShares.fk_Enterprise_ID), eq(campaigns.pk_Campaign_ID, reviewShares.fk_Campaign_ID)))
    .where(
      and(
        eq(reviewShares.tokenHash, sha256(token)),
        isNull(reviewShares.ReviewShare_RevokedAt),
        gt(reviewShares.ReviewShare_ExpiresAt, sql`now()`),
        eq(campaigns.Campaign_Deleted, 0),
      ),
    );
  if (!row) throw notFound();
  return row.share;
}

export type VisitAction = 'view' | 'video' | 'resume' | 'rating';

export interface Client {
  ip: string;
  userAgent?: string;
}

/** Records a visit: when, what, the sha256 of the client address and the user agent. */
export async function recordVisit(
  { db }: Deps,
  share: ShareRow,
  { action, client, lineIds, detail }: { action: VisitAction; client: Client; lineIds?: number[]; detail?: string },
) {
  await auditVisit(db, share, { action, lineIds, detail });
  await db.insert(reviewShareVisits).values({
    fk_Enterprise_ID: share.fk_Enterprise_ID,
    fk_ReviewShare_ID: share.pk_ReviewShare_ID,
    action,
    ipHash: sha256(client.ip),
    userAgent: client.userAgent?.slice(0, 300) || null,
  });
}

/** The share's candidates in the order chosen, with their lines. */
async function sharedLines(db: DbOrTx, share: ShareRow) {
  return db
    .select({
      ref: reviewShareCandidates.ref,
      lineId: campaignLines.pk_CampaignLine_ID,
      firstName: campaignLines.CampaignLine_CandidateFirstName,
      lastName: campaignLines.CampaignLine_CandidateLastName,
      email: campaignLines.CampaignLine_CandidateEmail,
    })
    .from(reviewShareCandidates)
    .innerJoin(
      campaignLines,
      and(eq(campaignLines.fk_Enterprise_ID, reviewShareCandidates.fk_Enterprise_ID), eq(campaignLines.pk_CampaignLine_ID, reviewShareCandidates.fk_CampaignLine_ID)),
    )
    .where(and(eq(reviewShareCandidates.fk_Enterprise_ID, share.fk_Enterprise_ID), eq(reviewShareCandidates.fk_ReviewShare_ID, share.pk_ReviewShare_ID)))
    .orderBy(asc(reviewShareCandidates.position), asc(reviewShareCandidates.id));
}

/** The given answers of these lines: per line and question, the latest uploaded attempt. */
async function latestAnswers(db: DbOrTx, enterpriseId: number, lineIds: number[]) {
  if (lineIds.length === 0) return new Map<string, typeof questionResponses.$inferSelect>();
  const rows = await db
    .select()
    .from(questionResponses)
    .where(
      and(
        eq(questionResponses.fk_Enterprise_ID, enterpriseId),
        inArray(questionResponses.fk_CampaignLine_ID, lineIds),
        inArray(questionResponses.QuestionResponse_Status, GIVEN),
      ),
    )
    .orderBy(asc(questionResponses.QuestionResponse_Attempt));
  const latest = new Map<string, (typeof rows)[number]>();
  for (const r of rows) latest.set(`${r.fk_CampaignLine_ID}:${r.fk_Question_ID}`, r);
  return latest;
}

/**
 * A shared candidate's name as the guest sees it when the link is not anonymised: their name, or
 * their email address while they have given none (never a letter: that would read as anonymised).
 */
const sharedName = (l: { firstName: string | null; lastName: string | null; email: string }) =>
  `${l.firstName?.trim() ?? ''} ${l.lastName?.trim() ?? ''}`.trim() || l.email;

/**
 * GET /share/{token}: the job and the shared candidates with their answers (live questions in
 * order). Anonymised ('Hide name and resume'), and only then: 'Candidate A', … and no resume;
 * never an email address or a line id.
 */
export async function shareView(ctx: AppContext, share: ShareRow, token: string): Promise<ShareView> {
  const db = ctx.db;
  const job = await loadJob(db, share.fk_Enterprise_ID, share.fk_Campaign_ID);
  const [branding, lines, qs] = await Promise.all([brandingOf(db, job, ctx.config.publicUrl), sharedLines(db, share), liveQuestions(db, job)]);
  const lineIds = lines.map((l) => l.lineId);
  const answers = await latestAnswers(db, share.fk_Enterprise_ID, lineIds);
  const withResume = new Set<number>();
  if (!share.ReviewShare_Anonymised && lineIds.length) {
    const resumes = await db
      .selectDistinct({ lineId: candidateResumes.fk_CampaignLine_ID })
      .from(candidateResumes)
      .where(and(eq(candidateResumes.fk_Enterprise_ID, share.fk_Enterprise_ID), inArray(candidateResumes.fk_CampaignLine_ID, lineIds)));
    for (const r of resumes) withResume.add(r.lineId);
  }
  const base = `/api/share/${token}`;
  return {
    jobTitle: job.Campaign_Job_Title.trim() || job.Campaign_Name,
    employerName: branding.name,
    employer: branding,
    anonymised: share.ReviewShare_Anonymised,
    expiresAt: share.ReviewShare_ExpiresAt,
    candidates: lines.map((l, i) => ({
      ref: l.ref,
      displayName: share.ReviewShare_Anonymised ? anonymousName(i) : sharedName(l),
      resumeUrl: withResume.has(l.lineId) ? `${base}/resume/${l.ref}` : null,
      answers: qs.flatMap((q) => {
        const a = answers.get(`${l.lineId}:${q.pk_Question_ID}`);
        if (!a) return [];
        const id = a.pk_QuestionResponse_ID;
        return [
          {
            responseId: id,
            questionText: questionText(q),
            videoUrl: `${base}/answers/${id}/video`,
            posterUrl: a.posterKey ? `${base}/answers/${id}/poster` : null,
            durationMs: a.QuestionResponse_DurationMs,
          },
        ];
      }),
    })),
  };
}

/**
 * A shared answer: only the latest given attempt of a shared candidate (what the share's page
 * shows); else 404. Its video, poster, transcript and captions are reachable through the link.
 */
export async function sharedAnswer(db: DbOrTx, share: ShareRow, responseId: number): Promise<typeof questionResponses.$inferSelect> {
  const [answer] = await db
    .select({ response: questionResponses })
    .from(questionResponses)
    .innerJoin(
      reviewShareCandidates,
      and(
        eq(reviewShareCandidates.fk_Enterprise_ID, questionResponses.fk_Enterprise_ID),
        eq(reviewShareCandidates.fk_CampaignLine_ID, questionResponses.fk_CampaignLine_ID),
        eq(reviewShareCandidates.fk_ReviewShare_ID, share.pk_ReviewShare_ID),
      ),
    )
    .where(
      and(
        eq(questionResponses.fk_Enterprise_ID, share.fk_Enterprise_ID),
        eq(questionResponses.pk_QuestionResponse_ID, responseId),
        inArray(questionResponses.QuestionResponse_Status, GIVEN),
      ),
    );
  if (!answer) throw notFound();
  const r = answer.response;
  const latest = (await latestAnswers(db, share.fk_Enterprise_ID, [r.fk_CampaignLine_ID])).get(`${r.fk_CampaignLine_ID}:${r.fk_Question_ID}`);
  if (latest?.pk_QuestionResponse_ID !== r.pk_QuestionResponse_ID) throw notFound();
  return r;
}

/** The store key of a shared answer's video or poster (sharedAnswer's rule), with its candidate; else 404. */
export async function sharedAnswerMedia({ db }: Deps, share: ShareRow, { responseId, kind }: { responseId: number; kind: 'video' | 'poster' }) {
  const r = await sharedAnswer(db, share, responseId);
  const key = kind === 'video' ? (r.mp4Key ?? r.originalKey) : r.posterKey;
  if (!key) throw notFound();
  return { key, lineId: r.fk_CampaignLine_ID };
}

/**
 * A shared answer's transcript (issue 15), anonymised link or not: it is what the guest hears in
 * the video. Status 'none' while there is none.
 */
export async function shareTranscript({ db }: Deps, share: ShareRow, responseId: number): Promise<Transcript> {
  await sharedAnswer(db, share, responseId);
  return presentTranscript(responseId, await transcriptOf(db, share.fk_Enterprise_ID, responseId));
}

/** A shared answer's captions (WebVTT); 404 until its transcript is ready. */
export async function shareCaptions({ db }: Deps, share: ShareRow, responseId: number): Promise<string> {
  await sharedAnswer(db, share, responseId);
  return captionsOf(await transcriptOf(db, share.fk_Enterprise_ID, responseId));
}

/** A shared candidate by the share's reference; 404 when the share has no such reference. */
async function sharedLine(db: DbOrTx, share: ShareRow, ref: string) {
  const [row] = await db
    .select({ lineId: reviewShareCandidates.fk_CampaignLine_ID })
    .from(reviewShareCandidates)
    .where(
      and(
        eq(reviewShareCandidates.fk_Enterprise_ID, share.fk_Enterprise_ID),
        eq(reviewShareCandidates.fk_ReviewShare_ID, share.pk_ReviewShare_ID),
        eq(reviewShareCandidates.ref, ref),
      ),
    );
  if (!row) throw notFound();
  return row.lineId;
}

/** The latest resume of a shared candidate; 404 on an anonymised share or when there is none. */
export async function shareResume({ db }: Deps, share: ShareRow, ref: string) {
  if (share.ReviewShare_Anonymised) throw notFound();
  const lineId = await sharedLine(db, share, ref);
  const [resume] = await db
    .select()
    .from(candidateResumes)
    .where(and(eq(candidateResumes.fk_Enterprise_ID, share.fk_Enterprise_ID), eq(candidateResumes.fk_CampaignLine_ID, lineId)))
    .orderBy(desc(candidateResumes.pk_CandidateResume_ID))
    .limit(1);
  if (!resume) throw notFound();
  return resume;
}

/** POST /share/{token}/ratings: a guest's rating (and comment) of a shared candidate, kept with the share and recorded as a visit. */
export async function addGuestRating({ db }: Deps, share: ShareRow, { rating: input, client }: { rating: GuestRatingInput; client: Client }): Promise<GuestRatingSaved> {
  return db.transaction(async (tx) => {
    const lineId = await sharedLine(tx, share, input.ref);
    const [row] = await tx
      .insert(reviewShareRatings)
      .values({
        fk_Enterprise_ID: share.fk_Enterprise_ID,
        fk_ReviewShare_ID: share.pk_ReviewShare_ID,
        fk_CampaignLine_ID: lineId,
        reviewerName: input.reviewerName,
        rating: input.rating,
        comment: input.comment || null,
      })
      .returning();
    await recordVisit({ db: tx }, share, { action: 'rating', client, lineIds: [lineId], detail: `guest rating: ${row.rating}/5` });
    return { ref: input.ref, reviewerName: row.reviewerName, rating: row.rating, comment: row.comment, created: row.createdAt };
  });
}
