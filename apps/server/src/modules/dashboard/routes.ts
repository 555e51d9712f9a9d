import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardApi } from '@candid/shared';
import { ok } from '../../http/reply';
import { authOf } from '../../http/access';
import * as service from './service';
import { serve } from '../../http/serve';
import { campaignToWire } from '../campaigns/wire';
import { candidateRowToWire } from '../candidates/wire';

const signedIn = { access: { roles: 'any' } } as const;
const tags = ['dashboard'];

const monthlyNote = 'whole UTC months from the month of startDate to the month of endDate, zero-filled; range ≤ 5 years; id = the session enterprise';

/**
 * The dashboard's calls (docs/api-review.md "Top candidates and dashboard"): every member, a
 * Hiring Manager for the jobs whose hiring manager they are.
 */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  serve(
    app,
    dashboardApi.summary,
    { config: signedIn, schema: { tags, summary: 'Counts of completed interviews, jobs and invites, and the latest interview' } },
    async (req, reply) => {
      const { latestInterview, ...totals } = await service.summary(ctx, authOf(req));
      return ok(reply, { ...totals, latestInterview: latestInterview && candidateRowToWire(latestInterview) });
    },
  );

  serve(
    app,
    dashboardApi.topCandidates,
    {
      config: signedIn,
      schema: {
        tags,
        summary: "A job's top five completed candidates by candidate rating, then answer rating, then earliest completion",
      },
    },
    async (req, reply) => {
      const rows = await service.topCandidates(ctx, authOf(req), req.query.CampaignId);
      return ok(reply, rows.map((r) => ({ ...candidateRowToWire(r), AnswerAverageRating: r.AnswerAverageRating })));
    },
  );

  serve(
    app,
    dashboardApi.topCampaigns,
    {
      config: { access: { roles: 'any', enterpriseQuery: 'enterprise_ID' } },
      schema: { tags, summary: 'The six active jobs with the most candidates' },
    },
    async (req, reply) => ok(reply, (await service.topActiveCampaigns(ctx, authOf(req))).map(campaignToWire)),
  );

  serve(
    app,
    dashboardApi.activeCampaigns,
    {
      config: { access: { roles: 'any', enterpriseQuery: 'enterprise_ID' } },
      schema: { tags, summary: 'Every active job with its counts, newest first' },
    },
    async (req, reply) => ok(reply, (await service.activeCampaigns(ctx, authOf(req))).map(campaignToWire)),
  );

  type MonthlyEntry = (typeof dashboardApi)['campaignsPerMonth' | 'invitesPerMonth' | 'interviewsPerMonth'];
  const monthly = (entry: MonthlyEntry, series: service.MonthlySeries, what: string) =>
    serve(
      app,
      entry,
      { config: { access: { roles: 'any', enterpriseParam: 'id' } }, schema: { tags, summary: `${what} per month: ${monthlyNote}` } },
      async (req, reply) => {
        const auth = authOf(req);
        return ok(reply, await service.perMonth(ctx, auth, { series, start: req.params.startDate, end: req.params.endDate }));
      },
    );
  monthly(dashboardApi.campaignsPerMonth, 'campaigns', 'Jobs created');
  monthly(dashboardApi.invitesPerMonth, 'invites', 'Candidates invited');
  monthly(dashboardApi.interviewsPerMonth, 'interviews', 'Interviews completed');

  serve(
    app,
    dashboardApi.latestCompleted,
    {
      config: { access: { roles: 'any', enterpriseParam: 'id' } },
      schema: { tags, summary: 'The latest completed interview (candidate list row) or null; id = the session enterprise' },
    },
    async (req, reply) => {
      const latest = await service.latestCompleted(ctx, authOf(req));
      return ok(reply, latest && candidateRowToWire(latest));
    },
  );
};
