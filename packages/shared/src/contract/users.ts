import { z } from 'zod';
import { queryIdSchema } from '../entities/columns';
import { userSchema, userUpdateSchema } from '../entities/user';
import { endpoint, idParams, wrapped } from './common';
import { usersRoutes } from '../routes/users';

/** The team's members. */
export const usersApi = {
  byEmail: endpoint(usersRoutes.byEmail, { params: z.object({ email: z.string().min(3).max(254) }), response: { 200: wrapped(userSchema) } }),
  byEnterprise: endpoint(usersRoutes.byEnterprise, {
    querystring: z.object({ Enterprise_ID: queryIdSchema, searchText: z.string().max(100).optional() }),
    response: { 200: wrapped(z.array(userSchema)) },
  }),
  byId: endpoint(usersRoutes.byId, { params: idParams('id'), response: { 200: wrapped(userSchema) } }),
  update: endpoint(usersRoutes.update, { body: userUpdateSchema, response: { 200: wrapped(userSchema) } }),
};
