import { and, count, desc, eq, gt, gte, isNotNull, isNull, ne, or } from 'drizzle-orm';
import { ACCESS_LEVEL, MSG, USER_STATUS } from '@candid/shared';
import { campaignLines, campaigns, candidateErasures, enterprises, packages, smsOutbox, stripePayments, users } from '../../db/schema/index';
import { HttpError } from '../../http/errors';
import type { Deps } from '../../context';

/** The package every enterprise has until it subscribes to another (seeded at start). */
export const DEFAULT_PACKAGE = {
  name: 'Starter',
  description: 'Try Candid: a few live jobs and candidate invitations, free.',
  maxJobs: 5,
  maxInvites: 50,
  maxUsers: 5,
  maxSms: 50,
  durationDays: 3650,
  features: ['Branded candidate pages', 'AI-written questions and job descriptions', 'Email, CSV and link invitations'],
  sortOrder: 0,
} as const;

/**
 * The packages on offer, seeded at start when missing (by name; an operator's changes to an
 * existing row are kept). Prices are in cents, AUD, per month. With Stripe, each paid package's
 * price is the Stripe price whose lookup key is `candid_{name in lower case}` (docs/api-billing.md).
 */
export const PACKAGE_CATALOGUE = [
  { ...DEFAULT_PACKAGE, priceCents: 0 },
  {
    name: 'Growth',
    description: 'For a team hiring every month.',
    priceCents: 14900,
    maxJobs: 20,
    maxInvites: 500,
    maxUsers: 10,
    maxSms: 500,
    durationDays: 30,
    features: ['Everything in Starter', 'Client companies with their own branding', 'Shareable candidate reviews'],
    sortOrder: 10,
  },
  {
    name: 'Pro',
    description: 'For agencies and busy hiring teams.',
    priceCents: 39900,
    maxJobs: null,
    maxInvites: 2000,
    maxUsers: 25,
    maxSms: 2000,
    durationDays: 30,
    features: ['Everything in Growth', 'Unlimited jobs', 'Priority support'],
    sortOrder: 20,
  },
  {
    name: 'Flex',
    description: 'Pay for each job you launch, nothing in a quiet month.',
    priceCents: 2500,
    maxJobs: null,
    maxInvites: 1000,
    maxUsers: 10,
    maxSms: 1000,
    durationDays: 30,
    features: ['A$25 for each job launched', 'Unlimited jobs', 'Everything in Growth'],
    metered: true,
    sortOrder: 30,
  },
] as const;

/** Creates the packages of PACKAGE_CATALOGUE that are missing (idempotent; runs at start). */
export async function ensurePackages({ db }: Deps) {
  const existing = new Set((await db.select({ name: packages.name }).from(packages)).map((p) => p.name));
  const missing = PACKAGE_CATALOGUE.filter((p) => !existing.has(p.name));
  if (missing.length) await db.insert(packages).values(missing.map((p) => ({ ...p, features: [...p.features] })));
}

export interface Plan {
  /** The package in force; null: the free default package (no history entry). */
  packageId: number | null;
  /** Where it came from: the default, a Stripe subscription or the operator. */
  source: 'default' | 'stripe' | 'operator';
  packageName: string;
  packageDescription: string | null;
  maxJobs: number | null;
  maxInvites: number | null;
  /** Team members at once (active ones and open invitations, owner included); null: unlimited. */
  maxUsers: number | null;
  /** Text messages (issue 33) in the period; null: unlimited. */
  maxSms: number | null;
  /** Usage is counted from here. */
  periodStart: string;
  expiresAt: string | null;
}

/** The enterprise's plan: its active subscription's package, else the default package. */
export async function planOf({ db }: Deps, enterpriseId: number): Promise<Plan> {
  const [sub] = await db
    .select({ sub: stripePayments, pkg: packages })
    .from(stripePayments)
    .innerJoin(packages, eq(packages.id, stripePayments.packageId))
    .where(and(eq(stripePayments.enterpriseId, enterpriseId), eq(stripePayments.status, 1)))
    .orderBy(desc(stripePayments.id))
    .limit(1);
  if (sub) {
    return {
      packageId: sub.pkg.id,
      source: sub.sub.source,
      packageName: sub.pkg.name,
      packageDescription: sub.pkg.description,
      maxJobs: sub.pkg.maxJobs,
      maxInvites: sub.pkg.maxInvites,
      maxUsers: sub.pkg.maxUsers,
      maxSms: sub.pkg.maxSms,
      periodStart: sub.sub.startDate,
      expiresAt: sub.sub.expiryDate,
    };
  }
  // One after the other: `db` may be a transaction, whose one connection cannot run two at once.
  const [pkg] = await db.select().from(packages).where(eq(packages.name, DEFAULT_PACKAGE.name));
  const [enterprise] = await db
    .select({ created: enterprises.createdAt })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId));
  return {
    packageId: null,
    source: 'default',
    packageName: DEFAULT_PACKAGE.name,
    packageDescription: pkg ? pkg.description : DEFAULT_PACKAGE.description,
    maxJobs: pkg ? pkg.maxJobs : DEFAULT_PACKAGE.maxJobs,
    maxInvites: pkg ? pkg.maxInvites : DEFAULT_PACKAGE.maxInvites,
    maxUsers: pkg ? pkg.maxUsers : DEFAULT_PACKAGE.maxUsers,
    maxSms: pkg ? pkg.maxSms : DEFAULT_PACKAGE.maxSms,
    periodStart: enterprise?.created ?? new Date(0).toISOString(),
    expiresAt: null,
  };
}

