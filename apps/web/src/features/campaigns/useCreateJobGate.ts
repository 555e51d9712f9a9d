import { useState } from 'react';
import { useNavigate } from 'react-router';
import { fetchRemainingJobs } from '../../api/campaigns';
import { useCurrentUser } from '../../api/users';
import { errorMessage } from '../../api/client';
import { notify } from '../../components/notify';

/**
 * "Create job": asks how many jobs the plan still allows; 0 opens the package-limit modal,
 * anything else (null is unlimited) goes to the create screen.
 */
export function useCreateJobGate(target = '/campaign/create') {
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [limitOpen, setLimitOpen] = useState(false);
  const [checking, setChecking] = useState(false);

  const start = async () => {
    const enterpriseId = user.data?.enterpriseId;
    if (checking || !enterpriseId) return;
    setChecking(true);
    try {
      const remaining = await fetchRemainingJobs(enterpriseId);
      if (remaining !== null && remaining <= 0) setLimitOpen(true);
      else navigate(target);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setChecking(false);
    }
  };

  return { start, checking, limitOpen, closeLimit: () => setLimitOpen(false) };
}
