import { and, asc, desc, eq, gt, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import { ACCESS_LEVEL, STRIPE_PAYMENT_STATUS } from '@candid/shared';
import type { Deps } from '../../context';
import type { DbOrTx } from '../../db/client';
import { billingAccounts, enterprises, packages, stripePayments, users } from '../../db/schema/index';
import { withTransaction } from '../../db/transaction';
import { enqueueMail } from '../../platform/mail/outbox';
import { packageExpiredMail, packageExpiringMail } from './mails';
import { definePeriodicJob } from '../../platform/queue/define';

/** Owners told once that their package ends soon, and once that it has ended: hourly. */
export const packageExpiryScanJob = definePeriodicJob({ name: 'billing.expiry-scan', every: 60 * 60_000, run: (deps: Deps<'config' | 'mail'>) => scanPackageExpiry(deps) });
const DAY_MS = 86_400_000;

/** An enterprise's package in force that ends soon or has ended, with what its emails show. */
interface Due {
  enterpriseId: number;
  enterpriseName: string;
  packageName: string;
  expiresAt: string;
}

/**
 * One expiry scan (docs/api-billing.md "Offline billing and limits"): the owner of each
 * enterprise whose package in force ends within PACKAGE_EXPIRY_NOTICE_DAYS is emailed once
 * (packageExpiringMail), and once more when it has ended (packageExpiredMail), once per expiry
 * date: a new date (a renewal, an operator's assignment) may be told again. A Stripe
 * subscription renews itself, so only its end is told, not its approach. The email is queued
 * in the transaction of the UPDATE … WHERE … RETURNING that marks it sent in billing_accounts,
 * so two scans at once (two replicas) send it once. Answers how many of each were sent.
 */
export async function scanPackageExpiry(ctx: Deps<'config' | 'mail'>, now = new Date()): Promise<{ warned: number; expired: number }> {
  const at = now.toISOString();
  const horizon = new Date(now.getTime() + ctx.config.packageExpiryNoticeDays * DAY_MS).toISOString();
  const candidates = await ctx.db
    .select({
      enterpriseId: stripePayments.fk_Enterprise_ID,
      enterpriseName: enterprises.Enterprise_Name,
      packageName: packages.Package_Name,
      expiresAt: stripePayments.StripePayment_ExpiryDate,
    })
    .from(stripePayments)
    .innerJoin(packages, eq(packages.pk_Package_ID, stripePayments.fk_Package_ID))
    .innerJoin(enterprises, eq(enterprises.pk_Enterprise_ID, stripePayments.fk_Enterprise_ID))
    .leftJoin(billingAccounts, eq(billingAccounts.fk_Enterprise_ID, stripePayments.fk_Enterprise_ID))
    .where(
      and(
        eq(stripePayments.StripePayment_Status, STRIPE_PAYMENT_STATUS.Active),
        isNotNull(stripePayments.StripePayment_ExpiryDate),
        lte(stripePayments.StripePayment_ExpiryDate, horizon),
        or(
          and(
            gt(stripePayments.StripePayment_ExpiryDate, at),
            ne(stripePayments.StripePayment_Source, 'stripe'),
            sql`${billingAccounts.expiryWarnedFor} is distinct from ${stripePayments.StripePayment_ExpiryDate}`,
          ),
          and(
            lte(stripePayments.StripePayment_ExpiryDate, at),
            sql`${billingAccounts.expiredNotifiedFor} is distinct from ${stripePayments.StripePayment_ExpiryDate}`,
          ),
        ),
      ),
    )
    .orderBy(desc(stripePayments.pk_StripePayment_ID));

  // The package in force is an enterprise's newest Active entry (plan.ts planOf).
  const seen = new Set<number>();
  const due: Due[] = [];
  for (const c of candidates) {
    if (seen.has(c.enterpriseId) || !c.expiresAt) continue;
    seen.add(c.enterpriseId);
    if (await isInForce(ctx.db, c.enterpriseId, c.expiresAt)) due.push({ ...c, expiresAt: c.expiresAt });
  }

  let warned = 0;
  let expired = 0;
  for (const d of due) {
    const ended = new Date(d.expiresAt).getTime() <= now.getTime();
    if (await notifyOnce(ctx, d, ended)) {
      if (ended) expired++;
      else warned++;
    }
  }
  if (warned + expired) ctx.mail.wake();
  return { warned, expired };
}

/** Whether this expiry is that of the enterprise's newest Active entry (not an older one left Active). */
async function isInForce(db: DbOrTx, enterpriseId: number, expiresAt: string) {
  const [newest] = await db
    .select({ expiresAt: stripePayments.StripePayment_ExpiryDate })
    .from(stripePayments)
    .where(and(eq(stripePayments.fk_Enterprise_ID, enterpriseId), eq(stripePayments.StripePayment_Status, STRIPE_PAYMENT_STATUS.Active)))
    .orderBy(desc(stripePayments.pk_StripePayment_ID))
    .limit(1);
  return newest?.expiresAt === expiresAt;
}

/** Marks the notice sent for this expiry date and queues it, in one transaction; false when already sent. */
async function notifyOnce(ctx: Deps<'config'>, d: Due, ended: boolean): Promise<boolean> {
  return withTransaction(ctx, async ({ db: tx }) => {
    const [owner] = await tx
      .select({ email: users.User_Email })
      .from(users)
      .where(and(eq(users.fk_Enterprise_ID, d.enterpriseId), eq(users.User_AccessLevel, ACCESS_LEVEL.Owner)))
      .orderBy(asc(users.pk_User_ID))
      .limit(1);
    if (!owner) return false;
    await tx.insert(billingAccounts).values({ fk_Enterprise_ID: d.enterpriseId }).onConflictDoNothing();
    const column = ended ? billingAccounts.expiredNotifiedFor : billingAccounts.expiryWarnedFor;
    const [marked] = await tx
      .update(billingAccounts)
      .set(ended ? { expiredNotifiedFor: d.expiresAt } : { expiryWarnedFor: d.expiresAt })
      .where(and(eq(billingAccounts.fk_Enterprise_ID, d.enterpriseId), sql`${column} is distinct from ${d.expiresAt}::timestamptz`))
      .returning({ id: billingAccounts.fk_Enterprise_ID });
    if (!marked) return false;
    const base = { enterpriseName: d.enterpriseName, packageName: d.packageName, url: `${ctx.config.publicUrl}/packages` };
    const mail = ended ? packageExpiredMail({ ...base, expiredAt: d.expiresAt }) : packageExpiringMail({ ...base, expiresAt: d.expiresAt });
    await enqueueMail(tx, { ...mail, to: owner.email, enterpriseId: d.enterpriseId });
    return true;
  });
}
