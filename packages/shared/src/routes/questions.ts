import type { Route } from './route';

/** Where each call of `questionsApi` (contract/questions.ts) is served, under /api. */
export const questionsRoutes = {
  ofCampaign: { method: 'GET', path: '/QuestionGetPerCampaign/Getquestions/:id' },
  byId: { method: 'GET', path: '/Question/:id' },
  create: { method: 'POST', path: '/Question' },
  update: { method: 'PUT', path: '/Question' },
  remove: { method: 'DELETE', path: '/Question/:id' },
  audio: { method: 'GET', path: '/Question/:id/audio' },
  saveList: { method: 'PUT', path: '/Question/SaveQuestions' },
} as const satisfies Record<string, Route>;
