import { WORK_TYPES, careersPath } from '@candid/shared';
import { candidateLocaleOf, type CandidateLocale } from '@candid/shared/locales';
import { htmlToText, sanitizeRichText } from '../../platform/html';
import { jobLink } from '../campaigns/read-model';
import type { CareersCompany, CareersJob } from './service';

/*
 * One job as the careers page, its JSON-LD and the feed show it (issue 17). The JSON-LD follows
 * schema.org JobPosting as Google's job-posting guidelines read it: title, description,
 * datePosted, hiringOrganization and jobLocation are required; validThrough, employmentType,
 * baseSalary, directApply and identifier are recommended and given when known. The view keeps
 * values, not words: the pages write them in their language (careers-text.ts).
 */

/** Google's employmentType values, by SPEC §9 work type. */
const EMPLOYMENT_TYPE: Record<number, string> = { 1: 'FULL_TIME', 2: 'PART_TIME', 3: 'CONTRACTOR', 4: 'TEMPORARY' };
/** Indeed's jobtype values, by work type. */
const FEED_JOB_TYPE: Record<number, string> = { 1: 'fulltime', 2: 'parttime', 3: 'contract', 4: 'temporary' };
/** The salary unit of a pay type: hourly rate by the hour, the others by the year. */
const PAY_UNIT: Record<number, 'HOUR' | 'YEAR'> = { 1: 'HOUR', 2: 'YEAR', 3: 'YEAR' };
/**
 * The currency of the pay by the job's (else the company's) country; Candid's market is
 * Australia, so a country not listed is paid in AUD.
 */
const CURRENCY: Record<string, string> = { AU: 'AUD', NZ: 'NZD', GB: 'GBP', US: 'USD', CA: 'CAD', IE: 'EUR', SG: 'SGD', IN: 'INR', ZA: 'ZAR' };

/** A SPEC §9 work type a job can show (0 is none). */
export type WorkTypeId = Exclude<(typeof WORK_TYPES)[number]['id'], 0>;

/** A job's pay range; `commission` for an annual salary plus commission. */
export interface JobPay {
  currency: string;
  min: number;
  max: number;
  unit: 'HOUR' | 'YEAR';
  commission: boolean;
}

export interface JobView {
  id: number;
  title: string;
  /** The job's language (Campaign_Language) as a candidate language: its page speaks it. */
  locale: CandidateLocale;
  /** Sanitized HTML (the editor's allow-list); the title as a paragraph when the job has no description. */
  descriptionHtml: string;
  /** Whether the job has a description of its own (else the page shows no description, one Apply). */
  hasDescription: boolean;
  descriptionText: string;
  datePosted: string;
  validThrough: string;
  city: string | null;
  region: string | null;
  postcode: string | null;
  countryCode: string | null;
  countryName: string | null;
  employmentType: string | null;
  workTypeId: WorkTypeId | null;
  feedJobType: string;
  pay: JobPay | null;
  referenceNumber: string;
  /** Absolute URLs: the job's careers page and its Apply link (the job's public link). */
  url: string;
  applyUrl: string;
}

const escapeText = (s: string) => s.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);

/** The job's description as sanitized HTML: the rich text, else the plain text as paragraphs. */
function descriptionOf(job: CareersJob): string {
  const html = job.jobDescriptionHtml ? sanitizeRichText(job.jobDescriptionHtml) : '';
  if (html) return html;
  const text = job.jobDescription?.trim() ?? '';
  return text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeText(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** Builds the view of an open (or just closed) job of `company`. */
export function jobView(publicUrl: string, company: CareersCompany, job: CareersJob): JobView {
  const title = (job.jobTitle || job.name).trim();
  const ownDescription = descriptionOf(job);
  // An empty editor saves '<p><br></p>', no text '<p></p>': a description is one with words.
  const hasDescription = htmlToText(ownDescription).trim() !== '';
  const descriptionHtml = hasDescription ? ownDescription : `<p>${escapeText(title)}</p>`;
  // The location option's label is 'place, state'; free text is taken as is.
  const [place, state] = (job.locationText ?? '').split(',').map((s) => s.trim());
  const city = place || company.address.city || null;
  const region = (state && state !== 'undefined' ? state : null) ?? (place ? null : company.address.region);
  const countryCode = job.countryCode ?? company.address.countryCode ?? null;
  const countryName = job.countryName ?? company.address.country ?? null;
  const from = job.payRangeFrom;
  const to = job.payRangeTo;
  const unit = PAY_UNIT[job.payTypeId];
  let pay: JobView['pay'] = null;
  if (unit && (from != null || to != null)) {
    const min = Math.min(from ?? to!, to ?? from!);
    const max = Math.max(from ?? to!, to ?? from!);
    const currency = CURRENCY[countryCode ?? 'AU'] ?? 'AUD';
    // Pay type 3 is an annual salary plus commission (SPEC §9).
    pay = { currency, min, max, unit, commission: job.payTypeId === 3 };
  }
  return {
    id: job.id,
    title,
    locale: candidateLocaleOf(job.language),
    descriptionHtml,
    hasDescription,
    descriptionText: htmlToText(descriptionHtml),
    datePosted: job.startDate,
    validThrough: `${job.endDate}T23:59:59Z`,
    city,
    region,
    postcode: place ? null : company.address.postcode,
    countryCode,
    countryName,
    employmentType: EMPLOYMENT_TYPE[job.workTypeId] ?? null,
    workTypeId: WORK_TYPES.find((w) => w.id === job.workTypeId)?.id || null,
    feedJobType: FEED_JOB_TYPE[job.workTypeId] ?? '',
    pay,
    referenceNumber: job.referenceCode?.trim() || String(job.id),
    url: `${publicUrl}${careersPath(company.slug, job.slug ?? String(job.id))}`,
    applyUrl: jobLink({ publicUrl }, job, 'careers'),
  };
}

/** An absolute URL of the company's logo, or undefined (only http(s) or site paths). */
export function logoUrl(publicUrl: string, company: CareersCompany): string | undefined {
  const logo = company.logo?.trim();
  if (!logo) return undefined;
  if (/^https?:\/\//i.test(logo)) return logo;
  return logo.startsWith('/') && !logo.startsWith('//') ? `${publicUrl}${logo}` : undefined;
}

/** The schema.org JobPosting of a job (https://schema.org/JobPosting). */
export function jobPostingJsonLd(publicUrl: string, company: CareersCompany, view: JobView): Record<string, unknown> {
  const logo = logoUrl(publicUrl, company);
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: view.title,
    description: view.descriptionHtml,
    identifier: { '@type': 'PropertyValue', name: company.name, value: view.referenceNumber },
    datePosted: view.datePosted,
    validThrough: view.validThrough,
    ...(view.employmentType ? { employmentType: view.employmentType } : {}),
    hiringOrganization: {
      '@type': 'Organization',
      name: company.name,
      sameAs: `${publicUrl}${careersPath(company.slug)}`,
      ...(logo ? { logo } : {}),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(view.city ? { addressLocality: view.city } : {}),
        ...(view.region ? { addressRegion: view.region } : {}),
        ...(view.postcode ? { postalCode: view.postcode } : {}),
        addressCountry: view.countryCode ?? 'AU',
      },
    },
    ...(view.pay
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: view.pay.currency,
            value: { '@type': 'QuantitativeValue', minValue: view.pay.min, maxValue: view.pay.max, unitText: view.pay.unit },
          },
        }
      : {}),
    directApply: true,
    url: view.url,
  };
}

/**
 * JSON for a <script> element: `<`, `>`, `&` and the line separators escaped, so no text of the
 * job can close the element or start markup.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
