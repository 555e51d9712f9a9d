import { CAMPAIGN_EDITORS } from '../campaigns/policy';
import { ENTERPRISE_EDITORS } from '../enterprises/policy';

/** A job's settings (e.g. its voice) are written by the job editors (levels 0, 3, 250). */
export const SETTING_EDITORS: readonly number[] = CAMPAIGN_EDITORS;

/** Enterprise-wide settings (no job) belong to the account: levels 0 and 250 only. */
export const canEditEnterpriseSettings = (level: number) => ENTERPRISE_EDITORS.includes(level);
