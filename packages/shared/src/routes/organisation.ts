import type { Route } from './route';

/** Where each call of `imagesApi` (contract/organisation.ts) is served, under /api. */
export const imagesRoutes = {
  saveUserImage: { method: 'POST', path: '/User/SaveImage' },
  saveEnterpriseImage: { method: 'POST', path: '/Enterprise/SaveImage' },
  saveEmployerImage: { method: 'POST', path: '/Employer/SaveImage' },
  image: { method: 'GET', path: '/Image/:enterpriseId/:name' },
} as const satisfies Record<string, Route>;

/** Where each call of `snippetsApi` (contract/organisation.ts) is served, under /api. */
export const snippetsRoutes = {
  get: { method: 'GET', path: '/Snippet/Get/:name' },
  update: { method: 'PUT', path: '/Snippet/:name' },
} as const satisfies Record<string, Route>;

/** Where each call of `accountApi` (contract/organisation.ts) is served, under /api. */
export const accountRoutes = {
  changePassword: { method: 'POST', path: '/Account/ChangePassword' },
  sessions: { method: 'GET', path: '/Account/Sessions' },
  revokeSession: { method: 'DELETE', path: '/Account/Sessions/:id' },
} as const satisfies Record<string, Route>;

/** Where each call of `planApi` (contract/organisation.ts) is served, under /api. */
export const planRoutes = {
  summary: { method: 'GET', path: '/Subscriber/Plan' },
} as const satisfies Record<string, Route>;
