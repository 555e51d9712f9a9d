import { MSG, SIMPLE_EMAIL } from '@candid/shared';
import type { User } from '../../api/entities';

/** SPEC §5 (invite users): the simple address pattern of the team-invite dialog. */
export const isTeamEmail = (email: string) => email.length <= 254 && SIMPLE_EMAIL.test(email);

/**
 * Why a typed address cannot become a chip, or null when it can: the pattern first, then the
 * server's answer (`exists`, undefined while not asked).
 */
export function emailEntryError(email: string, exists?: boolean): string | null {
  if (!isTeamEmail(email)) return MSG.validEmail;
  if (exists) return MSG.emailAlreadyExist;
  return null;
}

/** What one row of the invite answer tells the user: 'Successfully mail sent to …' or the row's message. */
export function inviteRowText([, status, message, email]: readonly [number, string, string, string]): string {
  return status === '200' ? MSG.mailSentTo(email) : message || MSG.somethingWentWrongDot;
}

/** An invited member who has not joined yet (the server says so; the name comes at registration). */
export const isPendingInvitee = (user: Pick<User, 'invitePending'>) => user.invitePending === true;

/** The name a member is shown by: full name, else the address (a pending invitee). */
export function memberName(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}
