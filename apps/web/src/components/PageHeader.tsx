import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A list page's h1 with its main actions beside it. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3, flexWrap: 'wrap' }}>
      <Typography variant="h1" component="h1" sx={{ flexGrow: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * A list page's search and filter controls in one row on wide screens (`columns`: the grid
 * columns from md up), stacked on phones.
 */
export function FilterBar({ columns, children }: { columns: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        mb: 2.5,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: columns },
        alignItems: 'center',
      }}
    >
      {children}
    </Box>
  );
}
