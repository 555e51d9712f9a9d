import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG, lifecycleApi } from '@candid/shared';
import { ok } from '../../http/reply';
import { authOf, withIds } from '../../http/access';
import * as service from './service';
import * as retention from './retention';
import { serve } from '../../http/serve';

const tags = ['lifecycle'];
const erasers = { access: { permission: 'candidates.erase' } } as const;

/**
 * Candidate data lifecycle (issue 16, docs/data-lifecycle.md): deleting candidates for good, the
 * enterprise's retention, and when a candidate's data goes and what they consented to.
 */
export const lifecycleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  serve(
    app,
    lifecycleApi.erase,
    {
      config: withIds(erasers, { id: 'campaignLine' }),
      schema: {
        tags,
        summary: 'Delete a candidate and all their data for good: 202, erased in the background; 404 for an unknown or another tenant\'s id',
      },
    },
    async (req, reply) => {
      const erased = await service.eraseRequested(ctx, authOf(req), { ids: [req.params.id] });
      return ok(reply, erased, { status: 202, message: MSG.candidatesErased(erased.Ids.length) });
    },
  );

  serve(
    app,
    lifecycleApi.eraseMany,
    {
      config: withIds(erasers, { ids: 'campaignLine' }),
      schema: {
        tags,
        summary: 'Delete candidates for good: { ids } (1 to 500, all or none) or { campaignId } (every candidate of the job); 202',
      },
    },
    async (req, reply) => {
      const erased = await service.eraseRequested(ctx, authOf(req), req.body);
      return ok(reply, erased, { status: 202, message: MSG.candidatesErased(erased.Ids.length) });
    },
  );

  serve(
    app,
    lifecycleApi.candidate,
    { config: withIds({ access: { roles: 'any' } }, { id: 'campaignLine' }), schema: { tags, summary: "When the candidate's data will be deleted, and what they consented to" } },
    async (req, reply) => ok(reply, await service.candidateLifecycle(ctx, authOf(req), req.params.id)),
  );

  serve(
    app,
    lifecycleApi.retention,
    { config: { access: { roles: 'any' } }, schema: { tags, summary: "How many months after a job ends its candidates' data is kept" } },
    async (req, reply) => ok(reply, await retention.getRetention(ctx, authOf(req))),
  );

  serve(
    app,
    lifecycleApi.saveRetention,
    {
      config: { access: { permission: 'settings.edit' } },
      schema: { tags, summary: 'Set the retention (owner and administrators), 1 to 84 months' },
    },
    async (req, reply) => ok(reply, await retention.saveRetention(ctx, authOf(req), req.body)),
  );
};
