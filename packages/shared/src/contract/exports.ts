import { candidateExportQuerySchema, dashboardExportQuerySchema } from '../entities/careers';
import { binaryBody, endpoint } from './common';

/** CSV and XLSX downloads (issue 17): the candidate list's selection and the dashboard's series. */
export const exportsApi = {
  candidates: endpoint({ querystring: candidateExportQuerySchema, response: { 200: binaryBody } }),
  dashboard: endpoint({ querystring: dashboardExportQuerySchema, response: { 200: binaryBody } }),
};
