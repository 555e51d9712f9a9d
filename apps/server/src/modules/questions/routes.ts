import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG, idSchema, queryIdSchema, questionInputSchema, questionUpdateSchema } from '@candid/shared';
import { ok } from '../../http/reply';
import { authOf } from '../../http/access';
import { CAMPAIGN_EDITORS } from '../campaigns/policy';
import * as service from './service';
import { rebuildInterview, requestInterviewBuild } from '../interview-build/service';

const id = queryIdSchema;
const signedIn = { access: { roles: 'any' } } as const;
const editors = { access: { roles: CAMPAIGN_EDITORS } } as const;
const tags = ['questions'];

/** PUT /Question/SaveQuestions: the whole ordered list of a job's questions. */
export const saveQuestionsSchema = z.object({
  fk_Campaign_ID: idSchema,
  questions: z
    .array(
      z.object({
        pk_Question_ID: idSchema.optional(),
        Question_Text: z.string().trim().min(1, MSG.enterQuestion).max(2000),
        ChatGTP_Question_Text: z.string().trim().max(2000).nullable().optional(),
      }),
    )
    .max(50),
});

export const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/QuestionGetPerCampaign/Getquestions/:id',
    { config: signedIn, schema: { tags, summary: "A job's live questions in order", params: z.object({ id }) } },
    async (req, reply) => ok(reply, await service.listQuestions(ctx.db, authOf(req), req.params.id)),
  );

  app.get(
    '/Question/:id',
    { config: signedIn, schema: { tags, summary: 'A question', params: z.object({ id }) } },
    async (req, reply) => ok(reply, await service.getQuestion(ctx, authOf(req).enterpriseId, req.params.id)),
  );

  app.post(
    '/Question',
    { config: editors, schema: { tags, summary: "Add a question ('This Question is already exist' for a duplicate)", body: questionInputSchema } },
    async (req, reply) => {
      const question = await service.createQuestion(ctx, authOf(req), req.body);
      await rebuildInterview(ctx, question.fk_Enterprise_ID, question.fk_Campaign_ID);
      return ok(reply, question, { status: 201 });
    },
  );

  app.put(
    '/Question',
    { config: editors, schema: { tags, summary: 'Edit a question', body: questionUpdateSchema } },
    async (req, reply) => {
      const question = await service.updateQuestion(ctx, authOf(req), req.body);
      await rebuildInterview(ctx, question.fk_Enterprise_ID, question.fk_Campaign_ID);
      return ok(reply, question);
    },
  );

  app.delete(
    '/Question/:id',
    { config: editors, schema: { tags, summary: 'Delete a question (soft)', params: z.object({ id }) } },
    async (req, reply) => {
      const question = await service.deleteQuestion(ctx, authOf(req).enterpriseId, req.params.id);
      // The build's question count and the interview's questions follow the live list.
      await rebuildInterview(ctx, question.fk_Enterprise_ID, question.fk_Campaign_ID);
      return ok(reply, true);
    },
  );

  app.put(
    '/Question/SaveQuestions',
    {
      config: editors,
      schema: { tags, summary: 'Save the ordered question list of a job (reorder renumbers from 0)', body: saveQuestionsSchema },
    },
    async (req, reply) => {
      const actor = authOf(req);
      const list = await ctx.db.transaction(async (tx) => {
        const saved = await service.saveQuestionList(tx, actor, req.body.fk_Campaign_ID, req.body.questions);
        await requestInterviewBuild(tx, ctx.queue, actor.enterpriseId, req.body.fk_Campaign_ID);
        return saved;
      });
      ctx.queue.wake();
      return ok(reply, list);
    },
  );
};
