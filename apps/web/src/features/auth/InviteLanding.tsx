import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { authRoutes } from '@candid/shared/routes';
import { apiCall } from '../../api/client';
import { session } from '../../api/session';
import { FullPageSpinner } from '../../components/FullPageSpinner';

const asId = (raw: string): number | string => (/^\d+$/.test(raw) ? Number(raw) : raw);

/**
 * '/invite/:id/:eId/:statusId' (SPEC §2 reading A): forget any stored session, keep the
 * invitation ids and continue at /registration, where the team member joins.
 */
export function InviteLanding() {
  const { id = '', eId = '', statusId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (session.isLoggedIn()) {
      // Best effort: also end the previous session on the server (its cookie would linger).
      void apiCall(authRoutes.logout, { skipAuthRedirect: true }).catch(() => {});
    }
    session.clear();
    queryClient.clear();
    session.setRegistration({ userId: asId(id), enterpriseId: asId(eId), userStatusId: statusId });
    navigate('/registration', { replace: true });
  }, [id, eId, statusId, navigate, queryClient]);

  return <FullPageSpinner label="Opening your invitation" />;
}
