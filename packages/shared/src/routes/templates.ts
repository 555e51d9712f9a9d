import type { Route } from './route';

/** Where each call of `templatesApi` (contract/templates.ts) is served, under /api. */
export const templatesRoutes = {
  list: { method: 'GET', path: '/Template' },
  create: { method: 'POST', path: '/Template' },
  update: { method: 'PUT', path: '/Template' },
  remove: { method: 'DELETE', path: '/Template/:id' },
  questionsOf: { method: 'GET', path: '/QuestionTemplate/GetByTemplate' },
  allQuestions: { method: 'GET', path: '/QuestionTemplate' },
  createQuestion: { method: 'POST', path: '/QuestionTemplate' },
  updateQuestion: { method: 'PUT', path: '/QuestionTemplate' },
  removeQuestion: { method: 'DELETE', path: '/QuestionTemplate' },
  jobDescriptions: { method: 'GET', path: '/JobDescription' },
  jobDescription: { method: 'GET', path: '/JobDescription/:id' },
  createJobDescription: { method: 'POST', path: '/JobDescription' },
  updateJobDescription: { method: 'PUT', path: '/JobDescription' },
  removeJobDescription: { method: 'DELETE', path: '/JobDescription/:id' },
} as const satisfies Record<string, Route>;
