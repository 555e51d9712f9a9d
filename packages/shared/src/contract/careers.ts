import { z } from 'zod';
import { JOB_STATES } from '../jobState';
import { endpoint, idParams, wrapped } from './common';
import { careersRoutes } from '../routes/careers';

/*
 * A job's public careers page as its hiring team sees it (issue 17, docs/careers-and-exports.md):
 * the addresses and what the page answers today. The pages themselves are HTML outside /api.
 */

/** What a job's careers page answers: 200 listed, 404 not published (yet), 410 closed. */
export const CAREERS_PAGE_STATUSES = [200, 404, 410] as const;
export type CareersPageStatus = (typeof CAREERS_PAGE_STATUSES)[number];

/** GET /Campaign/{id}/Careers. */
export const jobCareersPageSchema = z.object({
  /** {PUBLIC_URL}/careers/{company}/{job}; null when the job's company has no careers page (a removed client). */
  JobUrl: z.string().nullable(),
  /** {PUBLIC_URL}/careers/{company}: the company's open jobs; null as above. */
  CompanyUrl: z.string().nullable(),
  /** The status the job's page answers now, by the rule the page itself follows. */
  PageStatus: z.literal(CAREERS_PAGE_STATUSES),
  /** The job's state today (jobStateOf), which decides PageStatus. */
  JobState: z.enum(JOB_STATES),
});
export type JobCareersPage = z.infer<typeof jobCareersPageSchema>;

export const careersApi = {
  ofJob: endpoint(careersRoutes.ofJob, { params: idParams('id'), response: { 200: wrapped(jobCareersPageSchema) } }),
};
