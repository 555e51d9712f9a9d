import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { User, UserUpdate } from '@candid/shared';
import { apiRequest } from './client';
import { session } from './session';

export const userKeys = {
  all: ['user'] as const,
  byEmail: (email: string) => ['user', 'byEmail', email.toLowerCase()] as const,
  byId: (id: number) => ['user', 'byId', id] as const,
};

/** GET /api/User/GetUserByEmail/{email}/ */
export async function fetchUserByEmail(email: string): Promise<User> {
  const res = await apiRequest<User>(`/User/GetUserByEmail/${encodeURIComponent(email)}/`);
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
    queryFn: async () => (await apiRequest<User>(`/User/${id}`)).data,
    enabled: id !== undefined && id > 0,
  });
}

/** PUT /api/User (partial; pk_User_ID required). Updates the cached copies of that user. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: UserUpdate) =>
      (await apiRequest<User>('/User', { method: 'PUT', json: update })).data,
    onSuccess: (user, update) => {
      const merge = (old: User | undefined): User | undefined =>
        old ? { ...old, ...update, ...(user ?? {}) } : user;
      queryClient.setQueriesData<User>({ queryKey: ['user', 'byEmail'] }, (old) =>
        old && old.pk_User_ID === update.pk_User_ID ? merge(old) : old,
      );
      queryClient.setQueryData<User>(userKeys.byId(update.pk_User_ID), merge);
    },
  });
}
