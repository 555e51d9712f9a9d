import type { Route } from './route';

/** Where each call of `reviewSharesApi` (contract/review-shares.ts) is served, under /api. */
export const reviewSharesRoutes = {
  create: { method: 'POST', path: '/ReviewShare' },
  list: { method: 'GET', path: '/ReviewShare' },
  guestRatings: { method: 'GET', path: '/ReviewShare/Ratings' },
  revoke: { method: 'DELETE', path: '/ReviewShare/:id' },
  view: { method: 'GET', path: '/share/:token' },
  answerVideo: { method: 'GET', path: '/share/:token/answers/:responseId/video' },
  answerPoster: { method: 'GET', path: '/share/:token/answers/:responseId/poster' },
  resume: { method: 'GET', path: '/share/:token/resume/:ref' },
  answerFile: { method: 'GET', path: '/share/:token/files/:ref/:questionId' },
  formFile: { method: 'GET', path: '/share/:token/form-files/:ref/:fieldId' },
  rate: { method: 'POST', path: '/share/:token/ratings' },
} as const satisfies Record<string, Route>;
