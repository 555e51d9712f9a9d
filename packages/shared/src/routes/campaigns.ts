import type { Route } from './route';

/** Where each call of `campaignsApi` (contract/campaigns.ts) is served, under /api. */
export const campaignsRoutes = {
  list: { method: 'GET', path: '/Campaign' },
  candidateCount: { method: 'GET', path: '/Campaign/GetCampaignLineCount' },
  remainingJobs: { method: 'GET', path: '/Campaign/GetRemainingJobsToLaunch' },
  byId: { method: 'GET', path: '/Campaign/:id' },
  create: { method: 'POST', path: '/Campaign' },
  update: { method: 'PUT', path: '/Campaign' },
  setStatus: { method: 'POST', path: '/Campaign/UpdateCampaignStatus' },
  end: { method: 'POST', path: '/Campaign/EndCampaign' },
  clone: { method: 'GET', path: '/Campaign/CloneJob/:id' },
  saveJob: { method: 'POST', path: '/Campaign/SaveJob' },
  saveInterviewLink: { method: 'POST', path: '/Campaign/SaveInterviewCampaignLink' },
  interviewBuild: { method: 'GET', path: '/Campaign/:id/InterviewBuild' },
} as const satisfies Record<string, Route>;
