import { USER_STATUS } from '@candid/shared';
import type { Deps } from '../../context';
import { users } from '../../db/schema/index';

/** A team member invited by email, until they register through the link. */
export interface InvitedMember {
  email: string;
  accessLevel: number;
  /** The sha256 of the invitation's secret (the secret itself is never stored). */
  inviteTokenHash: string;
  inviteExpiresAt: string;
}

/** Adds an invited member to the enterprise: inactive and without a password until they accept. Answers their id. */
export async function addInvitedMember({ db }: Deps, enterpriseId: number, member: InvitedMember): Promise<number> {
  const [user] = await db
    .insert(users)
    .values({
      fk_Enterprise_ID: enterpriseId,
      User_Email: member.email,
      User_AccessLevel: member.accessLevel,
      User_Status: USER_STATUS.Inactive,
      inviteTokenHash: member.inviteTokenHash,
      inviteExpiresAt: member.inviteExpiresAt,
    })
    .returning({ id: users.pk_User_ID });
  return user.id;
}
