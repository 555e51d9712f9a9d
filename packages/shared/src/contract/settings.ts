import { z } from 'zod';
import { queryIdSchema } from '../entities/columns';
import { settingSchema, settingsInputSchema, settingsUpdateSchema } from '../entities/setting';
import { endpoint, wrapped } from './common';

/** Job and enterprise settings (e.g. Job_Voice). */
export const settingsApi = {
  list: endpoint({
    querystring: z.object({ fk_Campaign_ID: queryIdSchema.optional(), fk_Enterprise_ID: queryIdSchema.optional() }),
    response: { 200: wrapped(z.array(settingSchema)) },
  }),
  save: endpoint({ body: settingsInputSchema, response: { 200: wrapped(z.array(settingSchema)), 201: wrapped(z.array(settingSchema)) } }),
  update: endpoint({ body: settingsUpdateSchema, response: { 200: wrapped(z.array(settingSchema)) } }),
};
