import { useQuery } from '@tanstack/react-query';
import { planRoutes } from '@candid/shared/routes';
import { apiCall } from './client';
import { planKeys } from './queryKeys';

/**
 * GET /Subscriber/Plan: the caller's company's package with its usage meters. `pollMs` refetches
 * it on that interval (the packages page waits for Stripe's webhook after checkout).
 */
export function usePlanSummary({ pollMs }: { pollMs?: number | false } = {}) {
  return useQuery({
    queryKey: planKeys.summary,
    queryFn: async ({ signal }) => (await apiCall(planRoutes.summary, { signal })).data,
    refetchInterval: pollMs ?? false,
  });
}
