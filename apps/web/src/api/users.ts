import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { usersApi, type User, type UserUpdate } from '@candid/shared';
import { apiCall } from './client';
import { userKeys } from './queryKeys';
import { session } from './session';

/** GET /api/User/GetUserByEmail/{email}/ */
export async function fetchUserByEmail(email: string): Promise<User> {
  const res = await apiCall(usersApi.byEmail, `/User/GetUserByEmail/${encodeURIComponent(email)}/`);
  return res.data;
}

/** Loads the signed-in user into the cache (login and registration do this before navigating). */
export function prefetchCurrentUser(queryClient: QueryClient, email: string): Promise<User> {
  return queryClient.fetchQuery({
    queryKey: userKeys.byEmail(email),
    queryFn: () => fetchUserByEmail(email),
  });
}

/** The signed-in user, fetched by the stored user name (SPEC §2 guard rules). */
export function useCurrentUser() {
  const email = session.userName() ?? '';
  const enabled = session.isLoggedIn() && email !== '';
  return useQuery({
    queryKey: userKeys.byEmail(email),
    queryFn: () => fetchUserByEmail(email),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** GET /api/User/{id} */
export function useUser(id: number | undefined) {
  return useQuery({
    queryKey: userKeys.byId(id ?? 0),
    queryFn: async () => (await apiCall(usersApi.byId, `/User/${id}`)).data,
    enabled: id !== undefined && id > 0,
  });
}

/** PUT /api/User (partial; pk_User_ID required). Updates the cached copies of that user. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: UserUpdate) =>
      (await apiCall(usersApi.update, '/User', { method: 'PUT', json: update })).data,
    onSuccess: (user, update) => {
      const merge = (old: User | undefined): User | undefined =>
        old ? { ...old, ...update, ...(user ?? {}) } : user;
      queryClient.setQueriesData<User>({ queryKey: userKeys.byEmails }, (old) =>
        old && old.pk_User_ID === update.pk_User_ID ? merge(old) : old,
      );
      queryClient.setQueryData<User>(userKeys.byId(update.pk_User_ID), merge);
    },
  });
}
