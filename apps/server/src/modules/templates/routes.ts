import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG, templatesApi } from '@candid/shared';
import { ok } from '../../http/reply';
import { authOf, withIds } from '../../http/access';
import { TEMPLATE_QUESTION_OPTION_IDS } from '../../http/resource-ids';
import * as service from './service';
import * as jobDescriptions from './job-descriptions';

const signedIn = { access: { roles: 'any' } } as const;
const editors = { access: { permission: 'templates.edit' } } as const;
const tags = ['templates'];

export const templateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  // Question templates (named sets of questions).
  app.get(
    '/Template',
    { config: signedIn, schema: { tags, summary: "The enterprise's question templates, newest first, with QuestionCount", ...templatesApi.list } },
    async (req, reply) => ok(reply, await service.listTemplates(ctx, authOf(req))),
  );

  app.post(
    '/Template',
    { config: editors, schema: { tags, summary: "Create a question template ('Please enter a template name' when blank)", ...templatesApi.create } },
    async (req, reply) =>
      ok(reply, await service.createTemplate(ctx, authOf(req), req.body), { status: 201, message: MSG.questionTemplateCreated }),
  );

  app.put(
    '/Template',
    { config: editors, schema: { tags, summary: 'Rename a question template', ...templatesApi.update } },
    async (req, reply) =>
      ok(reply, await service.updateTemplate(ctx, authOf(req), req.body), { message: MSG.templateNameUpdated }),
  );

  app.delete(
    '/Template/:id',
    { config: withIds(editors, { id: 'template' }), schema: { tags, summary: 'Delete a question template (soft)', ...templatesApi.remove } },
    async (req, reply) => {
      await service.deleteTemplate(ctx, authOf(req), req.params.id);
      return ok(reply, true);
    },
  );

  // Questions of a template.
  app.get(
    '/QuestionTemplate/GetByTemplate',
    { config: signedIn, schema: { tags, summary: "A template's live questions in order", ...templatesApi.questionsOf } },
    async (req, reply) => ok(reply, await service.listQuestions(ctx, authOf(req), req.query.templateId)),
  );

  app.get(
    '/QuestionTemplate',
    { config: signedIn, schema: { tags, summary: "Every live question of the enterprise's templates", ...templatesApi.allQuestions } },
    async (req, reply) => ok(reply, await service.listAllQuestions(ctx, authOf(req))),
  );

  app.post(
    '/QuestionTemplate',
    {
      config: withIds(editors, TEMPLATE_QUESTION_OPTION_IDS),
      schema: { tags, summary: "Add a question to a template ('Enter a Question' when blank; no QuestionTemplate_Kind: video)", ...templatesApi.createQuestion },
    },
    async (req, reply) =>
      ok(reply, await service.createQuestion(ctx, authOf(req), req.body), { status: 201, message: MSG.templateQuestionAdded }),
  );

  app.put(
    '/QuestionTemplate',
    { config: editors, schema: { tags, summary: 'Edit a template question (its settings are checked against its kind)', ...templatesApi.updateQuestion } },
    async (req, reply) =>
      ok(reply, await service.updateQuestion(ctx, authOf(req), req.body), { message: MSG.templateQuestionUpdated }),
  );

  app.delete(
    '/QuestionTemplate',
    { config: withIds(editors, { id: 'questionTemplate' }), schema: { tags, summary: 'Delete a template question (soft): DELETE /QuestionTemplate/?id=', ...templatesApi.removeQuestion } },
    async (req, reply) => {
      await service.deleteQuestion(ctx, authOf(req), req.query.id);
      return ok(reply, true, { message: MSG.templateQuestionDeleted });
    },
  );

  // Job-description templates (rich text, sanitized on save).
  app.get(
    '/JobDescription',
    {
      config: { access: { roles: 'any', enterpriseQuery: 'Enterprise_ID' } },
      schema: { tags, summary: "The enterprise's job-description templates, newest first", ...templatesApi.jobDescriptions },
    },
    async (req, reply) => {
      return ok(reply, await jobDescriptions.listJobDescriptions(ctx, authOf(req)));
    },
  );

  app.get(
    '/JobDescription/:id',
    { config: withIds(signedIn, { id: 'jobDescription' }), schema: { tags, summary: 'A job-description template', ...templatesApi.jobDescription } },
    async (req, reply) => ok(reply, await jobDescriptions.getJobDescription(ctx, authOf(req), req.params.id)),
  );

  app.post(
    '/JobDescription',
    {
      config: editors,
      schema: {
        tags,
        summary: "Create a job-description template ('Please enter a job name', 'Enter a description' when blank)",
        ...templatesApi.createJobDescription,
      },
    },
    async (req, reply) =>
      ok(reply, await jobDescriptions.createJobDescription(ctx, authOf(req), req.body), {
        status: 201,
        message: MSG.jobDescriptionTemplateCreated,
      }),
  );

  app.put(
    '/JobDescription',
    {
      config: editors,
      schema: { tags, summary: 'Edit a job-description template (an empty description clears it)', ...templatesApi.updateJobDescription },
    },
    async (req, reply) =>
      ok(reply, await jobDescriptions.updateJobDescription(ctx, authOf(req), req.body), {
        message: req.body.JobDescription_Deleted === 1 ? MSG.jobDescriptionDeleted : undefined,
      }),
  );

  app.delete(
    '/JobDescription/:id',
    { config: withIds(editors, { id: 'jobDescription' }), schema: { tags, summary: 'Delete a job-description template (soft)', ...templatesApi.removeJobDescription } },
    async (req, reply) => {
      await jobDescriptions.deleteJobDescription(ctx, authOf(req), req.params.id);
      return ok(reply, true, { message: MSG.jobDescriptionDeleted });
    },
  );
};
