import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  MSG,
  type GuestRating,
  type ReviewShareCreate,
  type ReviewShareCreated,
  type ReviewShareRow,
} from '@candid/shared';
import type { Deps } from '../../context';
import type { AuthContext } from '../../actors';
import type { DbOrTx } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import {
  campaignLines,
  campaigns,
  reviewShareCandidates,
  reviewShareRatings,
  reviewShareVisits,
  reviewShares,
  users,
} from '../../db/schema/index';
import { badRequest, notFound } from '../../http/errors';
import { auditShare, shareLineIds } from './audit';
import { randomToken, sha256 } from '../../platform/crypto';
import { loadReviewableCampaign, loadReviewableLine } from '../campaigns/review-scope';
import { visibleJobs } from '../campaigns/policy';
import { displayName } from '../notifications/service';

/*
 * Share for review without an account (docs/api-review.md): an expiring, revocable link to some
 * candidates of one job, optionally anonymised. Only the sha256 of the link's token is stored;
 * candidates appear under opaque per-share references; every visit and rating is recorded.
 */

export type ShareRow = typeof reviewShares.$inferSelect;
const DAY_MS = 24 * 60 * 60 * 1000;
export const shareUrl = (ctx: Deps<'config'>, token: string) => `${ctx.config.publicUrl}/share/${token}`;

// ---------------------------------------------------------------- the team's side

/**
 * POST /ReviewShare: a link to candidates of one job the user may review (404 when any is not;
 * 400 when they span jobs), valid for `expiresInDays`.
 */
export async function createShare(ctx: Deps<'config'>, actor: AuthContext, input: ReviewShareCreate): Promise<ReviewShareCreated> {
  const ids = [...new Set(input.campaignLineIds)];
  return withTransaction(ctx, async (txDeps) => {
    const { db: tx } = txDeps;
    const lines = await tx
      .select({ id: campaignLines.pk_CampaignLine_ID, campaignId: campaignLines.fk_Campaign_ID })
      .from(campaignLines)
      .innerJoin(campaigns, eq(campaigns.pk_Campaign_ID, campaignLines.fk_Campaign_ID))
      .where(and(eq(campaignLines.fk_Enterprise_ID, actor.enterpriseId), inArray(campaignLines.pk_CampaignLine_ID, ids), visibleJobs(actor)));
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
    await auditShare(txDeps, actor, share, ids, 'created');
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
export async function listShares(deps: Deps, actor: AuthContext, q: { campaignId?: number; campaignLineId?: number }): Promise<ReviewShareRow[]> {
  const { db } = deps;
  if (q.campaignId !== undefined) await loadReviewableCampaign(deps, actor, q.campaignId);
  if (q.campaignLineId !== undefined) await loadReviewableLine(deps, actor, q.campaignLineId);
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
export async function revokeShare(deps: Deps, actor: AuthContext, id: number): Promise<ReviewShareRow> {
  const { db } = deps;
  const mine = and(eq(reviewShares.fk_Enterprise_ID, actor.enterpriseId), eq(reviewShares.pk_ReviewShare_ID, id));
  const [share] = await db.select().from(reviewShares).where(mine);
  if (!share) throw notFound();
  await loadReviewableCampaign(deps, actor, share.fk_Campaign_ID);
  await withTransaction(deps, async (txDeps) => {
    const { db: tx } = txDeps;
    const revoked = await tx
      .update(reviewShares)
      .set({ ReviewShare_RevokedAt: sql`now()` })
      .where(and(mine, isNull(reviewShares.ReviewShare_RevokedAt)))
      .returning({ id: reviewShares.pk_ReviewShare_ID });
    if (!revoked.length) return;
    await auditShare(txDeps, actor, share, await shareLineIds(txDeps, share), 'revoked');
  });
  const [row] = await shareRows(db, actor.enterpriseId, eq(reviewShares.pk_ReviewShare_ID, id));
  return row;
}

/** GET /ReviewShare/Ratings: the guest ratings of a candidate, newest first, with the link they came through. */
export async function guestRatings(deps: Deps, actor: AuthContext, campaignLineId: number): Promise<GuestRating[]> {
  const { db } = deps;
  await loadReviewableLine(deps, actor, campaignLineId);
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
