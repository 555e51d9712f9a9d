import { useState } from 'react';
import { MSG, USER_STATUS } from '@candid/shared';
import type { User } from '../../api/entities';
import { ApiError, errorMessage } from '../../api/client';
import { fetchRemainingInvites } from '../../api/invites';
import { useUpdateUser } from '../../api/users';
import { notify } from '../../components/notify';

/**
 * SPEC §4 User status: the owner's activate/deactivate link asks for confirmation; before an
 * activation the remaining invites are fetched and, when not above 0, the package-limit dialog
 * opens instead and nothing changes. The server's own 402 opens it too.
 */
export function useMemberStatus(enterpriseId: number, onPlanLimit: () => void) {
  const update = useUpdateUser();
  const [target, setTarget] = useState<User | null>(null);
  const [checking, setChecking] = useState(false);

  const confirm = async () => {
    if (!target) return;
    const activate = target.status !== USER_STATUS.Active;
    try {
      if (activate) {
        setChecking(true);
        const remaining = await fetchRemainingInvites(enterpriseId).finally(() => setChecking(false));
        if (remaining !== null && remaining <= 0) {
          setTarget(null);
          onPlanLimit();
          return;
        }
      }
      await update.mutateAsync({
        id: target.id,
        status: activate ? USER_STATUS.Active : USER_STATUS.Inactive,
      });
      setTarget(null);
    } catch (e) {
      setTarget(null);
      if (e instanceof ApiError && e.status === 402) onPlanLimit();
      else notify.error(errorMessage(e, MSG.somethingWentWrongDot));
    }
  };

  return {
    /** The member whose status the open confirmation is about. */
    target,
    ask: setTarget,
    cancel: () => setTarget(null),
    confirm: () => void confirm(),
    busy: checking || update.isPending,
  };
}
