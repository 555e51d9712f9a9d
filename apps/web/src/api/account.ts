import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ChangePasswordBody } from '@candid/shared';
import { accountRoutes } from '@candid/shared/routes';
import { apiCall } from './client';
import { accountKeys } from './queryKeys';

/**
 * POST /Account/ChangePassword: the server checks the current password (400 with
 * MSG.currentPasswordWrong on CurrentPassword) and signs every other session out.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ChangePasswordBody) =>
      (await apiCall(accountRoutes.changePassword, { json: body })).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

/** GET /Account/Sessions: the caller's live sessions, newest first (one is `current`). */
export function useAccountSessions() {
  return useQuery({
    queryKey: accountKeys.sessions,
    queryFn: async ({ signal }) => (await apiCall(accountRoutes.sessions, { signal })).data,
  });
}

/** DELETE /Account/Sessions/{id}: signs one of the caller's sessions out. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await apiCall(accountRoutes.revokeSession, { params: { id } })).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
