import { ROLES, canManageUsers, isOwner } from '@candid/shared';
import type { AuthContext } from '../../actors';
import type { UserUpdate } from '@candid/shared';

/** Levels the owner may give a team member: every role but Owner (there is one owner per enterprise). */
export const ASSIGNABLE_LEVELS: readonly number[] = ROLES.map((r) => r.level).filter((level) => !isOwner(level));

/**
 * Who may change what on a user of the same enterprise:
 * - everyone edits their own profile, but not their own access level or status;
 * - only the owner edits other members, including their level and active status;
 * - nobody changes the owner's level or status;
 * - onboarding, once finished, is never reopened (it would send the user through it again).
 * Returns the reason for refusal, or null when allowed.
 */
export function denyUserUpdate(
  actor: AuthContext,
  target: { pk_User_ID: number; User_AccessLevel: number; User_Status: number; IsOnBoardingProcess: boolean },
  change: UserUpdate,
): 'forbidden' | 'invalid-level' | 'onboarding-finished' | null {
  const self = actor.userId === target.pk_User_ID;
  const levelChanges = change.User_AccessLevel !== undefined && change.User_AccessLevel !== target.User_AccessLevel;
  const statusChanges = change.User_Status !== undefined && change.User_Status !== target.User_Status;
  if (!self && !canManageUsers(actor.accessLevel)) return 'forbidden';
  if ((levelChanges || statusChanges) && (self || isOwner(target.User_AccessLevel))) {
    return 'forbidden';
  }
  if (levelChanges && !ASSIGNABLE_LEVELS.includes(change.User_AccessLevel!)) return 'invalid-level';
  if (change.IsOnBoardingProcess === true && !target.IsOnBoardingProcess) return 'onboarding-finished';
  return null;
}
