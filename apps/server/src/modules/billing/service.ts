import type { PlanSummary } from '@candid/shared';
import type { Deps } from '../../context';
import type { AuthContext } from '../../actors';
import { invitesUsed, isExpired, jobsUsed, planOf, smsUsed, usersUsed } from './plan';
import { pendingChangeOf } from './stripe-accounts';

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
 * owner included). Billing is 'stripe' when Stripe is configured (the owner subscribes online),
 * else 'offline' (the operator assigns packages); pendingChange is a downgrade due at the period's end.
 */
export async function planSummary(deps: Deps<'config'>, actor: AuthContext): Promise<PlanSummary> {
  const { config } = deps;
  const { enterpriseId } = actor;
  const plan = await planOf(deps, enterpriseId);
  const expired = isExpired(plan);
  const [jobs, invites, seats, texts, pendingChange] = await Promise.all([
    jobsUsed(deps, enterpriseId, plan),
    invitesUsed(deps, enterpriseId, plan),
    usersUsed(deps, enterpriseId),
    smsUsed(deps, enterpriseId, plan),
    pendingChangeOf(deps, enterpriseId),
  ]);
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
    sms: meter(texts, plan.maxSms, expired),
    billing: config.stripe ? 'stripe' : 'offline',
    packageId: plan.packageId,
    source: plan.source,
    pendingChange,
    operatorContact: { email: config.operatorContact.email ?? null, url: config.operatorContact.url ?? null },
  };
}
