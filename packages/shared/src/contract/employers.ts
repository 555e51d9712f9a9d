import { z } from 'zod';
import { COUNTS } from '../constants';
import { queryIdSchema } from '../entities/columns';
import { employerInputSchema, employerSchema, employerUpdateSchema } from '../entities/employer';
import { endpoint, idParams, wrapped } from './common';
import { employersRoutes } from '../routes/employers';

/** The enterprise's client employers. */
export const employersApi = {
  page: endpoint(employersRoutes.page, {
    querystring: z.object({
      id: queryIdSchema,
      ps: z.coerce.number().int().min(1).max(200).default(COUNTS.employerPageSize),
      pn: z.coerce.number().int().min(1).max(100_000).default(1),
    }),
    response: { 200: wrapped(z.array(employerSchema)) },
  }),
  list: endpoint(employersRoutes.list, { response: { 200: wrapped(z.array(employerSchema)) } }),
  byId: endpoint(employersRoutes.byId, { params: idParams('id'), response: { 200: wrapped(employerSchema) } }),
  create: endpoint(employersRoutes.create, { body: employerInputSchema, response: { 201: wrapped(employerSchema) } }),
  update: endpoint(employersRoutes.update, { params: idParams('pk_Employer_ID'), body: employerUpdateSchema, response: { 200: wrapped(employerSchema) } }),
};
