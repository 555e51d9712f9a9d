import { MSG } from '@candid/shared';
import type { campaigns } from '../../db/schema/index';
import { HttpError } from '../../http/errors';
import { assertCanLaunchJob, remainingInvites } from './plan';
import type { Deps } from '../../context';

/*
 * The gates of plan.ts that need more than a count (docs/api-billing.md "Offline billing and
 * limits"). What an expired package allows: candidates finish interviews they were invited to
 * and reviewers go on watching, rating, commenting and deciding; nothing new is launched.
 */

/** A job's fields that tell whether it has ended (campaigns' job state: status 0 or an end date past). */
type JobEnd = Pick<typeof campaigns.$inferSelect, 'status' | 'endDate'>;

const hasEnded = (job: JobEnd, today = new Date().toISOString().slice(0, 10)) => job.status === 0 || job.endDate < today;

/**
 * Re-opening an ended job launches it again: refused like a new job (402) when the plan has no
 * job left or has expired. It spends none (jobs are counted when created); any other change of
 * a job, ended or not, is not a launch.
 */
export async function assertCanReopenJob(deps: Deps, enterpriseId: number, before: JobEnd, after: JobEnd) {
  if (hasEnded(before) && !hasEnded(after)) await assertCanLaunchJob(deps, enterpriseId);
}

/**
 * A candidate joining through a job's public link (registering, then consenting, which spends
 * the invite): refused with 402 and a message for the candidate, not the employer's
 * package-limit text, when the plan has no invite left or has expired. Call inside the
 * transaction after lockInvites.
 */
export async function assertPublicLinkOpen(deps: Deps, enterpriseId: number) {
  const remaining = await remainingInvites(deps, enterpriseId);
  if (remaining !== null && remaining < 1) throw new HttpError(402, MSG.interviewNotTakingCandidates, undefined, { error: 'plan_limit' });
}
