import { and, asc, eq } from 'drizzle-orm';
import { ACCESS_LEVEL, MSG } from '@candid/shared';
import { billingAccounts, enterprises, packages, users } from '../../db/schema/index';
import { HttpError } from '../../http/errors';
import type { Payments } from '../../platform/payments/stripe';
import type { Deps } from '../../context';

/** An enterprise's link to Stripe (db/schema/billing.ts billingAccounts). */
export type BillingAccount = typeof billingAccounts.$inferSelect;

/** The configured payments adapter, or 409 MSG.billingOffline. */
export function requirePayments(payments: Payments | null): Payments {
  if (!payments) throw new HttpError(409, MSG.billingOffline);
  return payments;
}

export async function accountOf({ db }: Deps, enterpriseId: number): Promise<BillingAccount | null> {
  const [row] = await db.select().from(billingAccounts).where(eq(billingAccounts.enterpriseId, enterpriseId));
  return row ?? null;
}

/** The enterprise's account row, created empty when missing, locked for the rest of the transaction. */
export async function lockAccount({ db: tx }: Deps, enterpriseId: number): Promise<BillingAccount> {
  await tx.insert(billingAccounts).values({ enterpriseId }).onConflictDoNothing();
  const [row] = await tx.select().from(billingAccounts).where(eq(billingAccounts.enterpriseId, enterpriseId)).for('update');
  return row;
}

export async function updateAccount({ db: tx }: Deps, enterpriseId: number, values: Partial<Omit<BillingAccount, 'enterpriseId' | 'createdAt'>>) {
  await tx
    .update(billingAccounts)
    .set({ ...values, updatedAt: new Date().toISOString() })
    .where(eq(billingAccounts.enterpriseId, enterpriseId));
}

/** The enterprise's name and its owner (who pays and gets the billing emails); null when there is none. */
export async function ownerOf({ db }: Deps, enterpriseId: number) {
  const [row] = await db
    .select({ userId: users.id, email: users.email, enterpriseName: enterprises.name })
    .from(users)
    .innerJoin(enterprises, eq(enterprises.id, users.enterpriseId))
    .where(and(eq(users.enterpriseId, enterpriseId), eq(users.accessLevel, ACCESS_LEVEL.Owner)))
    .orderBy(asc(users.id))
    .limit(1);
  return row ?? null;
}

/** The downgrade waiting for the period's end, as the plan summary shows it. */
export async function pendingChangeOf({ db }: Deps, enterpriseId: number) {
  const [row] = await db
    .select({ packageId: packages.id, packageName: packages.name, effectiveAt: billingAccounts.pendingEffectiveAt })
    .from(billingAccounts)
    .innerJoin(packages, eq(packages.id, billingAccounts.pendingPackageId))
    .where(eq(billingAccounts.enterpriseId, enterpriseId));
  return row?.effectiveAt ? { packageId: row.packageId, packageName: row.packageName, effectiveAt: new Date(row.effectiveAt).toISOString() } : null;
}
