import { z } from 'zod';
import { queryIdSchema } from '../entities/columns';
import {
  jobDescriptionTemplateInputSchema,
  jobDescriptionTemplateSchema,
  jobDescriptionTemplateUpdateSchema,
  questionTemplateInputSchema,
  questionTemplateSchema,
  questionTemplateUpdateSchema,
  templateInputSchema,
  templateListItemSchema,
  templateSchema,
  templateUpdateSchema,
} from '../entities/template';
import { endpoint, idParams, wrapped } from './common';

/** Question templates, their questions, and job-description templates. */
export const templatesApi = {
  list: endpoint({ response: { 200: wrapped(z.array(templateListItemSchema)) } }),
  create: endpoint({ body: templateInputSchema, response: { 201: wrapped(templateSchema) } }),
  update: endpoint({ body: templateUpdateSchema, response: { 200: wrapped(templateSchema) } }),
  remove: endpoint({ params: idParams('id'), response: { 200: wrapped(z.boolean()) } }),
  questionsOf: endpoint({ querystring: z.object({ templateId: queryIdSchema }), response: { 200: wrapped(z.array(questionTemplateSchema)) } }),
  allQuestions: endpoint({ response: { 200: wrapped(z.array(questionTemplateSchema)) } }),
  createQuestion: endpoint({ body: questionTemplateInputSchema, response: { 201: wrapped(questionTemplateSchema) } }),
  updateQuestion: endpoint({ body: questionTemplateUpdateSchema, response: { 200: wrapped(questionTemplateSchema) } }),
  removeQuestion: endpoint({ querystring: z.object({ id: queryIdSchema }), response: { 200: wrapped(z.boolean()) } }),
  jobDescriptions: endpoint({
    querystring: z.object({ Enterprise_ID: queryIdSchema.optional() }),
    response: { 200: wrapped(z.array(jobDescriptionTemplateSchema)) },
  }),
  jobDescription: endpoint({ params: idParams('id'), response: { 200: wrapped(jobDescriptionTemplateSchema) } }),
  createJobDescription: endpoint({ body: jobDescriptionTemplateInputSchema, response: { 201: wrapped(jobDescriptionTemplateSchema) } }),
  updateJobDescription: endpoint({ body: jobDescriptionTemplateUpdateSchema, response: { 200: wrapped(jobDescriptionTemplateSchema) } }),
  removeJobDescription: endpoint({ params: idParams('id'), response: { 200: wrapped(z.boolean()) } }),
};
