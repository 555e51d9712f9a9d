import { useMutation, useQuery } from '@tanstack/react-query';
import { type GuestRatingInput } from '@candid/shared';
import { reviewSharesRoutes } from '@candid/shared/routes';
import { apiCall } from './client';
import { publicShareKeys } from './queryKeys';

/*
 * The public share page (docs/api-review.md "Share for review without an account"): the token in
 * the path is the only credential, so these calls never need a session.
 */

/** GET /share/{token}. Each fetch is recorded as a visit: fetched once per page load. */
export function useShareView(token: string) {
  return useQuery({
    queryKey: publicShareKeys.view(token),
    queryFn: async ({ signal }) => (await apiCall(reviewSharesRoutes.view, { params: { token }, signal, skipAuthRedirect: true })).data,
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
        await apiCall(reviewSharesRoutes.rate, {
          params: { token },
          json: input,
          skipAuthRedirect: true,
        })
      ).data,
  });
}
