import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingsApi } from '@candid/shared';
import { ok } from '../../http/reply';
import { authOf } from '../../http/access';
import * as service from './service';
import { serve } from '../../http/serve';
import { settingFromWire, settingToWire } from './wire';

const tags = ['settings'];

export const settingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  serve(
    app,
    settingsApi.list,
    {
      config: { access: { roles: 'any', enterpriseQuery: 'fk_Enterprise_ID' } },
      schema: {
        tags,
        summary: "A job's settings (e.g. Job_Voice); without fk_Campaign_ID the enterprise-wide ones",
      },
    },
    async (req, reply) => {
      const auth = authOf(req);
      return ok(reply, (await service.listSettings(ctx, auth, req.query.fk_Campaign_ID ?? null)).map(settingToWire));
    },
  );

  serve(
    app,
    settingsApi.save,
    {
      config: { access: { permission: 'settings.edit' } },
      schema: { tags, summary: 'Save settings by name (an existing name is updated); 201 when one was added' },
    },
    async (req, reply) => {
      const { saved, created } = await service.saveSettings(ctx, authOf(req), req.body.map(settingFromWire));
      return ok(reply, saved.map(settingToWire), { status: created ? 201 : 200 });
    },
  );

  serve(
    app,
    settingsApi.update,
    { config: { access: { permission: 'settings.edit' } }, schema: { tags, summary: 'Update settings by id (Setting_Deleted 1 deletes)' } },
    async (req, reply) => ok(reply, (await service.updateSettings(ctx, authOf(req), req.body.map(settingFromWire))).map(settingToWire)),
  );
};
