import { definePolicy } from '../../policy';

/*
 * Application forms have no action of their own beyond the routes' access: every member reads
 * them; writing them is for `templates.edit`, and choosing a job's form for `campaigns.edit`, on
 * a job in their sight, applied as a query (loadCampaign, `visibleJobs` in campaigns/policy.ts).
 */
export const formsPolicy = definePolicy('forms', {});
