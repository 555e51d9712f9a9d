import { and, eq, type SQL } from 'drizzle-orm';
import { can } from '@candid/shared';
import type { AuthContext } from '../../actors';
import { campaigns } from '../../db/schema/index';
import { definePolicy, type RowVerdict } from '../../policy';

/*
 * Jobs and the candidates on them. The row scope every module shares: a Hiring Manager sees and
 * acts on the jobs whose hiring manager they are, everyone else on every job of the enterprise;
 * a job out of sight is 404, as if it did not exist. The scope is written twice, side by side:
 * as a query condition (`visibleJobs`, for lists and loads) and as a test of a loaded job
 * (`onVisibleJob`, for policies' row rules).
 */

/** Who a query acts for: a member, or the enterprise itself (background work sees all its jobs). */
export type CampaignScope = number | Pick<AuthContext, 'enterpriseId' | 'userId' | 'accessLevel'>;

/** Whether a member of this level sees only the jobs they manage (a Hiring Manager). */
export const seesOnlyManagedJobs = (accessLevel: number) => !can(accessLevel, 'jobs.seeAll');

/** The condition of the live jobs `scope` may see. */
export function visibleJobs(scope: CampaignScope): SQL {
  const enterpriseId = typeof scope === 'number' ? scope : scope.enterpriseId;
  const conditions = [eq(campaigns.enterpriseId, enterpriseId), eq(campaigns.deleted, 0)];
  if (typeof scope !== 'number' && seesOnlyManagedJobs(scope.accessLevel)) conditions.push(eq(campaigns.hiringManagerId, scope.userId));
  return and(...conditions)!;
}

/** A loaded job (or a candidate line with its job's hiring manager), tested against the same scope. */
export const onVisibleJob = (actor: AuthContext, job: { hiringManagerId: number | null }): RowVerdict =>
  !seesOnlyManagedJobs(actor.accessLevel) || job.hiringManagerId === actor.userId ? true : 'hidden';


export const JOB_SCOPE = 'the jobs they manage (Hiring Manager), else every job';

/*
 * Jobs' own actions. Reading a job and its candidates has no action here: every member may, on the
 * jobs in their sight, and the loaders apply that as a query (`visibleJobs`: loadCampaign,
 * loadReviewableLine). Other modules' policies test a loaded row with `onVisibleJob` and JOB_SCOPE.
 */
export const campaignsPolicy = definePolicy('campaigns', {
  /** Create, edit, copy, end or reopen a job, choose its form, store its candidate link. */
  'job.edit': { permission: 'campaigns.edit' },
});
