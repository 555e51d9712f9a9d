import { z } from 'zod';
import { queryIdSchema } from '../entities/columns';
import { userSchema, userUpdateSchema } from '../entities/user';
import { endpoint, idParams, wrapped } from './common';

/** The team's members. */
export const usersApi = {
  byEmail: endpoint({ params: z.object({ email: z.string().min(3).max(254) }), response: { 200: wrapped(userSchema) } }),
  byEnterprise: endpoint({
    querystring: z.object({ Enterprise_ID: queryIdSchema, searchText: z.string().max(100).optional() }),
    response: { 200: wrapped(z.array(userSchema)) },
  }),
  byId: endpoint({ params: idParams('id'), response: { 200: wrapped(userSchema) } }),
  update: endpoint({ body: userUpdateSchema, response: { 200: wrapped(userSchema) } }),
};
