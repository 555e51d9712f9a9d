import { z } from 'zod';
import { queryIdSchema } from '../entities/columns';
import {
  answerByQuestionSchema,
  candidateAccommodationSchema,
  candidateBulkStatusResultSchema,
  candidateBulkStatusSchema,
  candidateDetailSchema,
  candidateListQuerySchema,
  candidateListRowSchema,
  candidateStatusQuerySchema,
} from '../entities/review';
import { binaryBody, endpoint, idParams, paged, wrapped } from './common';
import { candidatesRoutes } from '../routes/candidates';

/** The candidate lists and detail, answers by question, and status decisions. */
export const candidatesApi = {
  list: endpoint(candidatesRoutes.list, { querystring: candidateListQuerySchema, response: { 200: paged(candidateListRowSchema) } }),
  withAnswers: endpoint(candidatesRoutes.withAnswers, {
    querystring: z.object({ CampaignID: queryIdSchema, UserID: queryIdSchema.optional() }),
    response: { 200: wrapped(z.array(candidateListRowSchema)) },
  }),
  setStatus: endpoint(candidatesRoutes.setStatus, { querystring: candidateStatusQuerySchema, response: { 200: wrapped(candidateListRowSchema) } }),
  bulkStatus: endpoint(candidatesRoutes.bulkStatus, { body: candidateBulkStatusSchema, response: { 200: wrapped(candidateBulkStatusResultSchema) } }),
  byId: endpoint(candidatesRoutes.byId, { params: idParams('id'), response: { 200: wrapped(candidateDetailSchema) } }),
  /** Issue 32: grant a candidate more time or extra attempts (or withdraw it); returns the candidate. */
  accommodation: endpoint(candidatesRoutes.accommodation, { params: idParams('id'), body: candidateAccommodationSchema, response: { 200: wrapped(candidateDetailSchema) } }),
  answers: endpoint(candidatesRoutes.answers, { params: idParams('campaignId', 'campaignLineId'), response: { 200: wrapped(z.array(answerByQuestionSchema)) } }),
  /** Issue 29: a candidate's file answer to a question (its own Content-Type). */
  answerFile: endpoint(candidatesRoutes.answerFile, { params: idParams('campaignId', 'campaignLineId', 'questionId'), response: { 200: binaryBody } }),
};
