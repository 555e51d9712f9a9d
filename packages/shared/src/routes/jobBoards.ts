import type { Route } from './route';

/** Where each call of `jobBoardsApi` (contract/jobBoards.ts) is served, under /api. */
export const jobBoardsRoutes = {
  settings: { method: 'GET', path: '/JobBoard/Settings' },
  saveSeek: { method: 'PUT', path: '/JobBoard/Settings/seek' },
  saveIdibu: { method: 'PUT', path: '/JobBoard/Settings/idibu' },
  removeSettings: { method: 'DELETE', path: '/JobBoard/Settings/:board' },
  ofJob: { method: 'GET', path: '/Campaign/:id/JobBoards' },
  act: { method: 'POST', path: '/Campaign/:id/JobBoards/:board/:action' },
  applicants: { method: 'GET', path: '/SeekJob/GetApplicants' },
  importApplicants: { method: 'POST', path: '/SeekJob/ImportApplicants' },
  idibuHash: { method: 'GET', path: '/SeekJob/GetIdibuHash' },
} as const satisfies Record<string, Route>;
