import { z } from 'zod';
import { queryIdSchema } from '../entities/columns';
import { candidateResumeSchema, interviewVideoSchema, questionResponseSchema } from '../entities/interview';
import { emailSchema } from '../validation';
import { binaryBody, endpoint, idParams, wrapped } from './common';

/** A candidate's email, as the by-user calls take it (SPEC §7: query email). */
const candidateEmailQuery = z.object({ email: emailSchema });

/**
 * Answers, resumes and interview videos for the hiring team (files with HTTP Range support). The
 * by-user calls find a candidate by email across the jobs the caller may review.
 */
export const mediaApi = {
  answersOfLine: endpoint({ params: idParams('campaignLineId'), response: { 200: wrapped(z.array(questionResponseSchema)) } }),
  answerVideo: endpoint({ params: idParams('id'), response: { 200: binaryBody, 206: binaryBody } }),
  answerPoster: endpoint({ params: idParams('id'), response: { 200: binaryBody, 206: binaryBody } }),
  resumesOfLine: endpoint({ querystring: z.object({ campaignLineId: queryIdSchema }), response: { 200: wrapped(z.array(candidateResumeSchema)) } }),
  resumesOfUser: endpoint({ querystring: candidateEmailQuery, response: { 200: wrapped(z.array(candidateResumeSchema)) } }),
  resumeFile: endpoint({ params: idParams('id'), response: { 200: binaryBody, 206: binaryBody } }),
  interviewVideosOfLine: endpoint({ querystring: z.object({ campaignLineId: queryIdSchema }), response: { 200: wrapped(z.array(interviewVideoSchema)) } }),
  interviewVideosOfUser: endpoint({ querystring: candidateEmailQuery, response: { 200: wrapped(z.array(interviewVideoSchema)) } }),
  interviewVideoFile: endpoint({ params: idParams('id'), response: { 200: binaryBody, 206: binaryBody } }),
  interviewVideoPoster: endpoint({ params: idParams('id'), response: { 200: binaryBody, 206: binaryBody } }),
};
