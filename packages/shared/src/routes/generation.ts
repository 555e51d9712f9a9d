import type { Route } from './route';

/** Where each call of `generationApi` (contract/generation.ts) is served, under /api. */
export const generationRoutes = {
  questions: { method: 'POST', path: '/Question/GenerateQuestion' },
  typedQuestions: { method: 'POST', path: '/Question/GenerateTypedQuestions' },
  description: { method: 'POST', path: '/Snippet/GenerateJobDescription' },
  descriptionPrompt: { method: 'GET', path: '/Snippet/GenerateJobDescriptionPrompt/:id' },
  descriptionOfCampaign: { method: 'GET', path: '/Snippet/GenerateJobDescriptionPromptNew/:id' },
  languages: { method: 'GET', path: '/Generation/Languages' },
} as const satisfies Record<string, Route>;
