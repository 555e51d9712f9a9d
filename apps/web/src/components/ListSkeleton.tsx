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

interface BlockSkeletonProps {
  /** Names what is loading for assistive technology, e.g. 'Loading the packages'. */
  label: string;
  variant?: 'rounded' | 'text';
  width?: number;
  height?: number;
}

/**
 * One placeholder block while a section loads: a status that says what is loading (a bare
 * Skeleton with an aria-label has no role, which the label is not allowed on).
 */
export function BlockSkeleton({ label, variant = 'rounded', width, height }: BlockSkeletonProps) {
  return <Skeleton variant={variant} width={width} height={height} role="status" aria-busy="true" aria-label={label} />;
}
