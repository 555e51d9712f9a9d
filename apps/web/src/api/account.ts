import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type accountApi, type ChangePasswordBody } from '@candid/shared';
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
      (await apiCall<typeof accountApi.changePassword>('/Account/ChangePassword', { method: 'POST', json: body })).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

/** GET /Account/Sessions: the caller's live sessions, newest first (one is `current`). */
export function useAccountSessions() {
  return useQuery({
    queryKey: accountKeys.sessions,
    queryFn: async ({ signal }) => (await apiCall<typeof accountApi.sessions>('/Account/Sessions', { signal })).data,
  });
}

/** DELETE /Account/Sessions/{id}: signs one of the caller's sessions out. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await apiCall<typeof accountApi.revokeSession>(`/Account/Sessions/${id}`, { method: 'DELETE' })).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
