import { z } from 'zod';
import { queryIdSchema } from '../entities/columns';
import { settingSchema, settingsInputSchema, settingsUpdateSchema } from '../entities/setting';
import { endpoint, wrapped } from './common';
import { settingsRoutes } from '../routes/settings';

/** Job and enterprise settings (e.g. Job_Voice). */
export const settingsApi = {
  list: endpoint(settingsRoutes.list, {
    querystring: z.object({ fk_Campaign_ID: queryIdSchema.optional(), fk_Enterprise_ID: queryIdSchema.optional() }),
    response: { 200: wrapped(z.array(settingSchema)) },
  }),
  save: endpoint(settingsRoutes.save, { body: settingsInputSchema, response: { 200: wrapped(z.array(settingSchema)), 201: wrapped(z.array(settingSchema)) } }),
  update: endpoint(settingsRoutes.update, { body: settingsUpdateSchema, response: { 200: wrapped(z.array(settingSchema)) } }),
};
