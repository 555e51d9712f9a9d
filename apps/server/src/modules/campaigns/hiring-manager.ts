import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Deps } from '../../context';
import { campaigns } from '../../db/schema/index';
import { defineSubscriber } from '../../platform/events';

/** A member's jobs are left without a hiring manager (owners and admins still see them). */
export async function unassignHiringManager({ db }: Deps, enterpriseId: number, userId: number): Promise<void> {
  await db
    .update(campaigns)
    .set({ hiringManagerId: null })
    .where(and(eq(campaigns.enterpriseId, enterpriseId), eq(campaigns.hiringManagerId, userId)));
}

/**
 * 'member.invitation_released' (users/invitations.ts): an invitee whose invitation expired is no
 * longer the hiring manager of any job, in the transaction that released them.
 */
export const unassignReleasedInvitee = defineSubscriber({
  event: 'member.invitation_released',
  data: z.object({ userId: z.number().int() }),
  run: (deps: Deps, { userId }, event) => unassignHiringManager(deps, event.enterpriseId, userId),
});
