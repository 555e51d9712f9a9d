import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { MSG, type ReviewShareCreate } from '@candid/shared';
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

/** A link just made: its id and URL (shown this once) and when it expires. */
export interface CreatedShare {
  id: number;
  url: string;
  expiresAt: string;
}

/** A share as the team lists it: its creator and how many candidates, page views and guest ratings it has. */
export interface ShareSummary {
  id: number;
  label: string | null;
  anonymised: boolean;
  expiresAt: string;
  revokedAt: string | null;
  /** The member who created it (their user id and name). */
  createdBy: { id: number; name: string } | null;
  created: string;
  candidateCount: number;
  visitCount: number;
  ratingCount: number;
}

/** A guest's rating of a candidate, with the link it came through. */
export interface GuestRatingEntry {
  id: number;
  reviewShareId: number;
  shareLabel: string | null;
  reviewerName: string;
  rating: number;
  comment: string | null;
  created: string;
}
const DAY_MS = 24 * 60 * 60 * 1000;
export const shareUrl = (ctx: Deps<'config'>, token: string) => `${ctx.config.publicUrl}/share/${token}`;

// ---------------------------------------------------------------- the team's side

/**
 * POST /ReviewShare: a link to candidates of one job the user may review (404 when any is not;
 * 400 when they span jobs), valid for `expiresInDays`.
 */
export async function createShare(ctx: Deps<'config'>, actor: AuthContext, input: ReviewShareCreate): Promise<CreatedShare> {
  const ids = [...new Set(input.campaignLineIds)];
  return withTransaction(ctx, async (txDeps) => {
    const { db: tx } = txDeps;
    const lines = await tx
      .select({ id: campaignLines.id, campaignId: campaignLines.campaignId })
      .from(campaignLines)
      .innerJoin(campaigns, eq(campaigns.id, campaignLines.campaignId))
      .where(and(eq(campaignLines.enterpriseId, actor.enterpriseId), inArray(campaignLines.id, ids), visibleJobs(actor)));
    if (lines.length !== ids.length) throw notFound();
    const jobs = new Set(lines.map((l) => l.campaignId));
    if (jobs.size > 1) throw badRequest(MSG.validationFailed, { campaignLineIds: ['All candidates of a link must be from the same job.'] });

    const token = randomToken(32);
    const [share] = await tx
      .insert(reviewShares)
      .values({
        enterpriseId: actor.enterpriseId,
        campaignId: lines[0].campaignId,
        userId: actor.userId,
        tokenHash: sha256(token),
        label: input.label || null,
        anonymised: input.anonymised,
        expiresAt: new Date(Date.now() + input.expiresInDays * DAY_MS).toISOString(),
      })
      .returning();
    await tx.insert(reviewShareCandidates).values(
      ids.map((lineId, position) => ({
        enterpriseId: actor.enterpriseId,
        reviewShareId: share.id,
        campaignLineId: lineId,
        ref: randomToken(12),
        position,
      })),
    );
    await auditShare(txDeps, actor, share, ids, 'created');
    return { id: share.id, url: shareUrl(ctx, token), expiresAt: share.expiresAt };
  });
}

const perShare = (table: typeof reviewShareCandidates | typeof reviewShareRatings | typeof reviewShareVisits, extra?: SQL) =>
  sql<number>`(select count(*)::int from ${table} where ${table.enterpriseId} = ${reviewShares.enterpriseId} and ${table.reviewShareId} = ${reviewShares.id}${extra ? sql` and ${extra}` : sql``})`;

