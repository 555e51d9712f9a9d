import type { Route } from './route';

/** Where each call of `employersApi` (contract/employers.ts) is served, under /api. */
export const employersRoutes = {
  page: { method: 'GET', path: '/Employer/GetEmployerByEnterpirseID' },
  list: { method: 'GET', path: '/Employer' },
  byId: { method: 'GET', path: '/Employer/:id' },
  create: { method: 'POST', path: '/employer' },
  update: { method: 'PUT', path: '/employer/:pk_Employer_ID' },
} as const satisfies Record<string, Route>;
