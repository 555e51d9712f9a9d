import { and, desc, eq } from 'drizzle-orm';
import { STRIPE_PAYMENT_STATUS } from '@candid/shared';
import { stripePayments } from '../../db/schema/index';
import type { Deps } from '../../context';

/*
 * The payments-history entries a Stripe subscription writes: the Active entry (the package in
 * force, plan.ts planOf) is the last paid invoice's; subscription changes move its package or
 * its expiry.
 */

export type HistoryEntry = typeof stripePayments.$inferSelect;

/** How long a paid period's package outlives the period's end: Stripe's renewal may be a little late. */
export const GRACE_MS = 3 * 24 * 60 * 60_000;

/** The enterprise's Active entry that came from Stripe, or null (none, or the operator's). */
export async function activeStripeEntry({ db: tx }: Deps, enterpriseId: number): Promise<HistoryEntry | null> {
  const [row] = await tx
    .select()
    .from(stripePayments)
    .where(and(eq(stripePayments.enterpriseId, enterpriseId), eq(stripePayments.status, STRIPE_PAYMENT_STATUS.Active)))
    .orderBy(desc(stripePayments.id))
    .limit(1);
  return row?.source === 'stripe' ? row : null;
}

/** Changes the Active Stripe entry (its package or expiry); no entry: nothing to change. */
export async function updateActiveEntry(
  deps: Deps,
  enterpriseId: number,
  values: Partial<Pick<HistoryEntry, 'packageId' | 'expiryDate' | 'subscriptionId' | 'subscriptionItemId'>>,
): Promise<HistoryEntry | null> {
  const entry = await activeStripeEntry(deps, enterpriseId);
  if (!entry) return null;
  const [row] = await deps.db
    .update(stripePayments)
    .set({ ...values, updatedAt: new Date().toISOString() })
    .where(and(eq(stripePayments.enterpriseId, enterpriseId), eq(stripePayments.id, entry.id)))
    .returning();
  return row;
}

/** Ends every Active entry of the enterprise (a new period's entry takes over). */
export async function endActiveEntries({ db: tx }: Deps, enterpriseId: number) {
  await tx
    .update(stripePayments)
    .set({ status: STRIPE_PAYMENT_STATUS.Ended, updatedAt: new Date().toISOString() })
    .where(and(eq(stripePayments.enterpriseId, enterpriseId), eq(stripePayments.status, STRIPE_PAYMENT_STATUS.Active)));
}
