import { ACCESS_LEVEL } from '@candid/shared';

/**
 * Who may create, edit, clone, end or change the status of jobs: everyone but Hiring
 * Managers, who review the jobs they are given (they read and comment).
 */
export const CAMPAIGN_EDITORS: readonly number[] = [ACCESS_LEVEL.Owner, ACCESS_LEVEL.Administrator, ACCESS_LEVEL.Admin];
