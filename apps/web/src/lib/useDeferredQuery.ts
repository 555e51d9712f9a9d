import { useDeferredValue, useMemo } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';

/** What a section draws from a query: its answer, or its failure and a way to try again. */
export interface QuerySnapshot<T> {
  data: T | undefined;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/** The answer of a query hook: `QueryAnswer<typeof useTopCandidates>`. */
export type QueryAnswer<Hook extends (...args: never[]) => { data: unknown }> = NonNullable<ReturnType<Hook>['data']>;

/**
 * A query's answer as a deferred value that changes only when the answer or the failure does.
 *
 * TanStack Query delivers answers through useSyncExternalStore, whose updates React always renders
 * at once, in one blocking task: the component that asked re-renders synchronously, with every
 * child whose props are new. Here that render only sees the previous snapshot (the same object),
 * so a memoised child given it does nothing, and React renders the new snapshot afterwards as a
 * transition, in slices that let the browser breathe. The pattern: the component calling the
 * query passes `useDeferredQuery(result)` to a `memo` view that draws it.
 */
export function useDeferredQuery<T>(result: UseQueryResult<T>): QuerySnapshot<T> {
  const { data, isError, error, refetch } = result;
  const snapshot = useMemo(() => ({ data, isError, error, refetch }), [data, isError, error, refetch]);
  return useDeferredValue(snapshot);
}
