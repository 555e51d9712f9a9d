import { can } from '@candid/shared';

/**
 * A job's settings are written by the job editors (the route's `settings.edit`); enterprise-wide
 * settings (no job) belong to the account, like the rest of its management (`enterprise.manage`).
 */
export const canEditEnterpriseSettings = (level: number) => can(level, 'enterprise.manage');
