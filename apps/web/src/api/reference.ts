import { useQuery } from '@tanstack/react-query';
import { referenceRoutes } from '@candid/shared/routes';
import { apiCall } from './client';
import { jobCategoryFromWire, jobSubCategoryFromWire } from './entities';
import { referenceKeys } from './queryKeys';

export type { LocationSuggestion } from '@candid/shared';

const DAY = 24 * 60 * 60_000;

/** GET /JobCategory */
export function useJobCategories() {
  return useQuery({
    queryKey: referenceKeys.categories,
    queryFn: async () => (await apiCall(referenceRoutes.categories)).data.map(jobCategoryFromWire),
    staleTime: DAY,
  });
}

/** GET /JobCategory/{id}/SubCategories */
export function useSubCategories(categoryId: number | null | undefined) {
  return useQuery({
    queryKey: referenceKeys.subCategories(categoryId ?? 0),
    queryFn: async () =>
      (await apiCall(referenceRoutes.subCategories, { params: { id: categoryId ?? 0 } })).data.map(jobSubCategoryFromWire),
    enabled: !!categoryId,
    staleTime: DAY,
  });
}

/** GET /Country */
export function useCountries() {
  return useQuery({
    queryKey: referenceKeys.countries,
    queryFn: async () => (await apiCall(referenceRoutes.countries)).data,
    staleTime: DAY,
  });
}

/** GET /Location/Search: only called with more than 3 characters. */
export function useLocationSearch(countryCode: string | null | undefined, text: string, enabled: boolean) {
  return useQuery({
    queryKey: referenceKeys.locations(countryCode ?? '', text),
    queryFn: async ({ signal }) =>
      (
        await apiCall(referenceRoutes.locations, {
          query: { countryCode: countryCode || undefined, text, limit: 10 },
          signal,
        })
      ).data,
    enabled,
    staleTime: DAY,
  });
}