/** Shares with their creator and counts (candidates, page views, guest ratings), newest first. */
async function shareRows(db: DbOrTx, enterpriseId: number, where: SQL | undefined): Promise<ShareSummary[]> {
  const rows = await db
    .select({
      share: reviewShares,
      creator: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
      candidateCount: perShare(reviewShareCandidates),
      visitCount: perShare(reviewShareVisits, sql`${reviewShareVisits.action} = 'view'`),
      ratingCount: perShare(reviewShareRatings),
    })
    .from(reviewShares)
    .leftJoin(users, and(eq(users.enterpriseId, reviewShares.enterpriseId), eq(users.id, reviewShares.userId)))
    .where(and(eq(reviewShares.enterpriseId, enterpriseId), where))
    .orderBy(desc(reviewShares.id));
  return rows.map(({ share, creator, candidateCount, visitCount, ratingCount }) => ({
    id: share.id,
    label: share.label,
    anonymised: share.anonymised,
    expiresAt: share.expiresAt,
    revokedAt: share.revokedAt,
    createdBy: creator ? { id: creator.id, name: displayName(creator) } : null,
    created: share.createdAt,
    candidateCount: Number(candidateCount),
    visitCount: Number(visitCount),
    ratingCount: Number(ratingCount),
  }));
}

/** GET /ReviewShare: the shares of a job, or those that include one candidate (either filter, or both). */
export async function listShares(deps: Deps, actor: AuthContext, q: { campaignId?: number; campaignLineId?: number }): Promise<ShareSummary[]> {
  const { db } = deps;
  if (q.campaignId !== undefined) await loadReviewableCampaign(deps, actor, q.campaignId);
  if (q.campaignLineId !== undefined) await loadReviewableLine(deps, actor, q.campaignLineId);
  return shareRows(
    db,
    actor.enterpriseId,
    and(
      q.campaignId !== undefined ? eq(reviewShares.campaignId, q.campaignId) : undefined,
      q.campaignLineId !== undefined
        ? inArray(
            reviewShares.id,
            db
              .select({ id: reviewShareCandidates.reviewShareId })
              .from(reviewShareCandidates)
              .where(and(eq(reviewShareCandidates.enterpriseId, actor.enterpriseId), eq(reviewShareCandidates.campaignLineId, q.campaignLineId))),
          )
        : undefined,
    ),
  );
}

/** DELETE /ReviewShare/{id}: the link answers 404 from now on (revoking twice keeps the first time). */
export async function revokeShare(deps: Deps, actor: AuthContext, id: number): Promise<ShareSummary> {
  const { db } = deps;
  const mine = and(eq(reviewShares.enterpriseId, actor.enterpriseId), eq(reviewShares.id, id));
  const [share] = await db.select().from(reviewShares).where(mine);
  if (!share) throw notFound();
  await loadReviewableCampaign(deps, actor, share.campaignId);
  await withTransaction(deps, async (txDeps) => {
    const { db: tx } = txDeps;
    const revoked = await tx
      .update(reviewShares)
      .set({ revokedAt: sql`now()` })
      .where(and(mine, isNull(reviewShares.revokedAt)))
      .returning({ id: reviewShares.id });
    if (!revoked.length) return;
    await auditShare(txDeps, actor, share, await shareLineIds(txDeps, share), 'revoked');
  });
  const [row] = await shareRows(db, actor.enterpriseId, eq(reviewShares.id, id));
  return row;
}

/** GET /ReviewShare/Ratings: the guest ratings of a candidate, newest first, with the link they came through. */
export async function guestRatings(deps: Deps, actor: AuthContext, campaignLineId: number): Promise<GuestRatingEntry[]> {
  const { db } = deps;
  await loadReviewableLine(deps, actor, campaignLineId);
  return db
    .select({
      id: reviewShareRatings.id,
      reviewShareId: reviewShareRatings.reviewShareId,
      shareLabel: reviewShares.label,
      reviewerName: reviewShareRatings.reviewerName,
      rating: reviewShareRatings.rating,
      comment: reviewShareRatings.comment,
      created: reviewShareRatings.createdAt,
    })
    .from(reviewShareRatings)
    .innerJoin(
      reviewShares,
      and(eq(reviewShares.enterpriseId, reviewShareRatings.enterpriseId), eq(reviewShares.id, reviewShareRatings.reviewShareId)),
    )
    .where(and(eq(reviewShareRatings.enterpriseId, actor.enterpriseId), eq(reviewShareRatings.campaignLineId, campaignLineId)))
    .orderBy(desc(reviewShareRatings.id));
}
