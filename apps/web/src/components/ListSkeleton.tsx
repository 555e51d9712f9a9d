import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

interface ListSkeletonProps {
  /** Names the loading list for assistive technology, e.g. 'Loading jobs'. */
  label: string;
  /** The height of one row, in px. */
  rowHeight: number;
  spacing?: number;
}

/** Three placeholder rows while a list loads. */
export function ListSkeleton({ label, rowHeight, spacing = 1.5 }: ListSkeletonProps) {
  return (
    <Stack spacing={spacing} role="status" aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rounded" height={rowHeight} />
      ))}
    </Stack>
  );
}
