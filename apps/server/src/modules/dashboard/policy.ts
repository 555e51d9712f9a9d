import { definePolicy } from '../../policy';

/*
 * The dashboard has no action of its own: every member reads it (the routes' access), and its
 * figures count the jobs in their sight, applied as a query (`visibleJobs` in campaigns/policy.ts:
 * a Hiring Manager's cover the jobs they manage).
 */
export const dashboardPolicy = definePolicy('dashboard', {});
