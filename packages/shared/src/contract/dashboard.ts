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
import { dashboardRoutes } from '../routes/dashboard';

/** The dashboard's counts, top lists and monthly series. */
export const dashboardApi = {
  summary: endpoint(dashboardRoutes.summary, { response: { 200: wrapped(dashboardSummarySchema) } }),
  topCandidates: endpoint(dashboardRoutes.topCandidates, { querystring: topCandidatesQuerySchema, response: { 200: wrapped(z.array(topCandidateSchema)) } }),
  topCampaigns: endpoint(dashboardRoutes.topCampaigns, { querystring: dashboardEnterpriseQuerySchema, response: { 200: wrapped(z.array(dashboardCampaignSchema)) } }),
  activeCampaigns: endpoint(dashboardRoutes.activeCampaigns, { querystring: dashboardEnterpriseQuerySchema, response: { 200: wrapped(z.array(dashboardCampaignSchema)) } }),
  campaignsPerMonth: endpoint(dashboardRoutes.campaignsPerMonth, { params: monthlyRangeParamsSchema, response: { 200: wrapped(monthlySeriesSchema) } }),
  invitesPerMonth: endpoint(dashboardRoutes.invitesPerMonth, { params: monthlyRangeParamsSchema, response: { 200: wrapped(monthlySeriesSchema) } }),
  interviewsPerMonth: endpoint(dashboardRoutes.interviewsPerMonth, { params: monthlyRangeParamsSchema, response: { 200: wrapped(monthlySeriesSchema) } }),
  latestCompleted: endpoint(dashboardRoutes.latestCompleted, { params: idParams('id'), response: { 200: wrapped(candidateListRowSchema.nullable()) } }),
};
