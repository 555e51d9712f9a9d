import type { Route } from './route';

/** Where each call of `interviewApi` (contract/interview.ts) is served, under /api. */
export const interviewRoutes = {
  landing: { method: 'GET', path: '/interview/:campaignId/:enterpriseId' },
  start: { method: 'POST', path: '/interview/:campaignId/:enterpriseId/start' },
  session: { method: 'GET', path: '/interview/:campaignId/:enterpriseId/session' },
  updateCandidate: { method: 'PUT', path: '/interview/:campaignId/:enterpriseId/candidate' },
  consent: { method: 'POST', path: '/interview/:campaignId/:enterpriseId/consent' },
  audio: { method: 'GET', path: '/interview/:campaignId/:enterpriseId/audio/:questionId' },
  video: { method: 'GET', path: '/interview/:campaignId/:enterpriseId/video/:questionId' },
  complete: { method: 'POST', path: '/interview/:campaignId/:enterpriseId/complete' },
  resume: { method: 'POST', path: '/interview/:campaignId/:enterpriseId/resume' },
  saveAnswer: { method: 'PUT', path: '/interview/:campaignId/:enterpriseId/answers/:questionId' },
  saveFileAnswer: { method: 'POST', path: '/interview/:campaignId/:enterpriseId/answers/:questionId/file' },
  moveOnFromScreening: { method: 'POST', path: '/interview/:campaignId/:enterpriseId/screening' },
  clearAnswer: { method: 'DELETE', path: '/interview/:campaignId/:enterpriseId/answers/:questionId' },
  requestAccommodation: { method: 'POST', path: '/interview/:campaignId/:enterpriseId/accommodation' },
  rateExperience: { method: 'PUT', path: '/interview/:campaignId/:enterpriseId/experience' },
} as const satisfies Record<string, Route>;

/** Where each call of `uploadsApi` (contract/interview.ts) is served, under /api. */
export const uploadsRoutes = {
  create: { method: 'POST', path: '/uploads/answers' },
  offset: { method: 'HEAD', path: '/uploads/answers/:uploadId' },
  append: { method: 'PATCH', path: '/uploads/answers/:uploadId' },
  cancel: { method: 'DELETE', path: '/uploads/answers/:uploadId' },
} as const satisfies Record<string, Route>;
