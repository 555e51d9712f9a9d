import { definePolicy } from '../../policy';

/*
 * Generation has no action of its own: every member may ask for drafts (the routes' access, rate
 * limited per user), and a job's questions or details are read only on a job in their sight,
 * applied as a query (`visibleJobs` in campaigns/policy.ts).
 */
export const generationPolicy = definePolicy('generation', {});
