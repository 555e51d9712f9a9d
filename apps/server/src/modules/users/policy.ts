import { MSG, ROLES, can, isOwner } from '@candid/shared';
import { definePolicy } from '../../policy';

/** Levels the owner may give a team member: every role but Owner (there is one owner per enterprise). */
export const ASSIGNABLE_LEVELS: readonly number[] = ROLES.map((r) => r.level).filter((level) => !isOwner(level));

/** The member a change is about (a user of the actor's enterprise). */
interface Member {
  id: number;
  accessLevel: number;
}

const refused = { refused: MSG.forbidden };

/*
 * Who may change what on a user of the same enterprise (SPEC §6, the team list): everyone edits
 * their own profile, but not their own access level or status; only the owner (`users.manage`)
 * edits other members, including their level and active status; nobody changes the owner's level
 * or status. What a change may hold (an assignable level, onboarding never reopened) is
 * validation, in the service (400).
 */
export const usersPolicy = definePolicy('users', {
  /** Edit a member's profile (name, initials, avatar, preferences, onboarding). */
  'user.edit': {
    row: (actor, member: Member) => (member.id === actor.userId || can(actor.accessLevel, 'users.manage') ? true : refused),
    scope: 'their own profile; with users.manage (Owner) every member',
  },
  /** Change a member's access level or active status. */
  'user.changeAccess': {
    permission: 'users.manage',
    row: (actor, member: Member) => (member.id !== actor.userId && !isOwner(member.accessLevel) ? true : refused),
    scope: 'other members, never the Owner',
  },
});
