import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Deps } from '../../context';
import type { DbOrTx } from '../../db/client';
import { reviewShareCandidates, reviewShareRatings, reviewShares } from '../../db/schema/index';

/**
 * Review shares' part of erasing a candidate (modules/lifecycle/erase.ts): the guests' ratings of
 * them and their entries in shares; a share left without candidates is revoked. Joins the
 * caller's transaction.
 */
export async function eraseSharesOfLine({ db }: Deps, { enterpriseId, lineId }: { enterpriseId: number; lineId: number }): Promise<void> {
  await db.delete(reviewShareRatings).where(and(eq(reviewShareRatings.enterpriseId, enterpriseId), eq(reviewShareRatings.campaignLineId, lineId)));
  const shared = await db
    .delete(reviewShareCandidates)
    .where(and(eq(reviewShareCandidates.enterpriseId, enterpriseId), eq(reviewShareCandidates.campaignLineId, lineId)))
    .returning({ share: reviewShareCandidates.reviewShareId });
  await revokeEmptyShares(db, enterpriseId, [...new Set(shared.map((s) => s.share))]);
}

/** A share left without candidates is revoked: its link answers 404 like the candidates it showed. */
async function revokeEmptyShares(db: DbOrTx, enterpriseId: number, shareIds: number[]) {
  if (shareIds.length === 0) return;
  await db
    .update(reviewShares)
    .set({ revokedAt: sql`coalesce(${reviewShares.revokedAt}, now())` })
    .where(
      and(
        eq(reviewShares.enterpriseId, enterpriseId),
        inArray(reviewShares.id, shareIds),
        sql`not exists (select 1 from ${reviewShareCandidates} where ${reviewShareCandidates.enterpriseId} = ${enterpriseId} and ${reviewShareCandidates.reviewShareId} = ${reviewShares.id})`,
      ),
    );
}
