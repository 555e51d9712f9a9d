import { definePolicy } from '../../policy';

/*
 * Exports have no action of their own: every member exports the candidates in their sight,
 * applied as a query (loadReviewableCampaign, `visibleJobs` in campaigns/policy.ts: a Hiring
 * Manager's cover the jobs they manage).
 */
export const exportsPolicy = definePolicy('exports', {});
