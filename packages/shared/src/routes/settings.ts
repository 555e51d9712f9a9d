import type { Route } from './route';

/** Where each call of `settingsApi` (contract/settings.ts) is served, under /api. */
export const settingsRoutes = {
  list: { method: 'GET', path: '/Setting' },
  save: { method: 'POST', path: '/Setting' },
  update: { method: 'PUT', path: '/Setting' },
} as const satisfies Record<string, Route>;
