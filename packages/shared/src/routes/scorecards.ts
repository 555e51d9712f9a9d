import type { Route } from './route';

/** Where each call of `scorecardsApi` (contract/scorecards.ts) is served, under /api. */
export const scorecardsRoutes = {
  get: { method: 'GET', path: '/Campaign/:id/Scorecard' },
  put: { method: 'PUT', path: '/Campaign/:id/Scorecard' },
} as const satisfies Record<string, Route>;
