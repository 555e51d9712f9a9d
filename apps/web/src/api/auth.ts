import { useMutation, useQuery } from '@tanstack/react-query';
import {
  type authApi,
  type DataOf,
  type InvitationInfo,
  type RegisterByInviteInput,
  type RegisterInput,
  type TokenResponse,
} from '@candid/shared';
import { authRoutes } from '@candid/shared/routes';
import type { OffWire } from '@candid/shared/wire';
import { apiCall } from './client';
import { toWire, userFromWire, wireViewNames } from './entities';
import { invitationKeys } from './queryKeys';
import type { RegistrationIds } from './session';

/** POST /api/token: OAuth2 password grant; the server also sets the session cookie. */
export async function requestToken(email: string, password: string): Promise<TokenResponse> {
  const res = await apiCall(authRoutes.token, {
    form: { username: email, password, grant_type: 'password' },
    skipAuthRedirect: true,
  });
  return res.data;
}

export function useLogin() {
  return useMutation({
    mutationFn: ({ email, password }: { email: string; password: string }) =>
      requestToken(email, password),
  });
}

/** POST /api/Account/Logout: revokes the session and clears the cookie. */
export function useLogout() {
  return useMutation({
    // A stale session answering 401 must not cut the confirmed logout's 500 ms short.
    mutationFn: () => apiCall(authRoutes.logout, { skipAuthRedirect: true }),
  });
}

/** Who was registered: `id`, `enterpriseId`, `email`. */
export type RegisteredUser = OffWire<DataOf<typeof authApi.register>, typeof wireViewNames.user>;
/** POST /Account/Register's body in the domain's names (the passwords and the code keep theirs). */
export type Registration = OffWire<RegisterInput, typeof wireViewNames.user>;
/** POST /Account/RegisterByInvite's body in the domain's names: the invitation's ids and the new member. */
export type InviteRegistration = OffWire<RegisterByInviteInput, typeof wireViewNames.user>;
/** Who was invited to which company: `email`, `enterpriseName`, `accessLevel`. */
export type Invitation = OffWire<InvitationInfo, typeof wireViewNames.user>;

/** POST /api/Account/Register: answers 201 and signs the new owner in (cookie). */
export function useRegister() {
  return useMutation({
    mutationFn: async (input: Registration): Promise<RegisteredUser> =>
      userFromWire((await apiCall(authRoutes.register, { json: toWire(wireViewNames.user, input) })).data),
  });
}

/** POST /api/Account/RegisterByInvite: answers 201 and signs the team member in (cookie). */
export function useRegisterByInvite() {
  return useMutation({
    mutationFn: async (input: InviteRegistration): Promise<RegisteredUser> =>
      userFromWire(
        (
          await apiCall(authRoutes.registerByInvite, {
            json: toWire(wireViewNames.user, input),
          })
        ).data,
      ),
  });
}

/** GET /api/Account/Invitation: who was invited to which enterprise. */
export function useInvitation(ids: RegistrationIds | null) {
  return useQuery({
    queryKey: invitationKeys.of(ids?.userId, ids?.enterpriseId, ids?.userStatusId),
    queryFn: async (): Promise<Invitation> =>
      userFromWire(
        (
          await apiCall(authRoutes.invitation, {
            // Only enabled with ids; a missing token is then the server's 400, as before.
            query: { userId: ids?.userId, enterpriseId: ids?.enterpriseId, token: ids?.userStatusId ?? '' },
          })
        ).data,
      ),
    enabled: ids !== null,
    staleTime: Infinity,
  });
}
