import { z } from 'zod';
import { MSG } from '../messages';
import { idSchema } from '../entities/columns';
import { questionInputSchema, questionKindKeepSchema, questionSchema, questionUpdateSchema } from '../entities/question';
import { binaryBody, endpoint, idParams, wrapped } from './common';
import { questionsRoutes } from '../routes/questions';

/**
 * One question of a saved list: no id for a new question. Question_Kind, Question_Settings and
 * Question_Required left out keep a listed question's own (a new one: video, {}, required).
 */
export const savedQuestionSchema = z.intersection(
  z.object({
    pk_Question_ID: idSchema.optional(),
    Question_Text: z.string().trim().min(1, MSG.enterQuestion).max(2000),
    ChatGTP_Question_Text: z.string().trim().max(2000).nullable().optional(),
    Question_Required: z.boolean().optional(),
  }),
  questionKindKeepSchema,
);
export type SavedQuestionInput = z.input<typeof savedQuestionSchema>;

/** PUT /Question/SaveQuestions: the whole ordered list of a job's questions. */
export const saveQuestionsSchema = z.object({
  fk_Campaign_ID: idSchema,
  questions: z.array(savedQuestionSchema).max(50),
});

/** A job's questions. */
export const questionsApi = {
  ofCampaign: endpoint(questionsRoutes.ofCampaign, { params: idParams('id'), response: { 200: wrapped(z.array(questionSchema)) } }),
  byId: endpoint(questionsRoutes.byId, { params: idParams('id'), response: { 200: wrapped(questionSchema) } }),
  create: endpoint(questionsRoutes.create, { body: questionInputSchema, response: { 201: wrapped(questionSchema) } }),
  update: endpoint(questionsRoutes.update, { body: questionUpdateSchema, response: { 200: wrapped(questionSchema) } }),
  remove: endpoint(questionsRoutes.remove, { params: idParams('id'), response: { 200: wrapped(z.boolean()) } }),
  /** The spoken audio the interview build made (audio/mpeg). */
  audio: endpoint(questionsRoutes.audio, { params: idParams('id'), response: { 200: binaryBody } }),
  saveList: endpoint(questionsRoutes.saveList, { body: saveQuestionsSchema, response: { 200: wrapped(z.array(questionSchema)) } }),
};
