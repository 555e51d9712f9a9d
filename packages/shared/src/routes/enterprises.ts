import type { Route } from './route';

/** Where each call of `enterprisesApi` (contract/enterprises.ts) is served, under /api. */
export const enterprisesRoutes = {
  mine: { method: 'GET', path: '/Enterprise' },
  byId: { method: 'GET', path: '/Enterprise/:id' },
  update: { method: 'PUT', path: '/Enterprise' },
} as const satisfies Record<string, Route>;
