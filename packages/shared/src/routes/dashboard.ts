import type { Route } from './route';

/** Where each call of `dashboardApi` (contract/dashboard.ts) is served, under /api. */
export const dashboardRoutes = {
  summary: { method: 'GET', path: '/Dashboard/Summary' },
  topCandidates: { method: 'GET', path: '/Dashboard/GetTopFiveCandidateByCampaignId' },
  topCampaigns: { method: 'GET', path: '/Campaign/GetTopSixActiveCampaigns' },
  activeCampaigns: { method: 'GET', path: '/Dashboard/GetAllActiveCampaign' },
  campaignsPerMonth: { method: 'GET', path: '/Campaign/GetCampaignsPerMonth/:startDate/:endDate/:id' },
  invitesPerMonth: { method: 'GET', path: '/CampaignLine/GetInvitesPerMonth/:startDate/:endDate/:id' },
  interviewsPerMonth: { method: 'GET', path: '/Interview/GetInterviewsPerMonth/:startDate/:endDate/:id' },
  latestCompleted: { method: 'GET', path: '/Interview/GetLatestInterviews/1/:id' },
} as const satisfies Record<string, Route>;
