import { definePolicy } from '../../policy';

/*
 * The completion funnel (issue 33) has no action of its own: every member reads it (the routes'
 * access), over the jobs in their sight (`visibleJobs` in campaigns/policy.ts: a Hiring Manager's
 * cover the jobs they manage), as the dashboard does. It holds counts only: no candidate is named.
 */
export const funnelPolicy = definePolicy('funnel', {});
