import { z } from 'zod';
import { queryIdSchema } from '../entities/columns';
import { commentInputSchema, commentUpdateSchema, commentWithAuthorSchema } from '../entities/comment';
import { endpoint, idParams, wrapped } from './common';
import { commentsRoutes } from '../routes/comments';

/** Job and answer comments. */
export const commentsApi = {
  all: endpoint(commentsRoutes.all, { response: { 200: wrapped(z.array(commentWithAuthorSchema)) } }),
  ofCampaign: endpoint(commentsRoutes.ofCampaign, { params: idParams('id'), response: { 200: wrapped(z.array(commentWithAuthorSchema)) } }),
  ofAnswer: endpoint(commentsRoutes.ofAnswer, {
    params: z.object({
      CampaignID: queryIdSchema,
      QuestionID: queryIdSchema,
      UserID: z.coerce.number().int().min(0).max(2_147_483_647),
      QuestionResponseID: queryIdSchema,
    }),
    response: { 200: wrapped(z.array(commentWithAuthorSchema)) },
  }),
  create: endpoint(commentsRoutes.create, { body: commentInputSchema, response: { 201: wrapped(commentWithAuthorSchema) } }),
  update: endpoint(commentsRoutes.update, { body: commentUpdateSchema, response: { 200: wrapped(commentWithAuthorSchema) } }),
  remove: endpoint(commentsRoutes.remove, { params: idParams('id'), response: { 200: wrapped(z.boolean()) } }),
};
