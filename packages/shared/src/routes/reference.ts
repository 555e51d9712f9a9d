import type { Route } from './route';

/** Where each call of `referenceApi` (contract/reference.ts) is served, under /api. */
export const referenceRoutes = {
  boardCategories: { method: 'GET', path: '/SeekJob' },
  boardSubCategories: { method: 'GET', path: '/SeekJob/GetJobCategory' },
  categories: { method: 'GET', path: '/JobCategory' },
  subCategories: { method: 'GET', path: '/JobCategory/:id/SubCategories' },
  countries: { method: 'GET', path: '/Country' },
  regions: { method: 'GET', path: '/Job/GetJobLocationRegion' },
  subLocations: { method: 'GET', path: '/SeekJob/GetSubLocations' },
  locations: { method: 'GET', path: '/Location/Search' },
} as const satisfies Record<string, Route>;
