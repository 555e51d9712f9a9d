import { z } from 'zod';
import { queryIdSchema } from '../entities/columns';
import {
  answerByQuestionSchema,
  candidateBulkStatusResultSchema,
  candidateBulkStatusSchema,
  candidateDetailSchema,
  candidateListQuerySchema,
  candidateListRowSchema,
  candidateStatusQuerySchema,
} from '../entities/review';
import { binaryBody, endpoint, idParams, paged, wrapped } from './common';

/** The candidate lists and detail, answers by question, and status decisions. */
export const candidatesApi = {
  list: endpoint({ querystring: candidateListQuerySchema, response: { 200: paged(candidateListRowSchema) } }),
  withAnswers: endpoint({
    querystring: z.object({ CampaignID: queryIdSchema, UserID: queryIdSchema.optional() }),
    response: { 200: wrapped(z.array(candidateListRowSchema)) },
  }),
  setStatus: endpoint({ querystring: candidateStatusQuerySchema, response: { 200: wrapped(candidateListRowSchema) } }),
  bulkStatus: endpoint({ body: candidateBulkStatusSchema, response: { 200: wrapped(candidateBulkStatusResultSchema) } }),
  byId: endpoint({ params: idParams('id'), response: { 200: wrapped(candidateDetailSchema) } }),
  answers: endpoint({ params: idParams('campaignId', 'campaignLineId'), response: { 200: wrapped(z.array(answerByQuestionSchema)) } }),
  /** Issue 29: a candidate's file answer to a question (its own Content-Type). */
  answerFile: endpoint({ params: idParams('campaignId', 'campaignLineId', 'questionId'), response: { 200: binaryBody } }),
};
