import type { Route } from './route';

/** Where each call of `notificationsApi` (contract/notifications.ts) is served, under /api. */
export const notificationsRoutes = {
  create: { method: 'POST', path: '/Notification' },
  list: { method: 'GET', path: '/Notification' },
  markRead: { method: 'PUT', path: '/Notification' },
} as const satisfies Record<string, Route>;
