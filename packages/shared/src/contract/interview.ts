import { z } from 'zod';
import {
  interviewCandidateUpdateSchema,
  interviewConsentInputSchema,
  interviewLandingQuerySchema,
  interviewLandingSchema,
  interviewSavedAnswerSchema,
  interviewSessionSchema,
  interviewStartInputSchema,
} from '../entities/candidateInterview';
import { answerInputSchema } from '../entities/question';
import { binaryBody, endpoint, idParams, noBody, wrapped } from './common';

const params = idParams('campaignId', 'enterpriseId');
const questionParams = idParams('campaignId', 'enterpriseId', 'questionId');

export const interviewCandidateSchema = interviewSessionSchema.shape.candidate;
export const interviewResumeSchema = z.object({ name: z.string(), sizeBytes: z.number().int(), uploadedAt: z.string() });

/** The candidate's interview (public link or the candidate's token). */
export const interviewApi = {
  landing: endpoint({ params, querystring: interviewLandingQuerySchema, response: { 200: wrapped(interviewLandingSchema) } }),
  start: endpoint({ params, body: interviewStartInputSchema, response: { 201: wrapped(z.object({ token: z.string() })) } }),
  session: endpoint({ params, response: { 200: wrapped(interviewSessionSchema) } }),
  updateCandidate: endpoint({ params, body: interviewCandidateUpdateSchema, response: { 200: wrapped(interviewCandidateSchema) } }),
  consent: endpoint({ params, body: interviewConsentInputSchema, response: { 200: wrapped(interviewSessionSchema) } }),
  audio: endpoint({ params: questionParams, response: { 200: binaryBody } }),
  video: endpoint({ params: questionParams, response: { 200: binaryBody, 206: binaryBody } }),
  complete: endpoint({ params, response: { 200: wrapped(z.object({ completedAt: z.string() })) } }),
  resume: endpoint({ params, response: { 201: wrapped(interviewResumeSchema) } }),
  /** Issue 29: save (replace) the answer of a question other than video, audio and file. */
  saveAnswer: endpoint({ params: questionParams, body: answerInputSchema, response: { 200: wrapped(interviewSavedAnswerSchema) } }),
  /** Issue 29: upload the file answer of a file question (multipart field 'file'). */
  saveFileAnswer: endpoint({ params: questionParams, response: { 201: wrapped(interviewSavedAnswerSchema) } }),
  /** Issue 29: the candidate moves on from the screening questions; the reply says whether screening ended the interview. */
  moveOnFromScreening: endpoint({ params, response: { 200: wrapped(z.object({ screening: interviewSavedAnswerSchema.shape.screening })) } }),
  /** Issue 29: clear the answer of an optional question. */
  clearAnswer: endpoint({ params: questionParams, response: { 200: wrapped(z.object({ screening: interviewSavedAnswerSchema.shape.screening })) } }),
};

/** The tus answer uploads (bodies and answers are the tus protocol's, in headers). */
export const uploadsApi = {
  create: endpoint({ response: { 201: noBody } }),
  upload: endpoint({
    params: z.object({ uploadId: z.string().min(1).max(100) }),
    response: { 200: noBody, 204: noBody },
  }),
};

