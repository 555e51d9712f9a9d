import { and, asc, eq, sql } from 'drizzle-orm';
import {
  ACCESS_LEVEL,
  MSG,
  STRIPE_PAYMENT_STATUS,
  operatorAssignSchema,
  type OperatorAssignInput,
  type OperatorEnterprise,
  type StripePayment,
} from '@candid/shared';
import type { DbOrTx } from '../../db/client';
import { billingAccounts, enterprises, packages, stripePayments, users } from '../../db/schema/index';
import { withTransaction } from '../../db/transaction';
import { HttpError, badRequest } from '../../http/errors';
import { invitesUsed, isExpired, jobsUsed, lockInvites, planOf, usersUsed } from './plan';
import { paymentEntry } from './history';
import type { Deps } from '../../context';

const iso = (value: string) => new Date(value).toISOString();

/** The enterprise's owner (the first, should there be several), or null. */
async function ownerOf(db: DbOrTx, enterpriseId: number) {
  const [owner] = await db
    .select({ id: users.pk_User_ID, email: users.User_Email })
    .from(users)
    .where(and(eq(users.fk_Enterprise_ID, enterpriseId), eq(users.User_AccessLevel, ACCESS_LEVEL.Owner)))
    .orderBy(asc(users.pk_User_ID))
    .limit(1);
  return owner ?? null;
}

/** Every enterprise with its owner, package and usage, counted as the limits count it (plan.ts). */
export async function operatorEnterprises(deps: Deps): Promise<OperatorEnterprise[]> {
  const rows = await deps.db
    .select({ id: enterprises.pk_Enterprise_ID, name: enterprises.Enterprise_Name })
    .from(enterprises)
    .orderBy(asc(enterprises.pk_Enterprise_ID));
  const result: OperatorEnterprise[] = [];
  for (const e of rows) {
    const plan = await planOf(deps, e.id);
    const [owner, jobs, invites, seats] = await Promise.all([ownerOf(deps.db, e.id), jobsUsed(deps, e.id, plan), invitesUsed(deps, e.id, plan), usersUsed(deps, e.id)]);
    result.push({
      enterpriseId: e.id,
      name: e.name,
      ownerEmail: owner?.email ?? null,
      packageName: plan.packageName,
      expiresAt: plan.expiresAt ? iso(plan.expiresAt) : null,
      isPackageExpired: isExpired(plan),
      jobs: { used: jobs, limit: plan.maxJobs },
      invites: { used: invites, limit: plan.maxInvites },
      users: { used: seats, limit: plan.maxUsers },
    });
  }
  return result;
}

/** A package by its id or its name (case-insensitive), or 404 MSG.packageNotFound. */
async function findPackage(db: DbOrTx, ref: number | string) {
  const [pkg] = await db
    .select()
    .from(packages)
    .where(typeof ref === 'number' ? eq(packages.pk_Package_ID, ref) : eq(sql`lower(${packages.Package_Name})`, ref.toLowerCase()))
    .orderBy(asc(packages.pk_Package_ID))
    .limit(1);
  if (!pkg) throw new HttpError(404, MSG.packageNotFound, { package: [MSG.packageNotFound] });
  return pkg;
}

/** An ISO date means the end of that day (UTC); a date-time is taken as it is. */
export function expiryOf(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:59.999Z`) : new Date(value);
}

/**
 * Assigns a package until a date (offline billing, `npm run billing -- assign`): the active
 * entry ends and a new 'operator' entry, in the owner's name, becomes the package in force, in
 * one transaction under the enterprise's invitation lock (so no invitation is counted against
 * half a change). A downgrade waiting for the period's end and the expiry notices sent for the
 * old dates are cleared. Answers the new entry.
 */
export async function assignPackage(deps: Deps, raw: OperatorAssignInput, now = new Date()): Promise<StripePayment> {
  const input = operatorAssignSchema.parse(raw);
  const expiresAt = expiryOf(input.expiresAt);
  if (!(expiresAt.getTime() > now.getTime())) throw badRequest(MSG.validationFailed, { expiresAt: ['The expiry date must be in the future.'] });
  return withTransaction(deps, async (txDeps) => {
    const { db: tx } = txDeps;
    const [enterprise] = await tx.select({ id: enterprises.pk_Enterprise_ID }).from(enterprises).where(eq(enterprises.pk_Enterprise_ID, input.enterpriseId));
    if (!enterprise) throw new HttpError(404, MSG.notFound, { enterpriseId: ['No enterprise has this id.'] });
    const pkg = await findPackage(tx, input.package);
    const owner = await ownerOf(tx, input.enterpriseId);
    if (!owner) throw new HttpError(409, MSG.validationFailed, { enterpriseId: ['This enterprise has no owner to assign the package to.'] });
    await lockInvites(txDeps, input.enterpriseId);
    const at = now.toISOString();
    await tx
      .update(stripePayments)
      .set({ StripePayment_Status: STRIPE_PAYMENT_STATUS.Ended, StripePayment_DateOfLastUpdate: at })
      .where(and(eq(stripePayments.fk_Enterprise_ID, input.enterpriseId), eq(stripePayments.StripePayment_Status, STRIPE_PAYMENT_STATUS.Active)));
    const [entry] = await tx
      .insert(stripePayments)
      .values({
        fk_Enterprise_ID: input.enterpriseId,
        fk_User_ID: owner.id,
        fk_Package_ID: pkg.pk_Package_ID,
        StripePayment_Status: STRIPE_PAYMENT_STATUS.Active,
        StripePayment_Source: 'operator',
        StripePayment_AmountCents: input.amountCents,
        StripePayment_Currency: input.currency,
        StripePayment_Note: input.note || null,
        StripePayment_StartDate: at,
        StripePayment_ExpiryDate: expiresAt.toISOString(),
        StripePayment_RemainingJobs: pkg.Package_MaxJobs,
        StripePayment_RemainingInvites: pkg.Package_MaxInvites,
      })
      .returning({ id: stripePayments.pk_StripePayment_ID });
    const cleared = { pendingPackageId: null, pendingEffectiveAt: null, expiryWarnedFor: null, expiredNotifiedFor: null, updatedAt: at };
    await tx
      .insert(billingAccounts)
      .values({ fk_Enterprise_ID: input.enterpriseId, ...cleared })
      .onConflictDoUpdate({ target: billingAccounts.fk_Enterprise_ID, set: cleared });
    return paymentEntry(txDeps, input.enterpriseId, entry.id);
  });
}
