/*
 * The checks Google's job-posting structured data guidelines (Search Central, "Job posting
 * structured data") make of a schema.org JobPosting: the required properties and the shapes of
 * the recommended ones Candid sends. The careers pages' tests (server and end-to-end) check the
 * JSON-LD with it, so both hold the same rules.
 */

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;
/** ISO 8601 date or date-time. */
const isIsoDate = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) && !Number.isNaN(Date.parse(v));

export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER'] as const;
const SALARY_UNITS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'];

/** What is wrong with a JobPosting (empty when it passes). */
export function jobPostingProblems(ld: unknown): string[] {
  const problems: string[] = [];
  if (!isObject(ld)) return ['not an object'];
  if (!String(ld['@context'] ?? '').startsWith('https://schema.org') && !String(ld['@context'] ?? '').startsWith('http://schema.org')) problems.push('@context is not schema.org');
  if (ld['@type'] !== 'JobPosting') problems.push('@type is not JobPosting');
  if (!isText(ld.title)) problems.push('title is required');
  if (!isText(ld.description)) problems.push('description is required');
  if (!isIsoDate(ld.datePosted)) problems.push('datePosted must be an ISO 8601 date');
  if (ld.validThrough !== undefined && !isIsoDate(ld.validThrough)) problems.push('validThrough must be an ISO 8601 date');
  if (isIsoDate(ld.validThrough) && isIsoDate(ld.datePosted) && Date.parse(String(ld.validThrough)) < Date.parse(String(ld.datePosted))) problems.push('validThrough is before datePosted');
  const org = ld.hiringOrganization;
  if (!isObject(org) || !isText(org.name)) problems.push('hiringOrganization.name is required');
  else if (org.logo !== undefined && !(typeof org.logo === 'string' && /^https?:\/\//.test(org.logo))) problems.push('hiringOrganization.logo must be a URL');
  const remote = ld.jobLocationType === 'TELECOMMUTE';
  const places = Array.isArray(ld.jobLocation) ? ld.jobLocation : ld.jobLocation === undefined ? [] : [ld.jobLocation];
  if (!remote && places.length === 0) problems.push('jobLocation is required');
  for (const place of places) {
    const address = isObject(place) ? place.address : undefined;
    if (!isObject(place) || place['@type'] !== 'Place' || !isObject(address)) problems.push('jobLocation must be a Place with an address');
    else if (!isText(address.addressCountry)) problems.push('jobLocation.address.addressCountry is required');
  }
  if (ld.employmentType !== undefined) {
    const types = Array.isArray(ld.employmentType) ? ld.employmentType : [ld.employmentType];
    if (!types.every((t) => (EMPLOYMENT_TYPES as readonly unknown[]).includes(t))) problems.push('employmentType has an unknown value');
  }
  if (ld.baseSalary !== undefined) {
    const s = ld.baseSalary;
    const value = isObject(s) ? s.value : undefined;
    if (!isObject(s) || s['@type'] !== 'MonetaryAmount' || !/^[A-Z]{3}$/.test(String(s.currency))) problems.push('baseSalary must be a MonetaryAmount with an ISO 4217 currency');
    else if (!isObject(value) || !SALARY_UNITS.includes(String(value.unitText)) || (typeof value.value !== 'number' && typeof value.minValue !== 'number')) problems.push('baseSalary.value must be a QuantitativeValue with a unit and an amount');
  }
  if (ld.directApply !== undefined && typeof ld.directApply !== 'boolean') problems.push('directApply must be a boolean');
  return problems;
}
