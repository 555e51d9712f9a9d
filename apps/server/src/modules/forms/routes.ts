import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG, formsApi } from '@candid/shared';
import { ok } from '../../http/reply';
import { authOf, withIds } from '../../http/access';
import { FORM_FIELD_IDS } from '../../http/resource-ids';
import { setCampaignForm } from '../campaigns/service';
import * as forms from './service';
import { serve } from '../../http/serve';

const signedIn = { access: { roles: 'any' } } as const;
const editors = { access: { permission: 'templates.edit' } } as const;
const jobEditors = { access: { permission: 'campaigns.edit' } } as const;
const tags = ['forms'];

/** Application forms (issue 29, /custom-form) and a job's choice of form. */
export const formRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  serve(
    app,
    formsApi.list,
    { config: signedIn, schema: { tags, summary: "The company's application forms, the default first, each with the number of jobs using it" } },
    async (req, reply) => ok(reply, await forms.listForms(ctx, authOf(req))),
  );

  serve(
    app,
    formsApi.get,
    { config: withIds(signedIn, { id: 'applicationForm' }), schema: { tags, summary: 'One application form' } },
    async (req, reply) => ok(reply, await forms.getForm(ctx, authOf(req), req.params.id)),
  );

  serve(
    app,
    formsApi.create,
    { config: withIds(editors, FORM_FIELD_IDS), schema: { tags, summary: "Create an application form (the company's first becomes the default for new jobs)" } },
    async (req, reply) => ok(reply, await forms.createForm(ctx, authOf(req), req.body), { status: 201, message: MSG.formCreated }),
  );

  serve(
    app,
    formsApi.update,
    { config: withIds(editors, { id: 'applicationForm', ...FORM_FIELD_IDS }), schema: { tags, summary: "Replace a form's name, description and fields (answers already given keep their field)" } },
    async (req, reply) => ok(reply, await forms.updateForm(ctx, authOf(req), req.params.id, req.body), { message: MSG.formSaved }),
  );

  serve(
    app,
    formsApi.makeDefault,
    { config: withIds(editors, { id: 'applicationForm' }), schema: { tags, summary: 'Make a form the one new jobs start with' } },
    async (req, reply) => {
      const form = await forms.makeDefault(ctx, authOf(req), req.params.id);
      return ok(reply, form, { message: MSG.formIsDefault(form.Form_Name) });
    },
  );

  serve(
    app,
    formsApi.remove,
    { config: withIds(editors, { id: 'applicationForm' }), schema: { tags, summary: 'Delete a form (409 while a job uses it)' } },
    async (req, reply) => {
      await forms.deleteForm(ctx, authOf(req), req.params.id);
      return ok(reply, true, { message: MSG.formDeleted });
    },
  );

  serve(
    app,
    formsApi.jobForm,
    { config: withIds(signedIn, { id: 'campaign' }), schema: { tags, summary: "The job's application form (null: none)" } },
    async (req, reply) => ok(reply, await forms.jobForm(ctx, authOf(req), req.params.id)),
  );

  serve(
    app,
    formsApi.setJobForm,
    { config: withIds(jobEditors, { id: 'campaign' }), schema: { tags, summary: "Choose the job's application form (null: none)" } },
    async (req, reply) => {
      await setCampaignForm(ctx, authOf(req), req.params.id, req.body.formId);
      return ok(reply, await forms.jobForm(ctx, authOf(req), req.params.id), { message: MSG.jobFormSaved });
    },
  );
};
