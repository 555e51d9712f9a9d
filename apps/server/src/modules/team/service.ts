import { USER_STATUS } from '@candid/shared';
import type { Deps } from '../../context';
import type { AuthContext } from '../../actors';
import { withTransaction } from '../../db/transaction';
import { assertInvitesAvailable, assertUsersAvailable, lockInvites } from '../billing/plan';
import { updateUser } from '../users/service';
import type { UserView } from '../users/present';
import type { UserChange } from '../users/wire';

/**
 * Changes a member of the caller's team (PUT /User): the users policy decides who may change
 * what; on top of it, the plan (SPEC §5 plan limits):
 * - re-activating a member needs an invite left on an unexpired package and a free seat under
 *   the package's maxUsers, else 402 with the package-limit message (nothing changes);
 * - deactivating a member signs out all their sessions, so re-activation does not revive them.
 * Access-level changes take effect on the member's next request: sessions read the level from the
 * users row, and the cached ones are forgotten once the change is committed.
 */
export async function updateMember(deps: Deps<'sessions'>, actor: AuthContext, change: UserChange): Promise<UserView> {
  const updated = await withTransaction(deps, async (tx) =>
    updateUser(tx, actor, change, async (target) => {
      const activates = change.status === USER_STATUS.Active && target.status !== USER_STATUS.Active;
      const deactivates = change.status === USER_STATUS.Inactive && target.status === USER_STATUS.Active;
      if (activates) {
        await lockInvites(tx, actor.enterpriseId);
        await assertInvitesAvailable(tx, actor.enterpriseId, 1);
        await assertUsersAvailable(tx, actor.enterpriseId, 1);
      }
      if (deactivates) await tx.sessions.revokeAllForUser(tx.db, actor.enterpriseId, target.id);
    }),
  );
  deps.sessions.forgetUser(updated.id);
  return updated;
}
