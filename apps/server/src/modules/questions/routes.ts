import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { questionsApi } from '@candid/shared';
import { ok } from '../../http/reply';
import { authOf, withIds } from '../../http/access';
import { QUESTION_LIST_OPTION_IDS, QUESTION_OPTION_IDS } from '../../http/resource-ids';
import * as service from './service';

const signedIn = { access: { roles: 'any' } } as const;
const editors = { access: { permission: 'campaigns.edit' } } as const;
const tags = ['questions'];

export const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/QuestionGetPerCampaign/Getquestions/:id',
    { config: withIds(signedIn, { id: 'campaign' }), schema: { tags, summary: "A job's live questions in order", ...questionsApi.ofCampaign } },
    async (req, reply) => ok(reply, await service.listQuestions(ctx, authOf(req), req.params.id)),
  );

  app.get(
    '/Question/:id',
    { config: withIds(signedIn, { id: 'question' }), schema: { tags, summary: 'A question', ...questionsApi.byId } },
    async (req, reply) => ok(reply, await service.getQuestion(ctx, authOf(req), req.params.id)),
  );

  app.post(
    '/Question',
    { config: withIds(editors, QUESTION_OPTION_IDS), schema: { tags, summary: "Add a question ('This Question is already exist' for a duplicate)", ...questionsApi.create } },
    async (req, reply) => ok(reply, await service.createQuestion(ctx, authOf(req), req.body), { status: 201 }),
  );

  app.put(
    '/Question',
    { config: editors, schema: { tags, summary: 'Edit a question', ...questionsApi.update } },
    async (req, reply) => ok(reply, await service.updateQuestion(ctx, authOf(req), req.body)),
  );

  app.delete(
    '/Question/:id',
    { config: withIds(editors, { id: 'question' }), schema: { tags, summary: 'Delete a question (soft)', ...questionsApi.remove } },
    async (req, reply) => {
      await service.deleteQuestion(ctx, authOf(req), req.params.id);
      return ok(reply, true);
    },
  );

  app.put(
    '/Question/SaveQuestions',
    {
      config: withIds(editors, QUESTION_LIST_OPTION_IDS),
      schema: { tags, summary: 'Save the ordered question list of a job (reorder renumbers from 0)', ...questionsApi.saveList },
    },
    async (req, reply) => ok(reply, await service.saveQuestions(ctx, authOf(req), req.body)),
  );
};
