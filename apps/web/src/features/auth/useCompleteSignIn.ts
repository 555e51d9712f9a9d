import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { session } from '../../api/session';
import { prefetchCurrentUser } from '../../api/users';

/**
 * After the server has set the session cookie (login or registration): remember the sign-in,
 * load the user, and go to the dashboard (whose guard sends flagged users to /onboarding).
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (email: string) => {
      session.signIn(email);
      try {
        await prefetchCurrentUser(queryClient, email);
      } catch {
        // The guard shows the failure with a retry.
      }
      navigate('/dashboard', { replace: true });
    },
    [queryClient, navigate],
  );
}
