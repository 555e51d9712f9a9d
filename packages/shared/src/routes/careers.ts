import type { Route } from './route';

/** Where each call of `careersApi` (contract/careers.ts) is served, under /api. */
export const careersRoutes = {
  ofJob: { method: 'GET', path: '/Campaign/:id/Careers' },
} as const satisfies Record<string, Route>;
