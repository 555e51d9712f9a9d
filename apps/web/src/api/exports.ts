import type { DashboardExportQuery, ExportFormat } from '@candid/shared';
import { exportsRoutes } from '@candid/shared/routes';
import { API_BASE } from './client';

/*
 * The export downloads (issue 17): plain links, so the browser streams the file to disk with
 * the session cookie and its own download UI; the server applies the same scope as the lists.
 */

const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]]))).toString();

/** GET /CampaignLine/Export for a job, or for the list's search, status and screening filter. */
export function candidateExportUrl(format: ExportFormat, q: { campaignId?: number; search?: string; status?: number; screening?: 'met' | 'unmet' }): string {
  return `${API_BASE}${exportsRoutes.candidates.path}?${query({ format, campaignId: q.campaignId, search: q.search?.trim(), status: q.status, screening: q.screening })}`;
}

/** GET /Dashboard/Export: the monthly series over a range, as CSV. */
export const dashboardExportUrl = (q: DashboardExportQuery) => `${API_BASE}${exportsRoutes.dashboard.path}?${query({ startDate: q.startDate, endDate: q.endDate })}`;
