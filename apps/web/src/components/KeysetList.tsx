import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import { ErrorRetry } from './ErrorRetry';
import { ListSkeleton } from './ListSkeleton';
import { LoadMoreButton } from './LoadMoreButton';

interface KeysetListProps {
  /** The infinite query of the list. */
  list: Parameters<typeof LoadMoreButton>[0]['list'] & {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  /** Placeholders although the list has loaded: its rows are still to render (a deferred value). */
  pending?: boolean;
  /** Names the list, e.g. 'Jobs' ('Loading jobs' while it loads). */
  label: string;
  /** The height of one row's placeholder while loading, in px. */
  rowHeight: number;
  /** Shown instead of the list when it has no rows. */
  empty: ReactNode;
  isEmpty: boolean;
  /** Above the rows, e.g. bulk actions. */
  toolbar?: ReactNode;
  /** The rows, as list items. */
  children: ReactNode;
}

/** A keyset-paged list page's body: placeholders, the error with Retry, the empty state, or the rows and 'Load more'. */
export function KeysetList({ list, pending = false, label, rowHeight, empty, isEmpty, toolbar, children }: KeysetListProps) {
  if (list.isPending || pending) return <ListSkeleton label={`Loading ${label.toLowerCase()}`} rowHeight={rowHeight} />;
  if (list.isError) return <ErrorRetry error={list.error} onRetry={list.refetch} />;
  if (isEmpty) return empty;
  return (
    <>
      {toolbar}
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label={label}>
        {children}
      </Stack>
      <LoadMoreButton list={list} />
    </>
  );
}
