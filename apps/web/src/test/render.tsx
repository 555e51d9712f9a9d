import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { AppProviders } from '../providers';
import { AppRoutes } from '../routes';

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Shows the current path so tests can assert where a guard sent them. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Renders the whole app at `path`. */
export function renderApp(path: string, queryClient = testQueryClient()) {
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders queryClient={queryClient}>
        <AppRoutes />
        <LocationProbe />
      </AppProviders>
    </MemoryRouter>,
  );
  return { ...result, queryClient };
}

/** Renders one component with the providers and a router. */
export function renderWithProviders(ui: ReactElement, path = '/', queryClient = testQueryClient()) {
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders queryClient={queryClient}>
        {ui}
        <LocationProbe />
      </AppProviders>
    </MemoryRouter>,
  );
  return { ...result, queryClient };
}
