import { z } from 'zod';
import {
  applicationFormInputSchema,
  applicationFormSchema,
  candidateFormSchema,
  formAnswerSchema,
  formSavedSchema,
  formValueInputSchema,
  jobFormInputSchema,
  jobFormSchema,
} from '../entities/applicationForm';
import { binaryBody, endpoint, idParams, wrapped } from './common';
import { formsRoutes } from '../routes/forms';
import { SHORT_ID_PATTERN } from '../entities/question';
import { locationSuggestionSchema, referenceApi } from './reference';

const fieldParams = z.object({
  ...idParams('campaignId', 'enterpriseId').shape,
  fieldId: z.string().regex(SHORT_ID_PATTERN),
});

/** Application forms (issue 29, /custom-form): the company's forms, a job's form, and the candidate's side. */
export const formsApi = {
  list: endpoint(formsRoutes.list, { response: { 200: wrapped(z.array(applicationFormSchema)) } }),
  get: endpoint(formsRoutes.get, { params: idParams('id'), response: { 200: wrapped(applicationFormSchema) } }),
  create: endpoint(formsRoutes.create, { body: applicationFormInputSchema, response: { 201: wrapped(applicationFormSchema) } }),
  update: endpoint(formsRoutes.update, { params: idParams('id'), body: applicationFormInputSchema, response: { 200: wrapped(applicationFormSchema) } }),
  remove: endpoint(formsRoutes.remove, { params: idParams('id'), response: { 200: wrapped(z.boolean()) } }),
  makeDefault: endpoint(formsRoutes.makeDefault, { params: idParams('id'), response: { 200: wrapped(applicationFormSchema) } }),
  jobForm: endpoint(formsRoutes.jobForm, { params: idParams('id'), response: { 200: wrapped(jobFormSchema) } }),
  setJobForm: endpoint(formsRoutes.setJobForm, { params: idParams('id'), body: jobFormInputSchema, response: { 200: wrapped(jobFormSchema) } }),
  // Reviewers: a candidate's form as they filled it in
  lineForm: endpoint(formsRoutes.lineForm, { params: idParams('id'), response: { 200: wrapped(z.array(formAnswerSchema)) } }),
  lineFormFile: endpoint(formsRoutes.lineFormFile, { params: z.object({ ...idParams('id').shape, fieldId: fieldParams.shape.fieldId }), response: { 200: binaryBody } }),
  // The candidate's side (X-Interview-Token)
  candidateForm: endpoint(formsRoutes.candidateForm, { params: idParams('campaignId', 'enterpriseId'), response: { 200: wrapped(candidateFormSchema) } }),
  saveValue: endpoint(formsRoutes.saveValue, { params: fieldParams, body: formValueInputSchema, response: { 200: wrapped(formSavedSchema) } }),
  saveFile: endpoint(formsRoutes.saveFile, { params: fieldParams, response: { 201: wrapped(formSavedSchema) } }),
  places: endpoint(formsRoutes.places, {
    params: idParams('campaignId', 'enterpriseId'),
    querystring: referenceApi.locations.querystring,
    response: { 200: wrapped(z.array(locationSuggestionSchema)) },
  }),
  submit: endpoint(formsRoutes.submit, { params: idParams('campaignId', 'enterpriseId'), response: { 200: wrapped(candidateFormSchema) } }),
};
