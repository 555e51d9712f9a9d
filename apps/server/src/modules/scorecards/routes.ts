import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SCORECARD_MESSAGES, scorecardsApi } from '@candid/shared';
import { authOf, withIds } from '../../http/access';
import { ok } from '../../http/reply';
import { serve } from '../../http/serve';
import * as service from './service';

const signedIn = { access: { roles: 'any' } } as const;
const jobEditors = { access: { permission: 'campaigns.edit' } } as const;
const tags = ['scorecards'];

/** A job's scorecard (issue 34): the competencies reviewers score candidates on. */
export const scorecardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  serve(
    app,
    scorecardsApi.get,
    { config: withIds(signedIn, { id: 'campaign' }), schema: { tags, summary: "The job's scorecard: its competencies in order, each with guidance, a described 1–5 scale and the questions that show it" } },
    async (req, reply) => ok(reply, await service.scorecardOf(ctx, authOf(req), req.params.id)),
  );

  serve(
    app,
    scorecardsApi.put,
    {
      config: withIds(jobEditors, { id: 'campaign', 'competencies[].questionIds': 'question', 'competencies[].id': 'external' }),
      schema: {
        tags,
        summary:
          "Replace the job's scorecard (up to 8 competencies; an id keeps a competency, one left out is removed; linked questions must be the job's); an empty list removes it",
      },
    },
    async (req, reply) => ok(reply, await service.saveScorecard(ctx, authOf(req), req.params.id, req.body), { message: SCORECARD_MESSAGES.saved }),
  );
};
