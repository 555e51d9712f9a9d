import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { messagingApi, DataOf, UserUpdate as WireUserUpdate } from '@candid/shared';
import { authRoutes, messagingRoutes, usersRoutes } from '@candid/shared/routes';
import type { OffWire } from '@candid/shared/wire';
import { apiCall } from './client';
import { toWire, userFromWire, wireNames, type User } from './entities';
import { employerKeys, inviteKeys, userKeys } from './queryKeys';
import { session } from './session';

/** PUT /User's body in the domain's names: the user's `id` and only the fields that change. */
export type UserUpdate = OffWire<WireUserUpdate, typeof wireNames.users>;

/** GET /api/User/GetUserByEmail/{email} */
export async function fetchUserByEmail(email: string): Promise<User> {
  const res = await apiCall(usersRoutes.byEmail, { params: { email } });
  return userFromWire(res.data);
}

/** Loads the signed-in user into the cache (login and registration do this before navigating). */
export function prefetchCurrentUser(queryClient: QueryClient, email: string): Promise<User> {
  return queryClient.fetchQuery({
    queryKey: userKeys.byEmail(email),
    queryFn: () => fetchUserByEmail(email),
  });
}

/** How long the signed-in user counts as fresh. */
const CURRENT_USER_STALE_MS = 5 * 60_000;

/**
 * Starts the signed-in user's request as the app starts, before its first render: every page
 * behind sign-in waits for the user, and {@link useCurrentUser} would only ask once rendered.
 */
export function prefetchSignedInUser(queryClient: QueryClient): void {
  const email = session.userName();
  if (!session.isLoggedIn() || !email) return;
  void queryClient.prefetchQuery({
    queryKey: userKeys.byEmail(email),
    queryFn: () => fetchUserByEmail(email),
    staleTime: CURRENT_USER_STALE_MS,
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
    staleTime: CURRENT_USER_STALE_MS,
  });
}

/** GET /api/User/{id} */
export function useUser(id: number | undefined) {
  return useQuery({
    queryKey: userKeys.byId(id ?? 0),
    queryFn: async () => userFromWire((await apiCall(usersRoutes.byId, { params: { id: id ?? 0 } })).data),
    enabled: id !== undefined && id > 0,
  });
}

/** PUT /api/User (partial; the id required). Updates the cached copies of that user. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: UserUpdate) => {
      const user = (await apiCall(usersRoutes.update, { json: toWire(wireNames.users, update) })).data;
      return user && userFromWire(user);
    },
    onSuccess: (user, update) => {
      const merge = (old: User | undefined): User | undefined =>
        old ? { ...old, ...update, ...(user ?? {}) } : user;
      queryClient.setQueriesData<User>({ queryKey: userKeys.byEmails }, (old) =>
        old && old.id === update.id ? merge(old) : old,
      );
      queryClient.setQueryData<User>(userKeys.byId(update.id), merge);
      // A status or level change shows in the team list and the hiring-manager picker.
      void queryClient.invalidateQueries({ queryKey: userKeys.teams });
      if (user) void queryClient.invalidateQueries({ queryKey: employerKeys.team(user.enterpriseId) });
    },
  });
}

/** GET /User/GetUserByEnterpriseId: the team of the /user page, optionally searched. */
export function useTeam(enterpriseId: number, search: string) {
  return useQuery({
    queryKey: userKeys.team(enterpriseId, search),
    queryFn: async ({ signal }) =>
      (
        await apiCall(usersRoutes.byEnterprise, {
          query: { Enterprise_ID: enterpriseId, searchText: search || undefined },
          signal,
        })
      ).data.map(userFromWire),
    enabled: enterpriseId > 0,
    placeholderData: keepPreviousData,
  });
}

/** POST /Account/isEmailExists: true when the address already has an account. */
export async function emailExists(email: string, enterpriseId: number): Promise<boolean> {
  return (await apiCall(authRoutes.emailExists, { query: { email, id: enterpriseId } })).data;
}

export interface TeamInviteInput {
  enterpriseId: number;
  accessLevel: number;
  emails: string[];
  fromName?: string;
}

/** One recipient's outcome of a team invitation: [index, status ('200' | '409'), message, email]. */
export type TeamInviteRow = DataOf<typeof messagingApi.inviteTeam>[number];

/**
 * POST /Message/SendInviteUser: one row per address. Throws ApiError (402 when the plan's invites
 * are used up). The team list and the remaining invites change.
 */
export function useInviteTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ enterpriseId, accessLevel, emails, fromName }: TeamInviteInput) =>
      (
        await apiCall(messagingRoutes.inviteTeam, {
          query: { enterpriseID: enterpriseId, userAccessLevelId: accessLevel, FromName: fromName },
          json: emails,
        })
      ).data,
    onSettled: (_rows, _error, input) => {
      void queryClient.invalidateQueries({ queryKey: userKeys.teams });
      void queryClient.invalidateQueries({ queryKey: employerKeys.team(input.enterpriseId) });
      void queryClient.invalidateQueries({ queryKey: inviteKeys.remaining(input.enterpriseId) });
    },
  });
}
