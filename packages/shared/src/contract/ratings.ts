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
import { endpoint, wrapped } from './common';

/** Answer and candidate ratings. */
export const ratingsApi = {
  rateAnswer: endpoint({ body: questionResponseRatingInputSchema, response: { 200: wrapped(questionResponseRatingResultSchema) } }),
  updateAnswerRating: endpoint({ body: questionResponseRatingUpdateSchema, response: { 200: wrapped(questionResponseRatingResultSchema) } }),
  rateAnswersOfCampaign: endpoint({
    querystring: z.object({ CampaignID: queryIdSchema }),
    body: rateByCampaignBodySchema,
    response: { 200: wrapped(z.array(questionResponseRatingResultSchema)) },
  }),
  rateCandidate: endpoint({ body: candidateRatingInputSchema, response: { 200: wrapped(candidateRatingResultSchema) } }),
  updateCandidateRating: endpoint({ body: candidateRatingUpdateSchema, response: { 200: wrapped(candidateRatingResultSchema) } }),
  candidateSummary: endpoint({ querystring: z.object({ campaignLineId: queryIdSchema }), response: { 200: wrapped(candidateRatingSummarySchema) } }),
};
