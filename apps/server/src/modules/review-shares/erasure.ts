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
  await db.delete(reviewShareRatings).where(and(eq(reviewShareRatings.fk_Enterprise_ID, enterpriseId), eq(reviewShareRatings.fk_CampaignLine_ID, lineId)));
  const shared = await db
    .delete(reviewShareCandidates)
    .where(and(eq(reviewShareCandidates.fk_Enterprise_ID, enterpriseId), eq(reviewShareCandidates.fk_CampaignLine_ID, lineId)))
    .returning({ share: reviewShareCandidates.fk_ReviewShare_ID });
  await revokeEmptyShares(db, enterpriseId, [...new Set(shared.map((s) => s.share))]);
}

/** A share left without candidates is revoked: its link answers 404 like the candidates it showed. */
async function revokeEmptyShares(db: DbOrTx, enterpriseId: number, shareIds: number[]) {
  if (shareIds.length === 0) return;
  await db
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
