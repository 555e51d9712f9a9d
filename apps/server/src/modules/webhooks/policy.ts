import { canManageIntegrations } from '@candid/shared';

/*
 * Who manages webhook endpoints (issue 17): the same as API keys — owners and admins
 * (`integrations.manage`), signed in; never a Hiring Manager nor an API key.
 */
export const canManageWebhooks = (level: number) => canManageIntegrations(level);
