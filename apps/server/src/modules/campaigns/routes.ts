import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { campaignsApi } from '@candid/shared';
import { ok } from '../../http/reply';
import { authOf, withIds } from '../../http/access';
import * as service from './service';
import { remainingJobs } from '../billing/plan';
import { serve } from '../../http/serve';
import { campaignFromWire, campaignToWire } from './wire';

const signedIn = { access: { roles: 'any' } } as const;
const editors = { access: { permission: 'campaigns.edit' } } as const;
const tags = ['campaigns'];

export const campaignRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  serve(
    app,
    campaignsApi.list,
    {
      config: { access: { roles: 'any', enterpriseQuery: 'Enterprise_ID' } },
      schema: {
        tags,
        summary: "The enterprise's jobs: search, sort by start or end date, state or status filter, keyset pages (nextCursor)",
      },
    },
    async (req, reply) => {
      const auth = authOf(req);
      const page = await service.listCampaigns(ctx, auth, req.query);
      return ok(reply, page.items.map(campaignToWire), { extra: { nextCursor: page.nextCursor } });
    },
  );

  serve(
    app,
    campaignsApi.candidateCount,
    { config: signedIn, schema: { tags, summary: 'How many candidates a job has' } },
    async (req, reply) => ok(reply, await service.candidateCount(ctx, authOf(req), req.query.campaignId)),
  );

  serve(
    app,
    campaignsApi.remainingJobs,
    {
      config: { access: { roles: 'any', enterpriseQuery: 'fk_Enterprise_ID' } },
      schema: { tags, summary: 'Jobs the plan still allows (null: unlimited)' },
    },
    async (req, reply) => {
      const { enterpriseId } = authOf(req);
      return ok(reply, await remainingJobs(ctx, enterpriseId));
    },
  );

  serve(
    app,
    campaignsApi.byId,
    { config: withIds(signedIn, { id: 'campaign' }), schema: { tags, summary: 'A job' } },
    async (req, reply) => ok(reply, campaignToWire(await service.loadCampaign(ctx, authOf(req), req.params.id))),
  );

  serve(
    app,
    campaignsApi.create,
    { config: editors, schema: { tags, summary: 'Create a job (status 1); 402 when the plan has no jobs left' } },
    async (req, reply) => ok(reply, campaignToWire(await service.createCampaign(ctx, authOf(req), campaignFromWire(req.body))), { status: 201 }),
  );

  serve(
    app,
    campaignsApi.update,
    { config: editors, schema: { tags, summary: 'Update a job' } },
    async (req, reply) => ok(reply, campaignToWire(await service.updateCampaign(ctx, authOf(req), campaignFromWire(req.body)))),
  );

  serve(
    app,
    campaignsApi.setStatus,
    { config: editors, schema: { tags, summary: 'Set the status code of a job' } },
    async (req, reply) => ok(reply, campaignToWire(await service.setStatus(ctx, authOf(req), { id: req.query.campid, status: req.query.stcode }))),
  );

  serve(
    app,
    campaignsApi.end,
    { config: editors, schema: { tags, summary: 'End a job today' } },
    async (req, reply) => ok(reply, campaignToWire(await service.endCampaign(ctx, authOf(req), req.query.campid))),
  );

  serve(
    app,
    campaignsApi.saveInterviewLink,
    { config: editors, schema: { tags, summary: "Store the job's candidate link" } },
    async (req, reply) => ok(reply, campaignToWire(await service.saveInterviewLink(ctx, authOf(req), req.query.pk_Campaign_ID))),
  );
};
