import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client';

/** One query client per app (and per test). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Retrying an answer the server gave (4xx/5xx) only repeats it; retry network blips once.
        retry: (failureCount, error) =>
          error instanceof ApiError && error.isNetworkError && failureCount < 1,
      },
      mutations: { retry: false },
    },
  });
}
