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
import { templatesRoutes } from '../routes/templates';

/** Question templates, their questions, and job-description templates. */
export const templatesApi = {
  list: endpoint(templatesRoutes.list, { response: { 200: wrapped(z.array(templateListItemSchema)) } }),
  create: endpoint(templatesRoutes.create, { body: templateInputSchema, response: { 201: wrapped(templateSchema) } }),
  update: endpoint(templatesRoutes.update, { body: templateUpdateSchema, response: { 200: wrapped(templateSchema) } }),
  remove: endpoint(templatesRoutes.remove, { params: idParams('id'), response: { 200: wrapped(z.boolean()) } }),
  questionsOf: endpoint(templatesRoutes.questionsOf, { querystring: z.object({ templateId: queryIdSchema }), response: { 200: wrapped(z.array(questionTemplateSchema)) } }),
  allQuestions: endpoint(templatesRoutes.allQuestions, { response: { 200: wrapped(z.array(questionTemplateSchema)) } }),
  createQuestion: endpoint(templatesRoutes.createQuestion, { body: questionTemplateInputSchema, response: { 201: wrapped(questionTemplateSchema) } }),
  updateQuestion: endpoint(templatesRoutes.updateQuestion, { body: questionTemplateUpdateSchema, response: { 200: wrapped(questionTemplateSchema) } }),
  removeQuestion: endpoint(templatesRoutes.removeQuestion, { querystring: z.object({ id: queryIdSchema }), response: { 200: wrapped(z.boolean()) } }),
  jobDescriptions: endpoint(templatesRoutes.jobDescriptions, {
    querystring: z.object({ Enterprise_ID: queryIdSchema.optional() }),
    response: { 200: wrapped(z.array(jobDescriptionTemplateSchema)) },
  }),
  jobDescription: endpoint(templatesRoutes.jobDescription, { params: idParams('id'), response: { 200: wrapped(jobDescriptionTemplateSchema) } }),
  createJobDescription: endpoint(templatesRoutes.createJobDescription, { body: jobDescriptionTemplateInputSchema, response: { 201: wrapped(jobDescriptionTemplateSchema) } }),
  updateJobDescription: endpoint(templatesRoutes.updateJobDescription, { body: jobDescriptionTemplateUpdateSchema, response: { 200: wrapped(jobDescriptionTemplateSchema) } }),
  removeJobDescription: endpoint(templatesRoutes.removeJobDescription, { params: idParams('id'), response: { 200: wrapped(z.boolean()) } }),
};
