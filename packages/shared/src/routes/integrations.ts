import type { Route } from './route';

/** Where each call of `apiKeysApi` (contract/integrations.ts) is served, under /api. */
export const apiKeysRoutes = {
  list: { method: 'GET', path: '/ApiKey' },
  create: { method: 'POST', path: '/ApiKey' },
  revoke: { method: 'DELETE', path: '/ApiKey/:id' },
} as const satisfies Record<string, Route>;

/** Where each call of `webhooksApi` (contract/integrations.ts) is served, under /api. */
export const webhooksRoutes = {
  list: { method: 'GET', path: '/Webhook' },
  create: { method: 'POST', path: '/Webhook' },
  update: { method: 'PATCH', path: '/Webhook/:id' },
  remove: { method: 'DELETE', path: '/Webhook/:id' },
  deliveries: { method: 'GET', path: '/Webhook/:id/Deliveries' },
  resend: { method: 'POST', path: '/Webhook/:id/Deliveries/:deliveryId/Resend' },
} as const satisfies Record<string, Route>;
