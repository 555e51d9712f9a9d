import type { Route } from './route';

/** Where each call of `formsApi` (contract/forms.ts) is served, under /api. */
export const formsRoutes = {
  list: { method: 'GET', path: '/Form' },
  get: { method: 'GET', path: '/Form/:id' },
  create: { method: 'POST', path: '/Form' },
  update: { method: 'PUT', path: '/Form/:id' },
  remove: { method: 'DELETE', path: '/Form/:id' },
  makeDefault: { method: 'PUT', path: '/Form/:id/Default' },
  jobForm: { method: 'GET', path: '/Campaign/:id/Form' },
  setJobForm: { method: 'PUT', path: '/Campaign/:id/Form' },
  lineForm: { method: 'GET', path: '/CampaignLine/:id/Form' },
  lineFormFile: { method: 'GET', path: '/CampaignLine/:id/Form/:fieldId/File' },
  candidateForm: { method: 'GET', path: '/interview/:campaignId/:enterpriseId/form' },
  saveValue: { method: 'PUT', path: '/interview/:campaignId/:enterpriseId/form/:fieldId' },
  saveFile: { method: 'POST', path: '/interview/:campaignId/:enterpriseId/form/:fieldId/file' },
  places: { method: 'GET', path: '/interview/:campaignId/:enterpriseId/places' },
  submit: { method: 'POST', path: '/interview/:campaignId/:enterpriseId/form/submit' },
} as const satisfies Record<string, Route>;
