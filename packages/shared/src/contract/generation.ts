import { z } from 'zod';
import { queryIdSchema } from '../entities/columns';
import { QUESTION_KINDS, generateQuestionsSchema, questionDraftSchema, questionKindSchema } from '../entities/question';
import { endpoint, idParams, wrapped } from './common';
import { generationRoutes } from '../routes/generation';

const text = (max: number) => z.string().max(max).nullish();

/** A BCP 47 tag to write in, e.g. 'es-ES' (the job's Campaign_Language); absent: English. */
export const languageTagSchema = z
  .string()
  .trim()
  .max(35)
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'Choose a language.')
  .meta({ description: "The language to write in (BCP 47, the job's language), e.g. 'es-ES'. A writer that cannot write it writes English; the answer's Content-Language header says which.", example: 'es-ES' });

/** A generated job description, sanitized to the editor's allow-list. */
export const jobDescriptionSchema = z.object({ html: z.string(), text: z.string() });
export type GeneratedJobDescription = z.infer<typeof jobDescriptionSchema>;

// JobTitle is checked by the server so a blank title gets the SPEC §8 message.
export const generateQuestionsQuerySchema = generateQuestionsSchema.extend({
  JobTitle: z.string().max(200).optional(),
  Category: z.string().max(200).optional(),
  SubCategory: z.string().max(200).optional(),
  /** When given, the campaign's current questions are not generated again (and its language is the default). */
  CampaignId: queryIdSchema.optional(),
  Language: languageTagSchema.optional(),
});

/**
 * POST /Question/GenerateTypedQuestions (query): as the question generator, plus the kinds
 * wanted as a comma-separated list (e.g. `yes_no,single_choice`); none: a mix of screening
 * and knowledge questions.
 */
export const generateTypedQuestionsQuerySchema = generateQuestionsQuerySchema.extend({
  Kinds: z
    .string()
    .max(200)
    .meta({ description: `Comma-separated question kinds: ${QUESTION_KINDS.join(', ')}.`, example: 'yes_no,single_choice,number' })
    .transform((list) => [...new Set(list.split(',').map((k) => k.trim()).filter(Boolean))])
    .pipe(z.array(questionKindSchema).min(1).max(QUESTION_KINDS.length))
    .optional(),
});
export type GenerateTypedQuestionsQuery = z.input<typeof generateTypedQuestionsQuerySchema>;

export const generateDescriptionBodySchema = z.object({
  jobTitle: text(200),
  category: text(200),
  subCategory: text(200),
  workType: z.number().int().min(0).max(4).nullish(),
  payType: z.number().int().min(0).max(3).nullish(),
  payFrom: z.number().min(0).max(1_000_000_000).nullish(),
  payTo: z.number().min(0).max(1_000_000_000).nullish(),
  location: text(300),
  companyName: text(200),
  language: languageTagSchema.nullish(),
});
export type GenerateDescriptionBody = z.input<typeof generateDescriptionBodySchema>;

/**
 * GET /Generation/Languages: who writes (an OpenAI-compatible model, or the built-in offline
 * writer) and the languages it writes, as primary subtags ('en'); empty: any language.
 */
export const generationLanguagesSchema = z.object({
  Provider: z.enum(['openai-compatible', 'offline']),
  Languages: z.array(z.string()),
});
export type GenerationLanguages = z.infer<typeof generationLanguagesSchema>;

/** AI generation of questions and job descriptions (nothing is saved). */
export const generationApi = {
  questions: endpoint(generationRoutes.questions, { querystring: generateQuestionsQuerySchema, response: { 200: wrapped(z.array(z.string())) } }),
  /** Typed drafts (kind, Required, settings with options and screening rules); nothing is saved. */
  typedQuestions: endpoint(generationRoutes.typedQuestions, { querystring: generateTypedQuestionsQuerySchema, response: { 200: wrapped(z.array(questionDraftSchema)) } }),
  description: endpoint(generationRoutes.description, { body: generateDescriptionBodySchema, response: { 200: wrapped(jobDescriptionSchema) } }),
  descriptionPrompt: endpoint(generationRoutes.descriptionPrompt, { params: idParams('id'), response: { 200: wrapped(z.string()) } }),
  descriptionOfCampaign: endpoint(generationRoutes.descriptionOfCampaign, { params: idParams('id'), response: { 200: wrapped(jobDescriptionSchema) } }),
  languages: endpoint(generationRoutes.languages, { response: { 200: wrapped(generationLanguagesSchema) } }),
};
