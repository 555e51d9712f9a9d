import { CAMPAIGN_EDITORS } from '../campaigns/policy';

/*
 * The role matrix of review actions (docs/api-review.md): every member sees, rates and comments on
 * candidates, a Hiring Manager only those of jobs whose hiring manager they are (access.ts);
 * status changes, application responses and share links are for everyone but Hiring Managers,
 * the same roles that edit jobs (shared: canDecideOnCandidates).
 */

/** Route roles for decisions (status changes, application responses, share links). */
export const CANDIDATE_DECIDERS: readonly number[] = CAMPAIGN_EDITORS;
