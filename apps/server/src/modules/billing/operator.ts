import { and, asc, eq, sql } from 'drizzle-orm';
import {
  ACCESS_LEVEL,
  MSG,
  STRIPE_PAYMENT_STATUS,
  operatorAssignSchema,
  type OperatorAssignInput,
  type OperatorEnterprise,
} from '@candid/shared';
import type { DbOrTx } from '../../db/client';
import { billingAccounts, enterprises, packages, stripePayments, users } from '../../db/schema/index';
import { withTransaction } from '../../db/transaction';
import { HttpError, badRequest } from '../../http/errors';
import { invitesUsed, isExpired, jobsUsed, lockInvites, planOf, usersUsed } from './plan';
import { paymentEntry, type PaymentEntry } from './history';
import type { Deps } from '../../context';

const iso = (value: string) => new Date(value).toISOString();

/** The enterprise's owner (the first, should there be several), or null. */
async function ownerOf(db: DbOrTx, enterpriseId: number) {
  const [owner] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.enterpriseId, enterpriseId), eq(users.accessLevel, ACCESS_LEVEL.Owner)))
    .orderBy(asc(users.id))
    .limit(1);
  return owner ?? null;
}

/** Every enterprise with its owner, package and usage, counted as the limits count it (plan.ts). */
export async function operatorEnterprises(deps: Deps): Promise<OperatorEnterprise[]> {
  const rows = await deps.db
    .select({ id: enterprises.id, name: enterprises.name })
    .from(enterprises)
    .orderBy(asc(enterprises.id));
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
    .where(typeof ref === 'number' ? eq(packages.id, ref) : eq(sql`lower(${packages.name})`, ref.toLowerCase()))
    .orderBy(asc(packages.id))
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
export async function assignPackage(deps: Deps, raw: OperatorAssignInput, now = new Date()): Promise<PaymentEntry> {
  const input = operatorAssignSchema.parse(raw);
  const expiresAt = expiryOf(input.expiresAt);
  if (!(expiresAt.getTime() > now.getTime())) throw badRequest(MSG.validationFailed, { expiresAt: ['The expiry date must be in the future.'] });
  return withTransaction(deps, async (txDeps) => {
    const { db: tx } = txDeps;
    const [enterprise] = await tx.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.id, input.enterpriseId));
    if (!enterprise) throw new HttpError(404, MSG.notFound, { enterpriseId: ['No enterprise has this id.'] });
    const pkg = await findPackage(tx, input.package);
    const owner = await ownerOf(tx, input.enterpriseId);
    if (!owner) throw new HttpError(409, MSG.validationFailed, { enterpriseId: ['This enterprise has no owner to assign the package to.'] });
    await lockInvites(txDeps, input.enterpriseId);
    const at = now.toISOString();
    await tx
      .update(stripePayments)
      .set({ status: STRIPE_PAYMENT_STATUS.Ended, updatedAt: at })
      .where(and(eq(stripePayments.enterpriseId, input.enterpriseId), eq(stripePayments.status, STRIPE_PAYMENT_STATUS.Active)));
    const [entry] = await tx
      .insert(stripePayments)
      .values({
        enterpriseId: input.enterpriseId,
        userId: owner.id,
        packageId: pkg.id,
        status: STRIPE_PAYMENT_STATUS.Active,
        source: 'operator',
        amountCents: input.amountCents,
        currency: input.currency,
        note: input.note || null,
        startDate: at,
        expiryDate: expiresAt.toISOString(),
        remainingJobs: pkg.maxJobs,
        remainingInvites: pkg.maxInvites,
      })
      .returning({ id: stripePayments.id });
    const cleared = { pendingPackageId: null, pendingEffectiveAt: null, expiryWarnedFor: null, expiredNotifiedFor: null, updatedAt: at };
    await tx
      .insert(billingAccounts)
      .values({ enterpriseId: input.enterpriseId, ...cleared })
      .onConflictDoUpdate({ target: billingAccounts.enterpriseId, set: cleared });
    return paymentEntry(txDeps, input.enterpriseId, entry.id);
  });
}