/** Whether the plan's period has ended (nothing more may be created or sent until it changes). */
export const isExpired = (plan: Plan, now = new Date()) => Boolean(plan.expiresAt && new Date(plan.expiresAt) < now);

/** Jobs created in the plan's period. */
export async function jobsUsed({ db }: Deps, enterpriseId: number, plan: Plan): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(campaigns)
    .where(and(eq(campaigns.enterpriseId, enterpriseId), gte(campaigns.createdAt, plan.periodStart)));
  return n;
}

/** Jobs the enterprise may still create in this period; null when unlimited. */
export async function remainingJobs(deps: Deps, enterpriseId: number): Promise<number | null> {
  const plan = await planOf(deps, enterpriseId);
  if (isExpired(plan)) return 0;
  if (plan.maxJobs === null) return null;
  return Math.max(0, plan.maxJobs - (await jobsUsed(deps, enterpriseId, plan)));
}

/**
 * The 402 of a plan limit (issue 28): the package-limit message, `error: 'plan_limit'` and, in
 * details, which limit (`limit`: jobs, invites or users), what is used and allowed (`allowed`
 * empty: unlimited), the package's name and `expired` when its period has ended. The web's
 * package-limit dialog names the limit from these ("Jobs: 5 of 5 on Starter").
 */
export function planLimitError(kind: 'jobs' | 'invites' | 'users' | 'sms', plan: Plan, used: number, allowed: number | null, extra: Record<string, string[]> = {}) {
  return new HttpError(
    402,
    MSG.packageLimitText,
    {
      ...extra,
      limit: [kind],
      used: [String(used)],
      allowed: allowed === null ? [] : [String(allowed)],
      packageName: [plan.packageName],
      ...(isExpired(plan) ? { expired: ['true'] } : {}),
    },
    { error: 'plan_limit' },
  );
}

/** Refuses a new job with the package-limit message when none remain (402, planLimitError). */
export async function assertCanLaunchJob(deps: Deps, enterpriseId: number) {
  const plan = await planOf(deps, enterpriseId);
  if (plan.maxJobs === null && !isExpired(plan)) return;
  const used = await jobsUsed(deps, enterpriseId, plan);
  if (isExpired(plan) || (plan.maxJobs !== null && used >= plan.maxJobs)) throw planLimitError('jobs', plan, used, plan.maxJobs);
}

/**
 * Invitations spent in the plan's period. One number covers candidates and team members
 * (docs/api-interview.md): campaign lines (email, CSV and public-link candidates) and team
 * members (every user of the enterprise but the owner enters through an invitation) created
 * since the period started. Counting rows rather than keeping a counter means the number
 * cannot drift from what exists.
 */
export async function invitesUsed({ db }: Deps, enterpriseId: number, plan: Plan): Promise<number> {
  // One after the other: `db` may be a transaction, whose one connection cannot run two at once.
  const [lines] = await db
    .select({ n: count() })
    .from(campaignLines)
    .where(
      and(
        eq(campaignLines.enterpriseId, enterpriseId),
        gte(campaignLines.createdAt, plan.periodStart),
        // Public-link candidates count once they consent (interview/service.ts giveConsent).
        or(eq(campaignLines.selfRegistered, false), isNotNull(campaignLines.consentAt)),
        // An erasing line is counted by its erasure row below (billable as the rule above).
        isNull(campaignLines.erasingAt),
      ),
    );
  // Erased candidates still used their invite (modules/lifecycle/erase.ts keeps this anonymous row).
  const [erased] = await db
    .select({ n: count() })
    .from(candidateErasures)
    .where(
      and(
        eq(candidateErasures.enterpriseId, enterpriseId),
        gte(candidateErasures.lineCreatedAt, plan.periodStart),
        eq(candidateErasures.billable, true),
      ),
    );
  const [members] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.enterpriseId, enterpriseId), ne(users.accessLevel, ACCESS_LEVEL.Owner), gte(users.createdAt, plan.periodStart)));
  return lines.n + erased.n + members.n;
}

