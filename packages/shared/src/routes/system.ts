import type { Route } from './route';

/** Where each call of `systemApi` (contract/system.ts) is served, under /api. */
export const systemRoutes = {
  health: { method: 'GET', path: '/health' },
  ready: { method: 'GET', path: '/ready' },
} as const satisfies Record<string, Route>;
