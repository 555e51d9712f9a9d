import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardApi } from '@candid/shared';
import { ok } from '../../http/reply';
import { authOf } from '../../http/access';
import * as service from './service';

const signedIn = { access: { roles: 'any' } } as const;
const tags = ['dashboard'];

const monthlyNote = 'whole UTC months from the month of startDate to the month of endDate, zero-filled; range ≤ 5 years; id = the session enterprise';

/**
 * The dashboard's calls (docs/api-review.md "Top candidates and dashboard"): every member, a
 * Hiring Manager for the jobs whose hiring manager they are.
 */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/Dashboard/Summary',
    { config: signedIn, schema: { tags, summary: 'Counts of completed interviews, jobs and invites, and the latest interview', ...dashboardApi.summary } },
    async (req, reply) => ok(reply, await service.summary(ctx, authOf(req))),
  );

  app.get(
    '/Dashboard/GetTopFiveCandidateByCampaignId',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "A job's top five completed candidates by candidate rating, then answer rating, then earliest completion",
        ...dashboardApi.topCandidates,
      },
    },
    async (req, reply) => ok(reply, await service.topCandidates(ctx, authOf(req), req.query.CampaignId)),
  );

  app.get(
    '/Campaign/GetTopSixActiveCampaigns',
    {
      config: { access: { roles: 'any', enterpriseQuery: 'enterprise_ID' } },
      schema: { tags, summary: 'The six active jobs with the most candidates', ...dashboardApi.topCampaigns },
    },
    async (req, reply) => ok(reply, await service.topActiveCampaigns(ctx, authOf(req))),
  );

  app.get(
    '/Dashboard/GetAllActiveCampaign',
    {
      config: { access: { roles: 'any', enterpriseQuery: 'enterprise_ID' } },
      schema: { tags, summary: 'Every active job with its counts, newest first', ...dashboardApi.activeCampaigns },
    },
    async (req, reply) => ok(reply, await service.activeCampaigns(ctx, authOf(req))),
  );

  const monthly = (url: string, series: service.MonthlySeries, what: string) =>
    app.get(
      url,
      { config: { access: { roles: 'any', enterpriseParam: 'id' } }, schema: { tags, summary: `${what} per month: ${monthlyNote}`, ...dashboardApi.perMonth } },
      async (req, reply) => {
        const auth = authOf(req);
        return ok(reply, await service.perMonth(ctx, auth, { series, start: req.params.startDate, end: req.params.endDate }));
      },
    );
  monthly('/Campaign/GetCampaignsPerMonth/:startDate/:endDate/:id', 'campaigns', 'Jobs created');
  monthly('/CampaignLine/GetInvitesPerMonth/:startDate/:endDate/:id', 'invites', 'Candidates invited');
  monthly('/Interview/GetInterviewsPerMonth/:startDate/:endDate/:id', 'interviews', 'Interviews completed');

  app.get(
    '/Interview/GetLatestInterviews/1/:id',
    {
      config: { access: { roles: 'any', enterpriseParam: 'id' } },
      schema: { tags, summary: 'The latest completed interview (candidate list row) or null; id = the session enterprise', ...dashboardApi.latestCompleted },
    },
    async (req, reply) => ok(reply, await service.latestCompleted(ctx, authOf(req))),
  );
};
