import { z } from 'zod';
import { queryIdSchema } from './columns';
import { CAMPAIGN_LINE_STATUS } from './candidateInterview';
import { dashboardDateSchema, isRealDate, maxRangeEnd, DASHBOARD_RANGE_MESSAGES } from './dashboard';

/** Careers slugs (issue 17): lowercase a-z, 0-9 and single hyphens, not at either end. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_LIMITS = { min: 2, max: 60 } as const;
export const SLUG_MESSAGES = {
  invalid: 'Use lowercase letters, digits and single hyphens (2 to 60 characters).',
  taken: 'This address is already in use.',
} as const;

/** A company's careers slug as it may be set (PUT /Enterprise, PUT /employer/{id}). */
export const slugSchema = z
  .string()
  .trim()
  .min(SLUG_LIMITS.min, SLUG_MESSAGES.invalid)
  .max(SLUG_LIMITS.max, SLUG_MESSAGES.invalid)
  .regex(SLUG_PATTERN, SLUG_MESSAGES.invalid);

/** A slug from a name, as the database makes them (migration 0014's candid_slugify). */
export function slugify(name: string, fallback = 'company', max = 48): string {
  const base = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 's')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/g, '');
  return base || fallback;
}

/** The careers page of a company: /careers/{slug} (job pages and the feed below it). */
export const careersPath = (companySlug: string, jobSlug?: string) =>
  `/careers/${encodeURIComponent(companySlug)}${jobSlug ? `/${encodeURIComponent(jobSlug)}` : ''}`;

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The most rows one candidate export holds; a larger selection is refused with a 400. */
export const EXPORT_LIMITS = { maxRows: 20_000 } as const;

/** GET /CampaignLine/Export: the candidates of a job, or of the list's current search and filter. */
export const candidateExportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS).default('csv'),
  campaignId: queryIdSchema.optional(),
  search: z.string().max(200).optional(),
  status: z.coerce.number().int().min(0).max(CAMPAIGN_LINE_STATUS.Withdrawn).optional(),
  /** Issue 29: the list's screening filter ('unmet': only candidates with a disqualifying answer). */
  screening: z.enum(['met', 'unmet']).optional(),
});
export type CandidateExportQuery = z.input<typeof candidateExportQuerySchema>;

/** GET /Dashboard/Export: the dashboard's per-month series over a range (the dashboard's own rules). */
export const dashboardExportQuerySchema = z
  .object({ startDate: dashboardDateSchema, endDate: dashboardDateSchema })
  .superRefine((v, ctx) => {
    if (!isRealDate(v.startDate) || !isRealDate(v.endDate)) return;
    if (v.endDate < v.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: DASHBOARD_RANGE_MESSAGES.order });
    else if (v.endDate > maxRangeEnd(v.startDate)) ctx.addIssue({ code: 'custom', path: ['endDate'], message: DASHBOARD_RANGE_MESSAGES.tooLong });
  });
export type DashboardExportQuery = z.infer<typeof dashboardExportQuerySchema>;
