import { definePolicy } from '../../policy';

/*
 * The careers page has no action of its own: anyone reads the published page; every member
 * reads a job's careers status, on a job in their sight, applied as a query (loadCampaign,
 * `visibleJobs` in campaigns/policy.ts).
 */
export const careersPolicy = definePolicy('careers', {});
