import { z } from 'zod';
import { queryIdSchema } from '../entities/columns';
import {
  candidateRatingInputSchema,
  candidateRatingUpdateSchema,
  questionResponseRatingInputSchema,
  questionResponseRatingUpdateSchema,
} from '../entities/interview';
import {
  candidateRatingResultSchema,
  candidateRatingSummarySchema,
  questionResponseRatingResultSchema,
  rateByCampaignBodySchema,
} from '../entities/review';
import { candidateExperienceSummarySchema } from '../entities/candidateInterview';
import { endpoint, idParams, wrapped } from './common';
import { ratingsRoutes } from '../routes/ratings';

/** Answer and candidate ratings. */
export const ratingsApi = {
  rateAnswer: endpoint(ratingsRoutes.rateAnswer, { body: questionResponseRatingInputSchema, response: { 200: wrapped(questionResponseRatingResultSchema) } }),
  updateAnswerRating: endpoint(ratingsRoutes.updateAnswerRating, { body: questionResponseRatingUpdateSchema, response: { 200: wrapped(questionResponseRatingResultSchema) } }),
  rateAnswersOfCampaign: endpoint(ratingsRoutes.rateAnswersOfCampaign, {
    querystring: z.object({ CampaignID: queryIdSchema }),
    body: rateByCampaignBodySchema,
    response: { 200: wrapped(z.array(questionResponseRatingResultSchema)) },
  }),
  rateCandidate: endpoint(ratingsRoutes.rateCandidate, { body: candidateRatingInputSchema, response: { 200: wrapped(candidateRatingResultSchema) } }),
  updateCandidateRating: endpoint(ratingsRoutes.updateCandidateRating, { body: candidateRatingUpdateSchema, response: { 200: wrapped(candidateRatingResultSchema) } }),
  candidateSummary: endpoint(ratingsRoutes.candidateSummary, { querystring: z.object({ campaignLineId: queryIdSchema }), response: { 200: wrapped(candidateRatingSummarySchema) } }),
  /** Issue 33: how candidates rated a job's interview, for its team: the count, and the average only from five ratings on. */
  candidateExperience: endpoint(ratingsRoutes.candidateExperience, { params: idParams('id'), response: { 200: wrapped(candidateExperienceSummarySchema) } }),
};
