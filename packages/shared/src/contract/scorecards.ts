import { scorecardInputSchema, scorecardSchema } from '../entities/scorecard';
import { endpoint, idParams, wrapped } from './common';
import { scorecardsRoutes } from '../routes/scorecards';

/** A job's scorecard (issue 34): the competencies reviewers score candidates on. */
export const scorecardsApi = {
  get: endpoint(scorecardsRoutes.get, { params: idParams('id'), response: { 200: wrapped(scorecardSchema) } }),
  put: endpoint(scorecardsRoutes.put, { params: idParams('id'), body: scorecardInputSchema, response: { 200: wrapped(scorecardSchema) } }),
};
