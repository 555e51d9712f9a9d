import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** The body of a templates tab: a spinner while loading, the empty text, or the items. */
export function TemplateList<T>({
  loading,
  label,
  items,
  emptyText,
  showEmpty,
  itemKey,
  renderItem,
}: {
  loading: boolean;
  /** Names the list for screen readers ("Question templates"). */
  label: string;
  items: T[];
  emptyText: string;
  /** False while the create form is open, so the empty text does not sit under it. */
  showEmpty: boolean;
  itemKey: (item: T) => number;
  renderItem: (item: T) => ReactNode;
}) {
  if (loading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={`Loading ${label.toLowerCase()}`} color="inherit" />
      </Box>
    );
  }
  if (items.length === 0) {
    return showEmpty ? (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        {emptyText}
      </Typography>
    ) : null;
  }
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {items.map((item) => (
        <li key={itemKey(item)}>{renderItem(item)}</li>
      ))}
    </Box>
  );
}
