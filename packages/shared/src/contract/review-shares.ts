import { z } from 'zod';
import { queryIdSchema } from '../entities/columns';
import { SHORT_ID_PATTERN } from '../entities/question';
import {
  guestRatingInputSchema,
  guestRatingSavedSchema,
  guestRatingSchema,
  reviewShareCreateSchema,
  reviewShareCreatedSchema,
  reviewShareRowSchema,
  shareViewSchema,
} from '../entities/reviewShare';
import { binaryBody, endpoint, idParams, wrapped } from './common';
import { reviewSharesRoutes } from '../routes/review-shares';

/** A malformed token is just an unknown one (404), so the shape is checked by the service. */
const token = z.string();

/** Share links for review without an account: the team's calls and the guest's. */
export const reviewSharesApi = {
  create: endpoint(reviewSharesRoutes.create, { body: reviewShareCreateSchema, response: { 201: wrapped(reviewShareCreatedSchema) } }),
  list: endpoint(reviewSharesRoutes.list, {
    querystring: z
      .object({ campaignId: queryIdSchema.optional(), campaignLineId: queryIdSchema.optional() })
      .refine((q) => q.campaignId !== undefined || q.campaignLineId !== undefined, {
        path: ['campaignId'],
        message: 'Give campaignId or campaignLineId.',
      }),
    response: { 200: wrapped(z.array(reviewShareRowSchema)) },
  }),
  guestRatings: endpoint(reviewSharesRoutes.guestRatings, { querystring: z.object({ campaignLineId: queryIdSchema }), response: { 200: wrapped(z.array(guestRatingSchema)) } }),
  revoke: endpoint(reviewSharesRoutes.revoke, { params: idParams('id'), response: { 200: wrapped(reviewShareRowSchema) } }),
  view: endpoint(reviewSharesRoutes.view, { params: z.object({ token }), response: { 200: wrapped(shareViewSchema) } }),
  answerVideo: endpoint(reviewSharesRoutes.answerVideo, { params: z.object({ token, responseId: queryIdSchema }), response: { 200: binaryBody, 206: binaryBody } }),
  answerPoster: endpoint(reviewSharesRoutes.answerPoster, { params: z.object({ token, responseId: queryIdSchema }), response: { 200: binaryBody, 206: binaryBody } }),
  resume: endpoint(reviewSharesRoutes.resume, { params: z.object({ token, ref: z.string().max(32) }), response: { 200: binaryBody, 206: binaryBody } }),
  /** Issue 29: a shared candidate's file answer (404 when the link is anonymised). */
  answerFile: endpoint(reviewSharesRoutes.answerFile, { params: z.object({ token, ref: z.string().max(32), questionId: queryIdSchema }), response: { 200: binaryBody } }),
  formFile: endpoint(reviewSharesRoutes.formFile, { params: z.object({ token, ref: z.string().max(32), fieldId: z.string().regex(SHORT_ID_PATTERN) }), response: { 200: binaryBody } }),
  rate: endpoint(reviewSharesRoutes.rate, { params: z.object({ token }), body: guestRatingInputSchema, response: { 201: wrapped(guestRatingSavedSchema) } }),
};
