import type { Route } from './route';

/** Where each call of `funnelApi` (contract/funnel.ts) is served, under /api. */
export const funnelRoutes = {
  campaign: { method: 'GET', path: '/Campaign/:id/Funnel' },
  dashboard: { method: 'GET', path: '/Dashboard/Funnel' },
} as const satisfies Record<string, Route>;
