import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { generateQuestionsSchema, queryIdSchema } from '@candid/shared';
import { ok } from '../../http/reply';
import { authOf } from '../../http/access';
import { cleanField } from '../../platform/ai/provider';
import * as generation from './service';

const id = queryIdSchema;
const text = (max: number) => z.string().max(max).nullish();
const tags = ['generation'];

/** AI calls cost money or CPU: 30 a minute per signed-in user. */
const config = {
  access: { roles: 'any' },
  rateLimit: {
    max: 30,
    timeWindow: '1 minute',
    keyGenerator: (req: FastifyRequest) => (req.auth ? `ai-user-${req.auth.userId}` : req.ip),
  },
} as const;

// JobTitle is checked in the handler so a blank title gets the SPEC §8 message.
const questionQuery = generateQuestionsSchema.extend({
  JobTitle: z.string().max(200).optional(),
  Category: z.string().max(200).optional(),
  SubCategory: z.string().max(200).optional(),
  /** When given, the campaign's current questions are not generated again. */
  CampaignId: id.optional(),
});

const descriptionBody = z.object({
  jobTitle: text(200),
  category: text(200),
  subCategory: text(200),
  workType: z.number().int().min(0).max(4).nullish(),
  payType: z.number().int().min(0).max(3).nullish(),
  payFrom: z.number().min(0).max(1_000_000_000).nullish(),
  payTo: z.number().min(0).max(1_000_000_000).nullish(),
  location: text(300),
  companyName: text(200),
});

const campaignParams = z.object({ id });

export const generationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/Question/GenerateQuestion',
    {
      config,
      schema: {
        tags,
        summary: 'Generate 1 to 10 interview questions for a job title (not saved; the client saves them)',
        querystring: questionQuery,
      },
    },
    async (req, reply) => {
      const { enterpriseId } = authOf(req);
      const q = req.query;
      const jobTitle = generation.requireJobTitle(q.JobTitle);
      const existing = q.CampaignId ? await generation.campaignQuestionTexts(ctx, authOf(req), q.CampaignId) : [];
      const input = { jobTitle, count: q.QuestionNumber, category: cleanField(q.Category), subCategory: cleanField(q.SubCategory), existing };
      return ok(reply, await generation.generateQuestions(ctx, req.log, input));
    },
  );

  app.post(
    '/Snippet/GenerateJobDescription',
    {
      config,
      schema: {
        tags,
        summary: 'Generate a job description ({ html, text }, sanitized) from a job title and optional job details',
        body: descriptionBody,
      },
    },
    async (req, reply) => {
      const b = req.body;
      const input = {
        jobTitle: generation.requireJobTitle(b.jobTitle),
        category: cleanField(b.category),
        subCategory: cleanField(b.subCategory),
        workType: b.workType ?? undefined,
        payType: b.payType ?? undefined,
        payFrom: b.payFrom ?? undefined,
        payTo: b.payTo ?? undefined,
        location: cleanField(b.location),
        companyName: cleanField(b.companyName),
      };
      return ok(reply, await generation.generateJobDescription(ctx, req.log, input));
    },
  );

  app.get(
    '/Snippet/GenerateJobDescriptionPrompt/:id',
    {
      config,
      schema: { tags, summary: "The prompt the AI model would be given for a job's description", params: campaignParams },
    },
    async (req, reply) => ok(reply, await generation.campaignPrompt(ctx, authOf(req), req.params.id)),
  );

  app.get(
    '/Snippet/GenerateJobDescriptionPromptNew/:id',
    {
      config,
      schema: { tags, summary: "Generate a description ({ html, text }) from a job's stored fields (not saved)", params: campaignParams },
    },
    async (req, reply) => {
      const job = await generation.campaignJob(ctx, authOf(req), req.params.id);
      return ok(reply, await generation.generateJobDescription(ctx, req.log, job));
    },
  );
};
