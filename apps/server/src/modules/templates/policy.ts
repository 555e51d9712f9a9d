import { CAMPAIGN_EDITORS } from '../campaigns/policy';

/**
 * Who may create, rename and delete question templates, their questions and job-description
 * templates: the job editors (levels 0, 3, 250). Everyone signed in may read them.
 */
export const TEMPLATE_EDITORS: readonly number[] = CAMPAIGN_EDITORS;
