import { z } from 'zod';
import { queryIdSchema } from '../entities/columns';
import { candidateResumeSchema, questionResponseSchema } from '../entities/interview';
import { binaryBody, endpoint, idParams, wrapped } from './common';

/** Answers and resumes for the hiring team (files with HTTP Range support). */
export const mediaApi = {
  answersOfLine: endpoint({ params: idParams('campaignLineId'), response: { 200: wrapped(z.array(questionResponseSchema)) } }),
  answerVideo: endpoint({ params: idParams('id'), response: { 200: binaryBody, 206: binaryBody } }),
  answerPoster: endpoint({ params: idParams('id'), response: { 200: binaryBody, 206: binaryBody } }),
  resumesOfLine: endpoint({ querystring: z.object({ campaignLineId: queryIdSchema }), response: { 200: wrapped(z.array(candidateResumeSchema)) } }),
  resumeFile: endpoint({ params: idParams('id'), response: { 200: binaryBody, 206: binaryBody } }),
};
