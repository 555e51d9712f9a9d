import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { campaignsApi } from '@candid/shared';
import { ok } from '../../http/reply';
import { authOf, withIds } from '../../http/access';
import * as service from './service';
import { remainingJobs } from '../billing/plan';

const signedIn = { access: { roles: 'any' } } as const;
const editors = { access: { permission: 'campaigns.edit' } } as const;
const tags = ['campaigns'];

export const campaignRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/Campaign',
    {
      config: { access: { roles: 'any', enterpriseQuery: 'Enterprise_ID' } },
      schema: {
        tags,
        summary: "The enterprise's jobs: search, sort by start or end date, state or status filter, keyset pages (nextCursor)",
        ...campaignsApi.list,
      },
    },
    async (req, reply) => {
      const auth = authOf(req);
      const page = await service.listCampaigns(ctx, auth, req.query);
      return ok(reply, page.items, { extra: { nextCursor: page.nextCursor } });
    },
  );

  app.get(
    '/Campaign/GetCampaignLineCount',
    { config: signedIn, schema: { tags, summary: 'How many candidates a job has', ...campaignsApi.candidateCount } },
    async (req, reply) => ok(reply, await service.candidateCount(ctx, authOf(req), req.query.campaignId)),
  );

  app.get(
    '/Campaign/GetRemainingJobsToLaunch',
    {
      config: { access: { roles: 'any', enterpriseQuery: 'fk_Enterprise_ID' } },
      schema: { tags, summary: 'Jobs the plan still allows (null: unlimited)', ...campaignsApi.remainingJobs },
    },
    async (req, reply) => {
      const { enterpriseId } = authOf(req);
      return ok(reply, await remainingJobs(ctx.db, enterpriseId));
    },
  );

  app.get(
    '/Campaign/:id',
    { config: withIds(signedIn, { id: 'campaign' }), schema: { tags, summary: 'A job', ...campaignsApi.byId } },
    async (req, reply) => ok(reply, await service.loadCampaign(ctx.db, authOf(req), req.params.id)),
  );

  app.post(
    '/Campaign',
    { config: editors, schema: { tags, summary: 'Create a job (status 1); 402 when the plan has no jobs left', ...campaignsApi.create } },
    async (req, reply) => ok(reply, await service.createCampaign(ctx, authOf(req), req.body), { status: 201 }),
  );

  app.put(
    '/Campaign',
    { config: editors, schema: { tags, summary: 'Update a job', ...campaignsApi.update } },
    async (req, reply) => ok(reply, await service.updateCampaign(ctx, authOf(req), req.body)),
  );

  app.post(
    '/Campaign/UpdateCampaignStatus',
    { config: editors, schema: { tags, summary: 'Set the status code of a job', ...campaignsApi.setStatus } },
    async (req, reply) => ok(reply, await service.setStatus(ctx, authOf(req), { id: req.query.campid, status: req.query.stcode })),
  );

  app.post(
    '/Campaign/EndCampaign',
    { config: editors, schema: { tags, summary: 'End a job today', ...campaignsApi.end } },
    async (req, reply) => ok(reply, await service.endCampaign(ctx, authOf(req), req.query.campid)),
  );

  app.get(
    '/Campaign/CloneJob/:id',
    { config: withIds(editors, { id: 'campaign' }), schema: { tags, summary: 'Copy a job with its questions', ...campaignsApi.clone } },
    async (req, reply) => ok(reply, await service.cloneCampaign(ctx, authOf(req), req.params.id), { status: 201 }),
  );

  app.post(
    '/Campaign/SaveInterviewCampaignLink',
    { config: editors, schema: { tags, summary: "Store the job's candidate link", ...campaignsApi.saveInterviewLink } },
    async (req, reply) => ok(reply, await service.saveInterviewLink(ctx, authOf(req), req.query.pk_Campaign_ID)),
  );
};
