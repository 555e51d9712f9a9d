import type { Route } from './route';

/** Where each call of `ratingsApi` (contract/ratings.ts) is served, under /api. */
export const ratingsRoutes = {
  rateAnswer: { method: 'POST', path: '/QuestionResponseRating' },
  updateAnswerRating: { method: 'PUT', path: '/QuestionResponseRating' },
  rateAnswersOfCampaign: { method: 'POST', path: '/QuestionResponse/RateQuestionResponseByCampaign' },
  rateCandidate: { method: 'POST', path: '/CandidateRating' },
  updateCandidateRating: { method: 'PUT', path: '/CandidateRating' },
  candidateSummary: { method: 'GET', path: '/CandidateRating/ByCampaignLine' },
  candidateExperience: { method: 'GET', path: '/Campaign/:id/CandidateExperience' },
} as const satisfies Record<string, Route>;