/**
 * Invitations the enterprise may still send in this period: the plan's maxInvites minus
 * invitesUsed; null when unlimited, 0 once the package has expired.
 */
export async function remainingInvites(deps: Deps, enterpriseId: number): Promise<number | null> {
  const plan = await planOf(deps, enterpriseId);
  if (isExpired(plan)) return 0;
  if (plan.maxInvites === null) return null;
  return Math.max(0, plan.maxInvites - (await invitesUsed(deps, enterpriseId, plan)));
}

/**
 * Serialises invitations of one enterprise for the rest of the transaction (a row lock on the
 * enterprise), so two concurrent sends cannot both spend the last invites.
 */
export async function lockInvites({ db: tx }: Deps, enterpriseId: number) {
  await tx.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.id, enterpriseId)).for('update');
}

/**
 * Refuses `wanted` new invitations with 402 and the package-limit message when fewer remain;
 * details.remainingInvites carries what is left. Call inside the transaction after lockInvites.
 */
export async function assertInvitesAvailable(deps: Deps, enterpriseId: number, wanted: number) {
  if (wanted <= 0) return;
  const plan = await planOf(deps, enterpriseId);
  if (plan.maxInvites === null && !isExpired(plan)) return;
  const used = await invitesUsed(deps, enterpriseId, plan);
  const remaining = isExpired(plan) || plan.maxInvites === null ? 0 : Math.max(0, plan.maxInvites - used);
  if (remaining < wanted) throw planLimitError('invites', plan, used, plan.maxInvites, { remainingInvites: [String(remaining)] });
}

/**
 * Text messages (issue 33) sent in the plan's period: every message queued, whatever became of it
 * (a provider charges for the attempt), erased candidates' included (their rows stay counted by
 * the enterprise's usage, see modules/lifecycle). Call inside the transaction after lockInvites.
 */
export async function smsUsed({ db }: Deps, enterpriseId: number, plan: Plan): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.enterpriseId, enterpriseId), gte(smsOutbox.createdAt, plan.periodStart)));
  return row.n;
}

/** Text messages the plan still allows in this period: null when unlimited, 0 once expired. */
export async function remainingSms(deps: Deps, enterpriseId: number): Promise<number | null> {
  const plan = await planOf(deps, enterpriseId);
  if (isExpired(plan)) return 0;
  if (plan.maxSms === null) return null;
  return Math.max(0, plan.maxSms - (await smsUsed(deps, enterpriseId, plan)));
}

/** Refuses `wanted` more text messages with 402 and the package-limit message (limit 'sms') when fewer remain. */
export async function assertSmsAvailable(deps: Deps, enterpriseId: number, wanted: number) {
  if (wanted <= 0) return;
  const plan = await planOf(deps, enterpriseId);
  if (plan.maxSms === null && !isExpired(plan)) return;
  const used = await smsUsed(deps, enterpriseId, plan);
  const remaining = isExpired(plan) || plan.maxSms === null ? 0 : Math.max(0, plan.maxSms - used);
  if (remaining < wanted) throw planLimitError('sms', plan, used, plan.maxSms, { remainingSms: [String(remaining)] });
}

/**
 * The team's seats in use: active members (the owner included) and invitations still open (sent,
 * not yet accepted, not expired). A deactivated member holds no seat until re-activated.
 */
export async function usersUsed({ db }: Deps, enterpriseId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(users)
    .where(
      and(
        eq(users.enterpriseId, enterpriseId),
        or(
          eq(users.status, USER_STATUS.Active),
          and(isNull(users.passwordHash), isNotNull(users.inviteTokenHash), gt(users.inviteExpiresAt, new Date().toISOString())),
        ),
      ),
    );
  return n;
}

/** Seats left for team members under the plan's maxUsers; null when unlimited. */
export async function remainingUsers(deps: Deps, enterpriseId: number, plan?: Plan): Promise<number | null> {
  const { maxUsers } = plan ?? (await planOf(deps, enterpriseId));
  if (maxUsers === null) return null;
  return Math.max(0, maxUsers - (await usersUsed(deps, enterpriseId)));
}

/**
 * Refuses `wanted` more team members (invitations, re-activations) with 402 and the package-limit
 * message when the plan's maxUsers would be passed; details.remainingUsers carries what
 * is left. Call inside the transaction after lockInvites.
 */
export async function assertUsersAvailable(deps: Deps, enterpriseId: number, wanted: number) {
  if (wanted <= 0) return;
  const plan = await planOf(deps, enterpriseId);
  if (plan.maxUsers === null) return;
  const used = await usersUsed(deps, enterpriseId);
  const remaining = Math.max(0, plan.maxUsers - used);
  if (remaining < wanted) throw planLimitError('users', plan, used, plan.maxUsers, { remainingUsers: [String(remaining)] });
}
