import type { Route } from './route';

/** Where each call of `lifecycleApi` (contract/lifecycle.ts) is served, under /api. */
export const lifecycleRoutes = {
  erase: { method: 'DELETE', path: '/CampaignLine/:id' },
  eraseMany: { method: 'POST', path: '/CampaignLine/Delete' },
  candidate: { method: 'GET', path: '/CampaignLine/:id/Lifecycle' },
  retention: { method: 'GET', path: '/DataRetention' },
  saveRetention: { method: 'PUT', path: '/DataRetention' },
} as const satisfies Record<string, Route>;
