import { definePolicy } from '../../policy';

/*
 * A job's scorecard (issue 34) has no action of its own beyond the routes' access: every member
 * who sees the job reads it; those who may edit jobs (`campaigns.edit`) write it, on a job in their
 * sight, applied as a query (loadCampaign, `visibleJobs` in campaigns/policy.ts).
 */
export const scorecardsPolicy = definePolicy('scorecards', {});
