import { canManageIntegrations, levelCovers } from '@candid/shared';

/*
 * Who may do what with API keys (issue 17, docs/api-keys-and-webhooks.md). Keys are an
 * enterprise-wide integration, like the account itself: owners and admins (`integrations.manage`,
 * the levels of `enterprise.manage`), never Administrators (SPEC §6 hides the enterprise account
 * from them) nor Hiring Managers. A key is never more than its creator: its role's permissions
 * must all be the creator's.
 */

export const canManageKeys = (level: number) => canManageIntegrations(level);
export const mayGrantRole = (creatorLevel: number, role: number) => levelCovers(creatorLevel, role);
