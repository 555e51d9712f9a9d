import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { funnelApi } from '@candid/shared';
import { authOf, withIds } from '../../http/access';
import { ok } from '../../http/reply';
import { serve } from '../../http/serve';
import * as service from './service';

const signedIn = { access: { roles: 'any' } } as const;
const tags = ['funnel'];

/** The completion funnel (issue 33): a job's, and the company's over the dashboard's range. */
export const funnelRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  serve(
    app,
    funnelApi.campaign,
    {
      config: withIds(signedIn, { id: 'campaign' }),
      schema: {
        tags,
        summary:
          "A job's completion funnel: candidates invited → delivered → opened → consented → started → finished, the conversion between stages, median times, where non-finishers stopped, by channel, and the candidates' rating of the interview (the average from 5 ratings); counts only",
      },
    },
    async (req, reply) => ok(reply, await service.campaignFunnel(ctx, authOf(req), req.params.id)),
  );

  serve(
    app,
    funnelApi.dashboard,
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          "The company's completion funnel for the candidates invited in the range's months (whole UTC months, as the dashboard's series), over the jobs the user may see",
      },
    },
    async (req, reply) => ok(reply, await service.dashboardFunnel(ctx, authOf(req), req.query)),
  );
};
