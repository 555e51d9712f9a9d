import { z } from 'zod';
import { queryIdSchema } from '../entities/columns';
import { candidateResumeSchema, interviewVideoSchema, questionResponseSchema } from '../entities/interview';
import { emailSchema } from '../validation';
import { binaryBody, endpoint, idParams, wrapped } from './common';
import { mediaRoutes } from '../routes/media';

/** A candidate's email, as the by-user calls take it (SPEC §7: query email). */
const candidateEmailQuery = z.object({ email: emailSchema });

/**
 * Answers, resumes and interview videos for the hiring team (files with HTTP Range support). The
 * by-user calls find a candidate by email across the jobs the caller may review.
 */
export const mediaApi = {
  answersOfLine: endpoint(mediaRoutes.answersOfLine, { params: idParams('campaignLineId'), response: { 200: wrapped(z.array(questionResponseSchema)) } }),
  answerVideo: endpoint(mediaRoutes.answerVideo, { params: idParams('id'), response: { 200: binaryBody, 206: binaryBody } }),
  answerPoster: endpoint(mediaRoutes.answerPoster, { params: idParams('id'), response: { 200: binaryBody, 206: binaryBody } }),
  resumesOfLine: endpoint(mediaRoutes.resumesOfLine, { querystring: z.object({ campaignLineId: queryIdSchema }), response: { 200: wrapped(z.array(candidateResumeSchema)) } }),
  resumesOfUser: endpoint(mediaRoutes.resumesOfUser, { querystring: candidateEmailQuery, response: { 200: wrapped(z.array(candidateResumeSchema)) } }),
  resumeFile: endpoint(mediaRoutes.resumeFile, { params: idParams('id'), response: { 200: binaryBody, 206: binaryBody } }),
  interviewVideosOfLine: endpoint(mediaRoutes.interviewVideosOfLine, { querystring: z.object({ campaignLineId: queryIdSchema }), response: { 200: wrapped(z.array(interviewVideoSchema)) } }),
  interviewVideosOfUser: endpoint(mediaRoutes.interviewVideosOfUser, { querystring: candidateEmailQuery, response: { 200: wrapped(z.array(interviewVideoSchema)) } }),
  interviewVideoFile: endpoint(mediaRoutes.interviewVideoFile, { params: idParams('id'), response: { 200: binaryBody, 206: binaryBody } }),
  interviewVideoPoster: endpoint(mediaRoutes.interviewVideoPoster, { params: idParams('id'), response: { 200: binaryBody, 206: binaryBody } }),
};
