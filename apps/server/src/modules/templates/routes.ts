import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG, templatesApi } from '@candid/shared';
import { ok } from '../../http/reply';
import { authOf, withIds } from '../../http/access';
import { TEMPLATE_QUESTION_OPTION_IDS } from '../../http/resource-ids';
import * as service from './service';
import * as jobDescriptions from './job-descriptions';
import { serve } from '../../http/serve';
import {
  jobDescriptionFromWire,
  jobDescriptionToWire,
  questionTemplateFromWire,
  questionTemplateToWire,
  templateFromWire,
  templateListItemToWire,
  templateToWire,
} from './wire';

const signedIn = { access: { roles: 'any' } } as const;
const editors = { access: { permission: 'templates.edit' } } as const;
const tags = ['templates'];

export const templateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  // Question templates (named sets of questions).
  serve(
    app,
    templatesApi.list,
    { config: signedIn, schema: { tags, summary: "The enterprise's question templates, newest first, with QuestionCount" } },
    async (req, reply) => ok(reply, (await service.listTemplates(ctx, authOf(req))).map(templateListItemToWire)),
  );

  serve(
    app,
    templatesApi.create,
    { config: editors, schema: { tags, summary: "Create a question template ('Please enter a template name' when blank)" } },
    async (req, reply) =>
      ok(reply, templateToWire(await service.createTemplate(ctx, authOf(req), templateFromWire(req.body))), { status: 201, message: MSG.questionTemplateCreated }),
  );

  serve(
    app,
    templatesApi.update,
    { config: editors, schema: { tags, summary: 'Rename a question template' } },
    async (req, reply) =>
      ok(reply, templateToWire(await service.updateTemplate(ctx, authOf(req), templateFromWire(req.body))), { message: MSG.templateNameUpdated }),
  );

  serve(
    app,
    templatesApi.remove,
    { config: withIds(editors, { id: 'template' }), schema: { tags, summary: 'Delete a question template (soft)' } },
    async (req, reply) => {
      await service.deleteTemplate(ctx, authOf(req), req.params.id);
      return ok(reply, true);
    },
  );

  // Questions of a template.
  serve(
    app,
    templatesApi.questionsOf,
    { config: signedIn, schema: { tags, summary: "A template's live questions in order" } },
    async (req, reply) => ok(reply, (await service.listQuestions(ctx, authOf(req), req.query.templateId)).map(questionTemplateToWire)),
  );

  serve(
    app,
    templatesApi.allQuestions,
    { config: signedIn, schema: { tags, summary: "Every live question of the enterprise's templates" } },
    async (req, reply) => ok(reply, (await service.listAllQuestions(ctx, authOf(req))).map(questionTemplateToWire)),
  );

  serve(
    app,
    templatesApi.createQuestion,
    {
      config: withIds(editors, TEMPLATE_QUESTION_OPTION_IDS),
      schema: { tags, summary: "Add a question to a template ('Enter a Question' when blank; no QuestionTemplate_Kind: video)" },
    },
    async (req, reply) =>
      ok(reply, questionTemplateToWire(await service.createQuestion(ctx, authOf(req), questionTemplateFromWire(req.body))), { status: 201, message: MSG.templateQuestionAdded }),
  );

  serve(
    app,
    templatesApi.updateQuestion,
    { config: editors, schema: { tags, summary: 'Edit a template question (its settings are checked against its kind)' } },
    async (req, reply) =>
      ok(reply, questionTemplateToWire(await service.updateQuestion(ctx, authOf(req), questionTemplateFromWire(req.body))), { message: MSG.templateQuestionUpdated }),
  );

  serve(
    app,
    templatesApi.removeQuestion,
    { config: withIds(editors, { id: 'questionTemplate' }), schema: { tags, summary: 'Delete a template question (soft): DELETE /QuestionTemplate/?id=' } },
    async (req, reply) => {
      await service.deleteQuestion(ctx, authOf(req), req.query.id);
      return ok(reply, true, { message: MSG.templateQuestionDeleted });
    },
  );

  // Job-description templates (rich text, sanitized on save).
  serve(
    app,
    templatesApi.jobDescriptions,
    {
      config: { access: { roles: 'any', enterpriseQuery: 'Enterprise_ID' } },
      schema: { tags, summary: "The enterprise's job-description templates, newest first" },
    },
    async (req, reply) => {
      return ok(reply, (await jobDescriptions.listJobDescriptions(ctx, authOf(req))).map(jobDescriptionToWire));
    },
  );

  serve(
    app,
    templatesApi.jobDescription,
    { config: withIds(signedIn, { id: 'jobDescription' }), schema: { tags, summary: 'A job-description template' } },
    async (req, reply) => ok(reply, jobDescriptionToWire(await jobDescriptions.getJobDescription(ctx, authOf(req), req.params.id))),
  );

  serve(
    app,
    templatesApi.createJobDescription,
    {
      config: editors,
      schema: {
        tags,
        summary: "Create a job-description template ('Please enter a job name', 'Enter a description' when blank)",
      },
    },
    async (req, reply) =>
      ok(reply, jobDescriptionToWire(await jobDescriptions.createJobDescription(ctx, authOf(req), jobDescriptionFromWire(req.body))), {
        status: 201,
        message: MSG.jobDescriptionTemplateCreated,
      }),
  );

  serve(
    app,
    templatesApi.updateJobDescription,
    {
      config: editors,
      schema: { tags, summary: 'Edit a job-description template (an empty description clears it)' },
    },
    async (req, reply) =>
      ok(reply, jobDescriptionToWire(await jobDescriptions.updateJobDescription(ctx, authOf(req), jobDescriptionFromWire(req.body))), {
        message: req.body.JobDescription_Deleted === 1 ? MSG.jobDescriptionDeleted : undefined,
      }),
  );

  serve(
    app,
    templatesApi.removeJobDescription,
    { config: withIds(editors, { id: 'jobDescription' }), schema: { tags, summary: 'Delete a job-description template (soft)' } },
    async (req, reply) => {
      await jobDescriptions.deleteJobDescription(ctx, authOf(req), req.params.id);
      return ok(reply, true, { message: MSG.jobDescriptionDeleted });
    },
  );
};
