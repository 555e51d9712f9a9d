import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { questionsApi } from '@candid/shared';
import { ok } from '../../http/reply';
import { authOf, withIds } from '../../http/access';
import { QUESTION_LIST_OPTION_IDS, QUESTION_OPTION_IDS } from '../../http/resource-ids';
import * as service from './service';
import { serve } from '../../http/serve';
import { questionFromWire, questionToWire } from './wire';

const signedIn = { access: { roles: 'any' } } as const;
const editors = { access: { permission: 'campaigns.edit' } } as const;
const tags = ['questions'];

export const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  serve(
    app,
    questionsApi.ofCampaign,
    { config: withIds(signedIn, { id: 'campaign' }), schema: { tags, summary: "A job's live questions in order" } },
    async (req, reply) => ok(reply, (await service.listQuestions(ctx, authOf(req), req.params.id)).map(questionToWire)),
  );

  serve(
    app,
    questionsApi.byId,
    { config: withIds(signedIn, { id: 'question' }), schema: { tags, summary: 'A question' } },
    async (req, reply) => ok(reply, questionToWire(await service.getQuestion(ctx, authOf(req), req.params.id))),
  );

  serve(
    app,
    questionsApi.create,
    { config: withIds(editors, QUESTION_OPTION_IDS), schema: { tags, summary: "Add a question ('This Question is already exist' for a duplicate)" } },
    async (req, reply) => ok(reply, questionToWire(await service.createQuestion(ctx, authOf(req), questionFromWire(req.body))), { status: 201 }),
  );

  serve(
    app,
    questionsApi.update,
    { config: editors, schema: { tags, summary: 'Edit a question' } },
    async (req, reply) => ok(reply, questionToWire(await service.updateQuestion(ctx, authOf(req), questionFromWire(req.body)))),
  );

  serve(
    app,
    questionsApi.remove,
    { config: withIds(editors, { id: 'question' }), schema: { tags, summary: 'Delete a question (soft)' } },
    async (req, reply) => {
      await service.deleteQuestion(ctx, authOf(req), req.params.id);
      return ok(reply, true);
    },
  );

  serve(
    app,
    questionsApi.saveList,
    {
      config: withIds(editors, QUESTION_LIST_OPTION_IDS),
      schema: { tags, summary: 'Save the ordered question list of a job (reorder renumbers from 0)' },
    },
    async (req, reply) => ok(
        reply,
        (await service.saveQuestions(ctx, authOf(req), { campaignId: req.body.fk_Campaign_ID, questions: req.body.questions.map(questionFromWire) })).map(questionToWire),
      ),
  );
};
