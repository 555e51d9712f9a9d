import { and, eq, inArray, sql } from 'drizzle-orm';
import { ACCESS_LEVEL, MSG, oneLine, roleName } from '@candid/shared';
import type { Deps } from '../../context';
import type { AuthContext } from '../../actors';
import { withTransaction } from '../../db/transaction';
import { enterprises, users } from '../../db/schema/index';
import { randomToken, sha256 } from '../../platform/crypto';
import { enqueueMail } from '../../platform/mail/outbox';
import { mailLogoUrl, teamInviteMail } from '../../platform/mail/templates';
import { assertInvitesAvailable, assertUsersAvailable, lockInvites } from '../billing/plan';
import { INVITE_LIFETIME_MS, releaseExpiredInvitations } from '../users/invitations';
import { addInvitedMember } from '../users/accounts';
import { messagingPolicy } from './policy';

/** One row per address: [index, status ('200' sent, '409' already in the team), message, email]. */
export type InviteRow = [number, string, string, string];

/**
 * Invites team members: creates each as an inactive user of the caller's enterprise with a
 * single-use invitation secret, and emails the link /invite/{userId}/{enterpriseId}/{secret}.
 * An address already in the team (a member, or an open invitation) is reported, not re-invited.
 * Other companies are not looked at: an address with an account elsewhere is invited like any
 * other, so the answer tells nothing of it (issue 28); its link then tells the invitee.
 */
export async function inviteTeamMembers(
  deps: Deps<'config' | 'mail' | 'events'>,
  actor: AuthContext,
  input: { accessLevel: number; emails: string[]; fromName?: string },
): Promise<InviteRow[]> {
  messagingPolicy.authorize(actor, 'member.invite');
  const emails = [...new Set(input.emails.map((e) => e.trim().toLowerCase()))];
  const [enterprise] = await deps.db
    .select({
      name: enterprises.name,
      initials: enterprises.initials,
      colour: enterprises.colour,
      backgroundColour: enterprises.backgroundColour,
      avatarEnable: enterprises.avatarEnable,
      imageLink: enterprises.imageLink,
    })
    .from(enterprises)
    .where(eq(enterprises.id, actor.enterpriseId));
  const [inviter] = await deps.db
    .select({ first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.id, actor.userId));
  const inviterName = oneLine(input.fromName ?? '') || oneLine(`${inviter?.first ?? ''} ${inviter?.last ?? ''}`) || 'A colleague';

  const rows = await withTransaction(deps, async (txDeps) => {
    const { db: tx } = txDeps;
    await releaseExpiredInvitations(txDeps, emails);
    const existing = await tx
      .select({ email: sql<string>`lower(${users.email})` })
      .from(users)
      .where(and(eq(users.enterpriseId, actor.enterpriseId), inArray(sql`lower(${users.email})`, emails)));
    const taken = new Set(existing.map((e) => e.email));
    // Team invitations spend the plan's invites like candidate invitations (docs/api-interview.md).
    await lockInvites(txDeps, actor.enterpriseId);
    const wanted = emails.filter((e) => !taken.has(e)).length;
    await assertInvitesAvailable(txDeps, actor.enterpriseId, wanted);
    // And each invitation holds a seat of the plan's team size until it is accepted or expires.
    await assertUsersAvailable(txDeps, actor.enterpriseId, wanted);
    const result: InviteRow[] = [];
    for (const [i, email] of emails.entries()) {
      if (taken.has(email)) {
        result.push([i, '409', MSG.emailAlreadyExist, email]);
        continue;
      }
      const secret = randomToken(24);
      const userId = await addInvitedMember(txDeps, actor.enterpriseId, {
        email,
        accessLevel: input.accessLevel,
        inviteTokenHash: sha256(secret),
        inviteExpiresAt: new Date(Date.now() + INVITE_LIFETIME_MS).toISOString(),
      });
      const url = `${deps.config.publicUrl}/invite/${userId}/${actor.enterpriseId}/${secret}`;
      await enqueueMail(tx, {
        ...teamInviteMail({
          enterpriseName: enterprise?.name ?? 'your team',
          brand: enterprise && {
            name: enterprise.name,
            initials: enterprise.initials,
            colour: enterprise.colour,
            backgroundColour: enterprise.backgroundColour,
            logoUrl: enterprise.avatarEnable ? mailLogoUrl(enterprise.imageLink, deps.config.publicUrl) : null,
          },
          inviter: inviterName,
          role: roleName(input.accessLevel === ACCESS_LEVEL.InviteFallback ? ACCESS_LEVEL.HiringManager : input.accessLevel),
          url,
        }),
        to: email,
        enterpriseId: actor.enterpriseId,
      });
      result.push([i, '200', MSG.mailSentTo(email), email]);
    }
    return result;
  });
  deps.mail.wake();
  return rows;
}
