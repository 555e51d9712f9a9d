import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { generationApi } from '@candid/shared';
import { ok } from '../../http/reply';
import { authOf, withIds } from '../../http/access';
import { cleanField } from '../../platform/ai/provider';
import * as generation from './service';
import { serve } from '../../http/serve';

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

export const generationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  /**
   * What both question generators are asked: the job, its family, its language (asked for, else
   * the campaign's), and the job's questions so far (not repeated).
   */
  async function questionRequestOf(
    req: FastifyRequest,
    q: { JobTitle?: string | null; QuestionNumber: number; Category?: string | null; SubCategory?: string | null; CampaignId?: number | null; Language?: string },
  ) {
    const jobTitle = generation.requireJobTitle(q.JobTitle);
    const campaign = q.CampaignId ? await generation.campaignQuestions(ctx, authOf(req), q.CampaignId) : null;
    return {
      jobTitle,
      count: q.QuestionNumber,
      category: cleanField(q.Category),
      subCategory: cleanField(q.SubCategory),
      existing: campaign?.texts ?? [],
      language: q.Language || campaign?.language,
    };
  }

  /** Says which language the answer is written in: what was asked for, or English from the offline writer. */
  const written = (reply: FastifyReply, input: { language?: string }) => {
    reply.header('content-language', generation.languageOf(ctx, input));
  };

  serve(
    app,
    generationApi.questions,
    {
      config,
      schema: {
        tags,
        summary: 'Generate 1 to 10 interview questions for a job title (not saved; the client saves them)',
      },
    },
    async (req, reply) => {
      const input = await questionRequestOf(req, req.query);
      const questions = await generation.generateQuestions(ctx, req.log, input);
      written(reply, input);
      return ok(reply, questions);
    },
  );

  serve(
    app,
    generationApi.typedQuestions,
    {
      config,
      schema: {
        tags,
        summary: 'Generate 1 to 10 typed question drafts (kind, Required, settings with options and screening rules) for a job title (not saved)',
      },
    },
    async (req, reply) => {
      const input = { ...(await questionRequestOf(req, req.query)), kinds: req.query.Kinds };
      const drafts = await generation.generateTypedQuestions(ctx, req.log, input);
      written(reply, input);
      return ok(reply, drafts);
    },
  );

  serve(
    app,
    generationApi.description,
    {
      config,
      schema: {
        tags,
        summary: 'Generate a job description ({ html, text }, sanitized) from a job title and optional job details',
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
        language: b.language || undefined,
      };
      const description = await generation.generateJobDescription(ctx, req.log, input);
      written(reply, input);
      return ok(reply, description);
    },
  );

  serve(
    app,
    generationApi.descriptionPrompt,
    {
      config: withIds(config, { id: 'campaign' }),
      schema: { tags, summary: "The prompt the AI model would be given for a job's description" },
    },
    async (req, reply) => ok(reply, await generation.campaignPrompt(ctx, authOf(req), req.params.id)),
  );

  serve(
    app,
    generationApi.descriptionOfCampaign,
    {
      config: withIds(config, { id: 'campaign' }),
      schema: { tags, summary: "Generate a description ({ html, text }) from a job's stored fields (not saved)" },
    },
    async (req, reply) => {
      const job = await generation.campaignJob(ctx, authOf(req), req.params.id);
      const description = await generation.generateJobDescription(ctx, req.log, job);
      written(reply, job);
      return ok(reply, description);
    },
  );

  serve(
    app,
    generationApi.languages,
    {
      config: { access: { roles: 'any' } },
      schema: { tags, summary: 'Who writes generated questions and descriptions (an AI model or the built-in writer) and in which languages' },
    },
    async (_req, reply) => ok(reply, generation.generationLanguages(ctx)),
  );
};
