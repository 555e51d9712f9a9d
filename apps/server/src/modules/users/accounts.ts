import { and, eq } from 'drizzle-orm';
import { ACCESS_LEVEL, BRAND_PALETTE, USER_STATUS, initialsOf } from '@candid/shared';
import type { Deps } from '../../context';
import { users } from '../../db/schema/index';
import { sha256 } from '../../platform/crypto';

/*
 * The writes of members' accounts: an invited member (messaging's team invitations), then
 * sign-in's registration, acceptance and password steps (the auth module). users rows are written
 * here, in the caller's transaction when it has one.
 */

type UserRow = typeof users.$inferSelect;

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
      enterpriseId,
      email: member.email,
      accessLevel: member.accessLevel,
      status: USER_STATUS.Inactive,
      inviteTokenHash: member.inviteTokenHash,
      inviteExpiresAt: member.inviteExpiresAt,
    })
    .returning({ id: users.id });
  return user.id;
}

/** A registering company's owner: access level 0, active, onboarding pending. */
export async function createOwner(
  { db }: Deps,
  input: { enterpriseId: number; firstName: string; lastName: string; email: string; passwordHash: string },
): Promise<UserRow> {
  const [user] = await db
    .insert(users)
    .values({
      enterpriseId: input.enterpriseId,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      initials: initialsOf(input.firstName, input.lastName),
      backgroundColour: BRAND_PALETTE[2],
      colour: BRAND_PALETTE[1],
      accessLevel: ACCESS_LEVEL.Owner,
      status: USER_STATUS.Active,
      isOnboarding: true,
      passwordHash: input.passwordHash,
    })
    .returning();
  return user;
}

/**
 * Completes a team invitation with the invitee's name and password and activates them; the
 * invitation's secret is spent. Answers undefined when the invitation `token` no longer holds, so
 * a concurrent second use of the same invitation changes nothing.
 */
export async function acceptInvitedUser(
  { db }: Deps,
  input: { userId: number; token: string; firstName: string; lastName: string; passwordHash: string },
): Promise<UserRow | undefined> {
  const [updated] = await db
    .update(users)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      initials: initialsOf(input.firstName, input.lastName),
      status: USER_STATUS.Active,
      passwordHash: input.passwordHash,
      inviteTokenHash: null,
      inviteExpiresAt: null,
    })
    .where(and(eq(users.id, input.userId), eq(users.inviteTokenHash, sha256(input.token))))
    .returning();
  return updated;
}

/** Sets a user's password (its hash); the caller ends their sessions as its flow requires. */
export async function setPasswordHash({ db }: Deps, user: { enterpriseId: number; userId: number }, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.enterpriseId, user.enterpriseId), eq(users.id, user.userId)));
}
