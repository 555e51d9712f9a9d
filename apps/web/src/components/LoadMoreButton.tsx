import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

interface LoadMoreButtonProps {
  /** The infinite query of a keyset list. */
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}

/** 'Load more' under a keyset list, shown while there is a next page. */
export function LoadMoreButton({ list }: LoadMoreButtonProps) {
  if (!list.hasNextPage) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
      <Button
        variant="outlined"
        onClick={() => void list.fetchNextPage()}
        disabled={list.isFetchingNextPage}
        startIcon={list.isFetchingNextPage ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
      >
        Load more
      </Button>
    </Box>
  );
}
