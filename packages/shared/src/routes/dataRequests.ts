import type { Route } from './route';

/** Where each call of `dataRequestsApi` (contract/dataRequests.ts) is served, under /api. */
export const dataRequestsRoutes = {
  create: { method: 'POST', path: '/DataRequest' },
  confirm: { method: 'POST', path: '/DataRequest/Confirm' },
  download: { method: 'GET', path: '/DataRequest/Download/:token' },
  list: { method: 'GET', path: '/DataRequest' },
} as const satisfies Record<string, Route>;
