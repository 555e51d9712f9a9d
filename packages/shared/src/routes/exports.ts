import type { Route } from './route';

/** Where each call of `exportsApi` (contract/exports.ts) is served, under /api. */
export const exportsRoutes = {
  candidates: { method: 'GET', path: '/CampaignLine/Export' },
  dashboard: { method: 'GET', path: '/Dashboard/Export' },
} as const satisfies Record<string, Route>;
