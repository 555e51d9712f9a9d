import { funnelRangeQuerySchema, funnelSchema } from '../entities/funnel';
import { endpoint, idParams, wrapped } from './common';
import { funnelRoutes } from '../routes/funnel';

/** The completion funnel (issue 33): a job's, and the company's over the dashboard's range. */
export const funnelApi = {
  campaign: endpoint(funnelRoutes.campaign, { params: idParams('id'), response: { 200: wrapped(funnelSchema) } }),
  dashboard: endpoint(funnelRoutes.dashboard, { querystring: funnelRangeQuerySchema, response: { 200: wrapped(funnelSchema) } }),
};
