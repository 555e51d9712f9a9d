import { eq } from 'drizzle-orm';
import { MSG } from '@candid/shared';
import type { Config } from '../../config';
import { jobCategories, jobSubCategories } from '../../db/schema/index';
import { badRequest } from '../../http/errors';
import { htmlToText, sanitizeRichText } from '../../platform/html';
import type { BoardJob } from '../../platform/jobboards/types';
import { jobLink, type CampaignRow } from '../campaigns/read-model';
import { placeById } from '../reference/places';
import type { Deps } from '../../context';

/*
 * The values each board needs, from the bundled reference data (docs/job-boards.md "Mapping"):
 * the category as the section and sub-category codes of modules/reference/data/categories.ts
 * (GET /SeekJob shows them), the location as country, region code, place name and postcode of a
 * place of data/places.json (GeoNames, CC BY 4.0) with its coordinates, the work and pay types of
 * SPEC §9. SEEK maps these to its own ids itself (platform/jobboards/seek-lookups.ts).
 */

export interface BoardCategory {
  subCategoryId: number;
  section: string;
  sub: string;
  /** The names, which follow the boards' own taxonomy (SEEK matches on them). */
  sectionName: string;
  subName: string;
  /** "section/sub", as stored on the posting. */
  code: string;
}

/** The board codes of a sub-category; 400 when it is unknown or has no code. */
export async function boardCategory({ db }: Deps, subCategoryId: number | null | undefined): Promise<BoardCategory> {
  const refuse = () => badRequest(MSG.jobBoardChooseCategory, { SubCategoryId: [MSG.jobBoardChooseCategory] });
  if (!subCategoryId) throw refuse();
  const [row] = await db
    .select({
      sub: jobSubCategories.boardCode,
      section: jobCategories.boardCode,
      subName: jobSubCategories.name,
      sectionName: jobCategories.name,
    })
    .from(jobSubCategories)
    .innerJoin(jobCategories, eq(jobCategories.id, jobSubCategories.jobId))
    .where(eq(jobSubCategories.id, subCategoryId));
  if (!row || !row.sub || !row.section) throw refuse();
  return { subCategoryId, section: row.section, sub: row.sub, sectionName: row.sectionName, subName: row.subName, code: `${row.section}/${row.sub}` };
}

export interface BoardLocation {
  placeId: number;
  countryCode: string;
  region: string | null;
  place: string;
  postalCode: string | null;
  latitude: number;
  longitude: number;
  /** "Parramatta NSW 2150, Australia" */
  text: string;
}

/** A bundled place as the boards' location; 400 when it is unknown. */
export function boardLocation(placeId: number | null | undefined): BoardLocation {
  const place = placeId ? placeById(placeId) : null;
  if (!place) throw badRequest(MSG.jobBoardChooseLocation, { PlaceId: [MSG.jobBoardChooseLocation] });
  const local = [place.place_name, place.region, place.postal_code].filter(Boolean).join(' ');
  return {
    placeId: place.id,
    countryCode: place.country_code,
    region: place.region,
    place: place.place_name,
    postalCode: place.postal_code,
    latitude: place.latitude,
    longitude: place.longitude,
    text: `${local}, ${place.country}`,
  };
}

const WORK_TYPES: Record<number, string> = { 1: 'full-time', 2: 'part-time', 3: 'contract', 4: 'casual' };
const PAY_TYPES: Record<number, BoardJob['pay']['type']> = { 1: 'hourly', 2: 'annual', 3: 'annual-plus-commission' };
const CURRENCIES: Record<string, string> = { AU: 'AUD', NZ: 'NZD', GB: 'GBP', US: 'USD', CA: 'CAD', IE: 'EUR', SG: 'SGD' };

const escapeHtml = (s: string) => s.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

/** Who asked for the change, and the key that marks one publish across its retries. */
export interface BoardRequest {
  contact: BoardJob['contact'];
  idempotencyKey: string;
}

/** The job as the boards receive it. */
export function boardJob(config: Pick<Config, 'publicUrl'>, job: CampaignRow, category: BoardCategory, location: BoardLocation, request: BoardRequest): BoardJob {
  const html = job.jobDescriptionHtml
    ? sanitizeRichText(job.jobDescriptionHtml)
    : `<p>${escapeHtml(job.jobDescription ?? job.jobTitle ?? '')}</p>`;
  return {
    reference: `candid-${job.enterpriseId}-${job.id}`,
    idempotencyKey: request.idempotencyKey,
    title: job.jobTitle || job.name,
    descriptionHtml: html,
    descriptionText: job.jobDescription || htmlToText(html),
    category: { section: category.section, sub: category.sub, sectionName: category.sectionName, subName: category.subName },
    location: {
      countryCode: location.countryCode,
      region: location.region,
      place: location.place,
      postalCode: location.postalCode,
      latitude: location.latitude,
      longitude: location.longitude,
    },
    workType: WORK_TYPES[job.workTypeId] ?? null,
    pay: {
      type: PAY_TYPES[job.payTypeId] ?? null,
      min: job.payRangeFrom ?? null,
      max: job.payRangeTo ?? null,
      currency: CURRENCIES[location.countryCode] ?? 'USD',
    },
    applyUrl: jobLink(config, job, 'job_board'),
    endDate: job.endDate.replaceAll('/', '-'),
    contact: request.contact,
  };
}
