import { definePolicy } from '../../policy';

/*
 * Media have no action of their own: every member watches the answers and interview videos and
 * reads the resumes of the candidates in their sight, applied as a query (loadReviewableLine,
 * `visibleJobs` in campaigns/policy.ts: a Hiring Manager's cover the jobs they manage). A
 * candidate's own uploads act for no member (modules/uploads).
 */
export const mediaPolicy = definePolicy('media', {});
