import { MSG, levelCovers } from '@candid/shared';
import type { AuthContext } from '../../actors';
import { definePolicy, type RowVerdict } from '../../policy';

/** A key is never more than its creator: every permission of its role is one the creator has. */
const withinCreator = (creator: AuthContext, key: { Role: number }): RowVerdict =>
  levelCovers(creator.accessLevel, key.Role) ? true : { refused: MSG.apiKeyRoleTooHigh };

const KEY_SCOPE = 'keys whose role is no more than their own';

/*
 * Who may do what with API keys (issue 17, docs/api-keys-and-webhooks.md). Keys are an
 * enterprise-wide integration, like the account itself: owners and admins (`integrations.manage`,
 * the levels of `enterprise.manage`), never Administrators (SPEC §6 hides the enterprise account
 * from them) nor Hiring Managers; signed in, never through a key (the routes' access). A key is
 * never more than its creator, when it is made and on every request it makes.
 */
export const apiKeysPolicy = definePolicy('api-keys', {
  /** Make a key with the requested role (the service answers 400 for a role above the creator's). */
  'key.create': { permission: 'integrations.manage', row: withinCreator, scope: KEY_SCOPE },
  /** Act through a key: its creator (the actor) must still hold every permission of its role. */
  'key.use': { row: withinCreator, scope: KEY_SCOPE },
});
