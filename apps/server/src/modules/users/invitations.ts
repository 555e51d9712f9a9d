import { and, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Deps } from '../../context';
import { users } from '../../db/schema/index';
import { definePeriodicJob } from '../../platform/queue/define';

/** How long a team invitation's link works; after that the invitation is released. */
export const INVITE_LIFETIME_MS = 14 * 24 * 60 * 60_000;
/** Expired team invitations free their addresses, every 6 hours. */
export const releaseInvitationsJob = definePeriodicJob({ name: 'team-invites.release', every: 6 * 3_600_000, run: (deps: Deps<'events'>) => releaseExpiredInvitations(deps) });

/** Members invited but never registered whose invitation has expired. */
function expiredInvitation(emails?: string[]): SQL {
  return and(
    isNull(users.passwordHash),
    isNotNull(users.inviteTokenHash),
    lt(users.inviteExpiresAt, new Date().toISOString()),
    emails ? inArray(sql`lower(${users.email})`, emails) : undefined,
  )!;
}

/**
 * Releases expired team invitations (all of them, or those of `emails`): the invited rows leave
 * their team lists and free their seats, and the addresses can be invited again. (An invitation,
 * pending or not, never keeps its address from registering a company: issue 28.) Each release is
 * told as 'member.invitation_released' in the same transaction, so a job that named such an
 * invitee its hiring manager is left without one (campaigns/hiring-manager.ts; owners and admins
 * still see it).
 */
export async function releaseExpiredInvitations({ db, events }: Deps<'events'>, emails?: string[]): Promise<number> {
  if (emails?.length === 0) return 0;
  const gone = await db.delete(users).where(expiredInvitation(emails)).returning({ id: users.id, enterpriseId: users.enterpriseId });
  await events.publish(
    db,
    gone.map((u) => ({ enterpriseId: u.enterpriseId, type: 'member.invitation_released' as const, data: { userId: u.id } })),
  );
  return gone.length;
}
