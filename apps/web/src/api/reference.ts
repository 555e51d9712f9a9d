import { useQuery } from '@tanstack/react-query';
import type { Country, JobCategory, JobSubCategory } from '@candid/shared';
import { apiRequest } from './client';

/** A place suggestion of GET /Location/Search. */
export interface LocationSuggestion {
  id: number;
  place_name: string;
  country_code: string;
  postal_code: string | null;
  latitude: number;
  longitude: number;
  region: string | null;
  country: string;
}

const DAY = 24 * 60 * 60_000;

export const referenceKeys = {
  categories: ['reference', 'categories'] as const,
  subCategories: (id: number) => ['reference', 'subCategories', id] as const,
  countries: ['reference', 'countries'] as const,
  locations: (countryCode: string, text: string) => ['reference', 'locations', countryCode, text] as const,
};

/** GET /JobCategory */
export function useJobCategories() {
  return useQuery({
    queryKey: referenceKeys.categories,
    queryFn: async () => (await apiRequest<JobCategory[]>('/JobCategory')).data ?? [],
    staleTime: DAY,
  });
}

/** GET /JobCategory/{id}/SubCategories */
export function useSubCategories(categoryId: number | null | undefined) {
  return useQuery({
    queryKey: referenceKeys.subCategories(categoryId ?? 0),
    queryFn: async () =>
      (await apiRequest<JobSubCategory[]>(`/JobCategory/${categoryId}/SubCategories`)).data ?? [],
    enabled: !!categoryId,
    staleTime: DAY,
  });
}

/** GET /Country */
export function useCountries() {
  return useQuery({
    queryKey: referenceKeys.countries,
    queryFn: async () => (await apiRequest<Country[]>('/Country')).data ?? [],
    staleTime: DAY,
  });
}

/** GET /Location/Search: only called with more than 3 characters. */
export function useLocationSearch(countryCode: string | null | undefined, text: string, enabled: boolean) {
  return useQuery({
    queryKey: referenceKeys.locations(countryCode ?? '', text),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<LocationSuggestion[]>('/Location/Search', {
          query: { countryCode: countryCode || undefined, text, limit: 10 },
          signal,
        })
      ).data ?? [],
    enabled,
    staleTime: DAY,
  });
}
