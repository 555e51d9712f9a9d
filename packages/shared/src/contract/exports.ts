import { candidateExportQuerySchema, dashboardExportQuerySchema } from '../entities/careers';
import { binaryBody, endpoint } from './common';
import { exportsRoutes } from '../routes/exports';

/** CSV and XLSX downloads (issue 17): the candidate list's selection and the dashboard's series. */
export const exportsApi = {
  candidates: endpoint(exportsRoutes.candidates, { querystring: candidateExportQuerySchema, response: { 200: binaryBody } }),
  dashboard: endpoint(exportsRoutes.dashboard, { querystring: dashboardExportQuerySchema, response: { 200: binaryBody } }),
};
