import type { Route } from './route';

/** Where each call of `candidatesApi` (contract/candidates.ts) is served, under /api. */
export const candidatesRoutes = {
  list: { method: 'GET', path: '/CampaignLine' },
  withAnswers: { method: 'GET', path: '/CampaignLine/GetCampaigLineResponseByCampaignID' },
  setStatus: { method: 'PUT', path: '/CampaignLine/UpdateCampaignLineStatus' },
  bulkStatus: { method: 'PUT', path: '/CampaignLine/BulkUpdateStatus' },
  byId: { method: 'GET', path: '/CampaignLine/:id' },
  accommodation: { method: 'PUT', path: '/CampaignLine/:id/Accommodation' },
  answers: { method: 'GET', path: '/QuestionResponse/getQeustionResponseByCampaignLineID/:campaignId/:campaignLineId' },
  answerFile: { method: 'GET', path: '/QuestionAnswer/File/:campaignId/:campaignLineId/:questionId' },
} as const satisfies Record<string, Route>;
