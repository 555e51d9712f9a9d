// First: zod's settings must be in place before any schema is built.
import './zodConfig';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
// Roboto as one variable font: every weight the app uses (400 to 800) in one 43 KB file, which
// index.html preloads (vite.config.ts), instead of five files of 22 KB.
import '@fontsource-variable/roboto/wght.css';
import { createQueryClient } from './api/queryClient';
import { prefetchSignedInUser } from './api/users';
import { AppProviders } from './providers';
import { AppRoutes, preloadFirstPage } from './routes';

const queryClient = createQueryClient();
prefetchSignedInUser(queryClient);
// The page's chunks load beside the user's request; Vite adds a preload link per chunk (each
// starting a fetch), in a task of its own rather than in the entry's evaluation, its first long task.
setTimeout(() => preloadFirstPage(window.location.pathname), 0);

const root = createRoot(document.getElementById('root') as HTMLElement);
// As a transition, React renders the app in slices that let the browser breathe, instead of in
// one long task that blocks input (and index.html's spinner) until it is done.
startTransition(() => {
  root.render(
    <StrictMode>
      <BrowserRouter>
        <AppProviders queryClient={queryClient}>
          <AppRoutes />
        </AppProviders>
      </BrowserRouter>
    </StrictMode>,
  );
});
