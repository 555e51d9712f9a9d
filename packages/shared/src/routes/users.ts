import type { Route } from './route';

/** Where each call of `usersApi` (contract/users.ts) is served, under /api. */
export const usersRoutes = {
  byEmail: { method: 'GET', path: '/User/GetUserByEmail/:email' },
  byEnterprise: { method: 'GET', path: '/User/GetUserByEnterpriseId' },
  byId: { method: 'GET', path: '/User/:id' },
  update: { method: 'PUT', path: '/User' },
} as const satisfies Record<string, Route>;
