import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * A list page's h1 with its main actions beside it: plain CSS (src/boot.css), as the app shell the
 * server sends draws it (features/layout/appShell.ts), so the heading does not move when the page
 * replaces the shell.
 */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="page-header">
      <h1 className="page-title">{title}</h1>
      {children}
    </div>
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
