import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Toasts } from './components/Toasts';
import { appTheme } from './theme';

/** Query cache, theme and toasts: everything a page needs besides the router. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={appTheme()}>
        <CssBaseline />
        {children}
        <Toasts />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
