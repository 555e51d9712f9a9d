import { useMemo, type ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';
import rtlPlugin from 'stylis-plugin-rtl';

/*
 * MUI laid out right to left (issue 32): the public pages shown in Arabic (the share view). MUI
 * writes its styles with physical sides (padding-left, a label at left: 0), so a right-to-left
 * page needs its theme's direction and an Emotion cache that mirrors every rule (stylis-plugin-rtl).
 * The employer app itself stays left to right; only what this wraps is mirrored.
 */

// Vendor prefixes are left out (Emotion's default when no plugin is given): the browsers Candid supports need none.
const rtlCache = createCache({ key: 'mui-rtl', stylisPlugins: [rtlPlugin] });

/** Its children in `dir`: right to left, MUI's styles are mirrored; left to right, nothing changes. */
export function Direction({ dir, children }: { dir: 'ltr' | 'rtl'; children: ReactNode }) {
  const theme = useMemo(() => (outer: Theme) => createTheme({ ...outer, direction: 'rtl' }), []);
  if (dir === 'ltr') return <>{children}</>;
  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={theme}>
        <div dir="rtl">{children}</div>
      </ThemeProvider>
    </CacheProvider>
  );
}
