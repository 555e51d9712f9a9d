import type { PlanSummary } from '@candid/shared';
import type { Deps } from '../../context';
import type { AuthContext } from '../../actors';
import { invitesUsed, isExpired, jobsUsed, planOf, usersUsed } from './plan';

const iso = (value: string) => new Date(value).toISOString();

/** A meter of the plan: what is used, the limit (null: unlimited) and what is left; `closed`: nothing is left. */
const meter = (used: number, limit: number | null, closed = false) => ({
  used,
  limit,
  remaining: closed ? 0 : limit === null ? null : Math.max(0, limit - used),
});

/**
 * The caller's enterprise's plan with its usage, counted as the limits count it (plan.ts): jobs
 * and invitations of the period, and the team's seats (active members and open invitations,
 * owner included). Plans are changed through the operator: no payment provider is configured
 * in this build (config.ts has no Stripe setting), so billing is always 'offline'.
 */
export async function planSummary({ db }: Deps, actor: AuthContext): Promise<PlanSummary> {
  const { enterpriseId } = actor;
  const plan = await planOf(db, enterpriseId);
  const expired = isExpired(plan);
  const [jobs, invites, seats] = await Promise.all([jobsUsed(db, enterpriseId, plan), invitesUsed(db, enterpriseId, plan), usersUsed(db, enterpriseId)]);
  return {
    packageName: plan.packageName,
    packageDescription: plan.packageDescription,
    periodStart: iso(plan.periodStart),
    expiresAt: plan.expiresAt ? iso(plan.expiresAt) : null,
    isPackageExpired: expired,
    jobs: meter(jobs, plan.maxJobs, expired),
    invites: meter(invites, plan.maxInvites, expired),
    // Seats stay as they are when the package expires: the expiry stops new invitations instead.
    users: meter(seats, plan.maxUsers),
    billing: 'offline',
    packageId: plan.packageId,
    source: plan.source,
    pendingChange: null,
  };
}
