import { z } from 'zod';
import {
  dashboardCampaignSchema,
  dashboardEnterpriseQuerySchema,
  dashboardSummarySchema,
  monthlyRangeParamsSchema,
  monthlySeriesSchema,
  topCandidateSchema,
  topCandidatesQuerySchema,
} from '../entities/dashboard';
import { candidateListRowSchema } from '../entities/review';
import { endpoint, idParams, wrapped } from './common';

/** The dashboard's counts, top lists and monthly series. */
export const dashboardApi = {
  summary: endpoint({ response: { 200: wrapped(dashboardSummarySchema) } }),
  topCandidates: endpoint({ querystring: topCandidatesQuerySchema, response: { 200: wrapped(z.array(topCandidateSchema)) } }),
  topCampaigns: endpoint({ querystring: dashboardEnterpriseQuerySchema, response: { 200: wrapped(z.array(dashboardCampaignSchema)) } }),
  activeCampaigns: endpoint({ querystring: dashboardEnterpriseQuerySchema, response: { 200: wrapped(z.array(dashboardCampaignSchema)) } }),
  perMonth: endpoint({ params: monthlyRangeParamsSchema, response: { 200: wrapped(monthlySeriesSchema) } }),
  latestCompleted: endpoint({ params: idParams('id'), response: { 200: wrapped(candidateListRowSchema.nullable()) } }),
};
