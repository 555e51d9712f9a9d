import { z } from 'zod';
import {
  interviewAccommodationRequestSchema,
  interviewExperienceInputSchema,
  interviewExperienceSchema,
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
import { interviewRoutes, uploadsRoutes } from '../routes/interview';

const params = idParams('campaignId', 'enterpriseId');
const questionParams = idParams('campaignId', 'enterpriseId', 'questionId');

export const interviewCandidateSchema = interviewSessionSchema.shape.candidate;
export const interviewResumeSchema = z.object({ name: z.string(), sizeBytes: z.number().int(), uploadedAt: z.string() });

/** The candidate's interview (public link or the candidate's token). */
export const interviewApi = {
  landing: endpoint(interviewRoutes.landing, { params, querystring: interviewLandingQuerySchema, response: { 200: wrapped(interviewLandingSchema) } }),
  start: endpoint(interviewRoutes.start, { params, body: interviewStartInputSchema, response: { 201: wrapped(z.object({ token: z.string() })) } }),
  session: endpoint(interviewRoutes.session, { params, response: { 200: wrapped(interviewSessionSchema) } }),
  updateCandidate: endpoint(interviewRoutes.updateCandidate, { params, body: interviewCandidateUpdateSchema, response: { 200: wrapped(interviewCandidateSchema) } }),
  consent: endpoint(interviewRoutes.consent, { params, body: interviewConsentInputSchema, response: { 200: wrapped(interviewSessionSchema) } }),
  audio: endpoint(interviewRoutes.audio, { params: questionParams, response: { 200: binaryBody } }),
  video: endpoint(interviewRoutes.video, { params: questionParams, response: { 200: binaryBody, 206: binaryBody } }),
  complete: endpoint(interviewRoutes.complete, { params, response: { 200: wrapped(z.object({ completedAt: z.string() })) } }),
  resume: endpoint(interviewRoutes.resume, { params, response: { 201: wrapped(interviewResumeSchema) } }),
  /** Issue 29: save (replace) the answer of a question other than video, audio and file. */
  saveAnswer: endpoint(interviewRoutes.saveAnswer, { params: questionParams, body: answerInputSchema, response: { 200: wrapped(interviewSavedAnswerSchema) } }),
  /** Issue 29: upload the file answer of a file question (multipart field 'file'). */
  saveFileAnswer: endpoint(interviewRoutes.saveFileAnswer, { params: questionParams, response: { 201: wrapped(interviewSavedAnswerSchema) } }),
  /** Issue 29: the candidate moves on from the screening questions; the reply says whether screening ended the interview. */
  moveOnFromScreening: endpoint(interviewRoutes.moveOnFromScreening, { params, response: { 200: wrapped(z.object({ screening: interviewSavedAnswerSchema.shape.screening })) } }),
  /** Issue 29: clear the answer of an optional question. */
  clearAnswer: endpoint(interviewRoutes.clearAnswer, { params: questionParams, response: { 200: wrapped(z.object({ screening: interviewSavedAnswerSchema.shape.screening })) } }),
  /** Issue 32: the candidate asks the job's team for an accommodation (mailed to them, recorded in the audit trail). */
  requestAccommodation: endpoint(interviewRoutes.requestAccommodation, {
    params,
    body: interviewAccommodationRequestSchema,
    response: { 202: wrapped(z.object({ requestedAt: z.string() })) },
  }),
  /** Issue 33: the finished candidate rates the interview (1 to 5, an optional comment). */
  rateExperience: endpoint(interviewRoutes.rateExperience, { params, body: interviewExperienceInputSchema, response: { 200: wrapped(interviewExperienceSchema) } }),
};

const uploadIdParams = z.object({ uploadId: z.string().min(1).max(100) });

/** The tus answer uploads (bodies and answers are the tus protocol's, in headers): HEAD asks the offset, PATCH appends, DELETE cancels. */
export const uploadsApi = {
  create: endpoint(uploadsRoutes.create, { response: { 201: noBody } }),
  offset: endpoint(uploadsRoutes.offset, { params: uploadIdParams, response: { 200: noBody, 204: noBody } }),
  append: endpoint(uploadsRoutes.append, { params: uploadIdParams, response: { 200: noBody, 204: noBody } }),
  cancel: endpoint(uploadsRoutes.cancel, { params: uploadIdParams, response: { 200: noBody, 204: noBody } }),
};

