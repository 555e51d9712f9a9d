import type { Route } from './route';

/** Where each call of `auditApi` (contract/audit.ts) is served, under /api. */
export const auditRoutes = {
  list: { method: 'GET', path: '/Audit' },
  csv: { method: 'GET', path: '/Audit.csv' },
} as const satisfies Record<string, Route>;
