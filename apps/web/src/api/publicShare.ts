import { useMutation, useQuery } from '@tanstack/react-query';
import type { GuestRatingInput, GuestRatingSaved, ShareView } from '@candid/shared';
import { apiRequest } from './client';

/*
 * The public share page (docs/api-review.md "Share for review without an account"): the token in
 * the path is the only credential, so these calls never need a session.
 */

const sharePath = (token: string) => `/share/${encodeURIComponent(token)}`;

export const publicShareKeys = {
  view: (token: string) => ['publicShare', token] as const,
};

/** GET /share/{token}. Each fetch is recorded as a visit: fetched once per page load. */
export function useShareView(token: string) {
  return useQuery({
    queryKey: publicShareKeys.view(token),
    queryFn: async ({ signal }) => (await apiRequest<ShareView>(sharePath(token), { signal, skipAuthRedirect: true })).data,
    enabled: token !== '',
    staleTime: Infinity,
    retry: false,
  });
}

/** POST /share/{token}/ratings: a guest's rating of one candidate of the link. */
export function useSubmitGuestRating(token: string) {
  return useMutation({
    mutationFn: async (input: GuestRatingInput) =>
      (
        await apiRequest<GuestRatingSaved>(`${sharePath(token)}/ratings`, {
          method: 'POST',
          json: input,
          skipAuthRedirect: true,
        })
      ).data,
  });
}
