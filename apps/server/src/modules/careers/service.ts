import { and, asc, eq, inArray } from 'drizzle-orm';
import { careersPath, type CareersPageStatus, type JobCareersPage, type JobState } from '@candid/shared';
import type { AuthContext } from '../../actors';
import type { DbOrTx } from '../../db/client';
import { campaigns, countries, employers, enterprises } from '../../db/schema/index';
import { jobStateCondition, liveQuestionCounts, stateOfJob } from '../campaigns/job-state';
import { todayUtc } from '../campaigns/interview-window';
import { loadCampaign } from '../campaigns/service';
import type { Deps } from '../../context';

/*
 * The public careers pages' data (issue 17, docs/careers-and-exports.md): a company by its slug
 * (an enterprise, or one of its client employers), its open jobs, one job by its slug. Nothing
 * here needs a session: only open jobs and the company's public brand are read.
 */

/** The company a careers path names, with what its page shows. */
export interface CareersCompany {
  slug: string;
  enterpriseId: number;
  /** The client employer's id; 0 for the enterprise itself (as the job's employerId holds it). */
  employerId: number;
  name: string;
  logo: string | null;
  colour: string | null;
  background: string | null;
  address: { street: string | null; city: string | null; region: string | null; postcode: string | null; countryCode: string | null; country: string | null };
}

export type CareersJob = typeof campaigns.$inferSelect & { countryCode: string | null; countryName: string | null };

/** The company whose careers slug is `slug`, or null (unknown or deleted). */
export async function companyBySlug({ db }: Deps, slug: string): Promise<CareersCompany | null> {
  const [e] = await db
    .select()
    .from(enterprises)
    .where(and(eq(enterprises.slug, slug), eq(enterprises.deleted, 0)));
  if (e) {
    return {
      slug,
      enterpriseId: e.id,
      employerId: 0,
      name: e.name,
      logo: e.imageLink,
      colour: e.colour,
      background: e.backgroundColour,
      address: {
        street: e.streetAddress,
        city: e.city,
        region: e.region,
        postcode: e.postcode,
        countryCode: e.countryCode,
        country: e.country,
      },
    };
  }
  const [c] = await db
    .select({ employer: employers })
    .from(employers)
    .innerJoin(enterprises, and(eq(enterprises.id, employers.enterpriseId), eq(enterprises.deleted, 0)))
    .where(and(eq(employers.slug, slug), eq(employers.deleted, 0)));
  if (!c) return null;
  const r = c.employer;
  return {
    slug,
    enterpriseId: r.enterpriseId,
    employerId: r.id,
    name: r.name,
    logo: r.imageLink,
    colour: r.colour,
    background: r.backgroundColour,
    address: {
      street: r.streetAddress,
      city: r.city,
      region: r.region,
      postcode: r.postcode,
      countryCode: r.countryCode,
      country: r.country,
    },
  };
}

const ofCompany = (company: CareersCompany) =>
  and(eq(campaigns.enterpriseId, company.enterpriseId), eq(campaigns.employerId, company.employerId), eq(campaigns.deleted, 0));

/** Adds each job's country (code and name) from the reference table. */
async function withCountries(db: DbOrTx, rows: (typeof campaigns.$inferSelect)[]): Promise<CareersJob[]> {
  const ids = [...new Set(rows.map((r) => r.locationCountryId).filter((id): id is number => id != null))];
  const found = ids.length ? await db.select().from(countries).where(inArray(countries.countryId, ids)) : [];
  const byId = new Map(found.map((c) => [c.countryId, c]));
  return rows.map((r) => {
    const c = r.locationCountryId != null ? byId.get(r.locationCountryId) : undefined;
    return { ...r, countryCode: c?.countryCode ?? null, countryName: c?.country ?? null };
  });
}

/** The most jobs one careers page or feed lists. */
export const CAREERS_MAX_JOBS = 500;

/** The company's open jobs (taking interviews today), by title. */
export async function openJobs(deps: Deps, company: CareersCompany): Promise<CareersJob[]> {
  const rows = await deps.db
    .select()
    .from(campaigns)
    .where(and(ofCompany(company), jobStateCondition(deps, 'open')))
    .orderBy(asc(campaigns.jobTitle), asc(campaigns.id))
    .limit(CAREERS_MAX_JOBS);
  return withCountries(deps.db, rows);
}

/** A job of the company by its slug with its state today, or null when there is none. */
export async function jobBySlug({ db }: Deps, company: CareersCompany, jobSlug: string): Promise<{ job: CareersJob; state: JobState } | null> {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(ofCompany(company), eq(campaigns.slug, jobSlug)));
  if (!row) return null;
  const [job] = await withCountries(db, [row]);
  return { job, state: await stateToday(db, row) };
}

/** A job's state today, with its live questions counted. */
async function stateToday(db: DbOrTx, row: typeof campaigns.$inferSelect): Promise<JobState> {
  const counts = await liveQuestionCounts({ db }, row.enterpriseId, [row.id]);
  return stateOfJob(row, counts.get(row.id) ?? 0, todayUtc());
}

/**
 * What a job's careers page answers in `state`: open jobs are listed (200); ended and paused
 * jobs are gone (410); drafts and scheduled jobs are not published yet (404).
 */
export function pageStatusOf(state: JobState): CareersPageStatus {
  if (state === 'open') return 200;
  return state === 'ended' || state === 'paused' ? 410 : 404;
}

/** The careers slug a job is published under: its client employer's, else its enterprise's; null when that company is gone. */
async function companySlugOf(db: DbOrTx, job: typeof campaigns.$inferSelect): Promise<string | null> {
  if (job.employerId !== 0) {
    const [e] = await db
      .select({ slug: employers.slug })
      .from(employers)
      .where(and(eq(employers.enterpriseId, job.enterpriseId), eq(employers.id, job.employerId), eq(employers.deleted, 0)));
    return e?.slug ?? null;
  }
  const [e] = await db
    .select({ slug: enterprises.slug })
    .from(enterprises)
    .where(and(eq(enterprises.id, job.enterpriseId), eq(enterprises.deleted, 0)));
  return e?.slug ?? null;
}

/**
 * GET /Campaign/{id}/Careers: the job's careers page and its company's, and what the job's page
 * answers today, for the job screen. 404 for a job the member does not see (another tenant's,
 * or not a Hiring Manager's own).
 */
export async function careersPageOfJob(deps: Deps, publicUrl: string, auth: AuthContext, campaignId: number): Promise<JobCareersPage> {
  const job = await loadCampaign(deps, auth, campaignId);
  const [companySlug, state] = await Promise.all([companySlugOf(deps.db, job), stateToday(deps.db, job)]);
  if (companySlug === null || job.slug === null) return { JobUrl: null, CompanyUrl: null, PageStatus: 404, JobState: state };
  return {
    JobUrl: `${publicUrl}${careersPath(companySlug, job.slug)}`,
    CompanyUrl: `${publicUrl}${careersPath(companySlug)}`,
    PageStatus: pageStatusOf(state),
    JobState: state,
  };
}
