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
      enterpriseId: stripePayments.enterpriseId,
      enterpriseName: enterprises.name,
      packageName: packages.name,
      expiresAt: stripePayments.expiryDate,
    })
    .from(stripePayments)
    .innerJoin(packages, eq(packages.id, stripePayments.packageId))
    .innerJoin(enterprises, eq(enterprises.id, stripePayments.enterpriseId))
    .leftJoin(billingAccounts, eq(billingAccounts.enterpriseId, stripePayments.enterpriseId))
    .where(
      and(
        eq(stripePayments.status, STRIPE_PAYMENT_STATUS.Active),
        isNotNull(stripePayments.expiryDate),
        lte(stripePayments.expiryDate, horizon),
        or(
          and(
            gt(stripePayments.expiryDate, at),
            ne(stripePayments.source, 'stripe'),
            sql`${billingAccounts.expiryWarnedFor} is distinct from ${stripePayments.expiryDate}`,
          ),
          and(
            lte(stripePayments.expiryDate, at),
            sql`${billingAccounts.expiredNotifiedFor} is distinct from ${stripePayments.expiryDate}`,
          ),
        ),
      ),
    )
    .orderBy(desc(stripePayments.id));

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
    .select({ expiresAt: stripePayments.expiryDate })
    .from(stripePayments)
    .where(and(eq(stripePayments.enterpriseId, enterpriseId), eq(stripePayments.status, STRIPE_PAYMENT_STATUS.Active)))
    .orderBy(desc(stripePayments.id))
    .limit(1);
  return newest?.expiresAt === expiresAt;
}

/** Marks the notice sent for this expiry date and queues it, in one transaction; false when already sent. */
async function notifyOnce(ctx: Deps<'config'>, d: Due, ended: boolean): Promise<boolean> {
  return withTransaction(ctx, async ({ db: tx }) => {
    const [owner] = await tx
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.enterpriseId, d.enterpriseId), eq(users.accessLevel, ACCESS_LEVEL.Owner)))
      .orderBy(asc(users.id))
      .limit(1);
    if (!owner) return false;
    await tx.insert(billingAccounts).values({ enterpriseId: d.enterpriseId }).onConflictDoNothing();
    const column = ended ? billingAccounts.expiredNotifiedFor : billingAccounts.expiryWarnedFor;
    const [marked] = await tx
      .update(billingAccounts)
      .set(ended ? { expiredNotifiedFor: d.expiresAt } : { expiryWarnedFor: d.expiresAt })
      .where(and(eq(billingAccounts.enterpriseId, d.enterpriseId), sql`${column} is distinct from ${d.expiresAt}::timestamptz`))
      .returning({ id: billingAccounts.enterpriseId });
    if (!marked) return false;
    const base = { enterpriseName: d.enterpriseName, packageName: d.packageName, url: `${ctx.config.publicUrl}/packages` };
    const mail = ended ? packageExpiredMail({ ...base, expiredAt: d.expiresAt }) : packageExpiringMail({ ...base, expiresAt: d.expiresAt });
    await enqueueMail(tx, { ...mail, to: owner.email, enterpriseId: d.enterpriseId });
    return true;
  });
}
