import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  EMPLOYER_AVATAR_DEFAULTS,
  ENTERPRISE_DEFAULTS,
  MSG,
  SIMPLE_EMAIL,
  SLUG_MESSAGES,
  slugSchema,
  employerInputSchema,
  enterpriseUpdateSchema,
  initialsOf,
  isImageLink,
  type Employer,
  type EmployerInput,
  type Enterprise,
  type EnterpriseUpdate,
} from '@candid/shared';
import { normaliseCallingCode } from './callingCodes';

/*
 * The company form, written once for the own company (Enterprise_*) and client employers
 * (Employer_*): SPEC §3 maps their fields one to one, so the form holds the suffixes
 * ('Name', 'PhoneNumber_AreaCode', ...) and a prefix turns them into either wire shape.
 */

/** The text fields, by their suffix after 'Enterprise_' or 'Employer_'. */
export const ORGANISATION_TEXT_FIELDS = [
  'Name',
  'Name2',
  'CompanyNumber',
  'BussinessNumber',
  'TaxRegistrationNumber',
  'DUNs',
  'Email',
  'RefernceCode',
  'Notes',
  'Initials',
  'Colour',
  'BackgroundColour',
  'ImageLink',
  'StreetAddress',
  'StreetAddress2',
  'StreetAddress3',
  'City',
  'Region',
  'Postcode',
  'Country',
  'CountryCoded',
  'PhoneNumber',
  'PhoneNumber_CountryCode',
  'PhoneNumber_AreaCode',
  'PhoneNumber_Extention',
  'AlternateNumber',
  'AlternateNumber_CountryCode',
  'AlternateNumber_AreaCode',
  'AlternateNumber_Extention',
  'Slug',
] as const;

export type OrganisationTextField = (typeof ORGANISATION_TEXT_FIELDS)[number];
export type OrganisationField = OrganisationTextField | 'AvatarEnable';

/** What the form edits: every text field as a string ('' for none) and the logo switch. */
export type OrganisationFormValues = Record<OrganisationTextField, string> & { AvatarEnable: boolean };

export type OrganisationPrefix = 'Enterprise' | 'Employer';

/** The four tabs (SPEC §2) and the fields each holds, so an error can open its tab. */
export const ORGANISATION_TABS = [
  {
    id: 'basic',
    label: 'Basic Detail',
    fields: ['Name', 'Name2', 'CompanyNumber', 'BussinessNumber', 'TaxRegistrationNumber', 'DUNs', 'Email', 'RefernceCode', 'Notes', 'Slug'],
  },
  { id: 'initials', label: 'Initials', fields: ['Initials', 'Colour', 'BackgroundColour', 'AvatarEnable', 'ImageLink'] },
  {
    id: 'address',
    label: 'Address',
    fields: ['StreetAddress', 'StreetAddress2', 'StreetAddress3', 'City', 'Region', 'Postcode', 'Country', 'CountryCoded'],
  },
  {
    id: 'contact',
    label: 'Contact',
    fields: [
      'PhoneNumber',
      'PhoneNumber_CountryCode',
      'PhoneNumber_AreaCode',
      'PhoneNumber_Extention',
      'AlternateNumber',
      'AlternateNumber_CountryCode',
      'AlternateNumber_AreaCode',
      'AlternateNumber_Extention',
    ],
  },
] as const satisfies readonly { id: string; label: string; fields: readonly OrganisationField[] }[];

export type OrganisationTabId = (typeof ORGANISATION_TABS)[number]['id'];

/** The tab that holds a field. */
export function tabOfField(field: string): OrganisationTabId {
  return (ORGANISATION_TABS.find((t) => (t.fields as readonly string[]).includes(field)) ?? ORGANISATION_TABS[0]).id;
}

/** A new client (SPEC §3 defaults: Sydney, Australia, AU, +61; the employer avatar colours). */
export function emptyOrganisation(): OrganisationFormValues {
  const values = Object.fromEntries(ORGANISATION_TEXT_FIELDS.map((f) => [f, ''])) as Record<OrganisationTextField, string>;
  return {
    ...values,
    City: ENTERPRISE_DEFAULTS.Enterprise_City,
    Country: ENTERPRISE_DEFAULTS.Enterprise_Country,
    CountryCoded: ENTERPRISE_DEFAULTS.Enterprise_CountryCoded,
    PhoneNumber_CountryCode: ENTERPRISE_DEFAULTS.phonePrefix,
    AlternateNumber_CountryCode: ENTERPRISE_DEFAULTS.phonePrefix,
    Colour: EMPLOYER_AVATAR_DEFAULTS.colour,
    BackgroundColour: EMPLOYER_AVATAR_DEFAULTS.background,
    AvatarEnable: false,
  };
}

type WireRecord = Record<string, unknown>;

/**
 * The form values of a stored company. Blank country and phone prefixes take the SPEC §3
 * defaults (a company with no country is shown as Australian, as the job screen does).
 */
export function fromWire(prefix: OrganisationPrefix, entity: Enterprise | Employer): OrganisationFormValues {
  const wire = entity as unknown as WireRecord;
  const read = (f: OrganisationTextField) => {
    const v = wire[`${prefix}_${f}`];
    return typeof v === 'string' ? v : '';
  };
  const values = Object.fromEntries(ORGANISATION_TEXT_FIELDS.map((f) => [f, read(f)])) as Record<OrganisationTextField, string>;
  const defaults = emptyOrganisation();
  if (!values.CountryCoded && !values.Country) {
    values.Country = defaults.Country;
    values.CountryCoded = defaults.CountryCoded;
  }
  values.PhoneNumber_CountryCode = normaliseCallingCode(values.PhoneNumber_CountryCode) || defaults.PhoneNumber_CountryCode;
  values.AlternateNumber_CountryCode = normaliseCallingCode(values.AlternateNumber_CountryCode) || defaults.AlternateNumber_CountryCode;
  if (prefix === 'Employer') {
    values.Colour ||= EMPLOYER_AVATAR_DEFAULTS.colour;
    values.BackgroundColour ||= EMPLOYER_AVATAR_DEFAULTS.background;
  }
  return { ...values, AvatarEnable: wire[`${prefix}_AvatarEnable`] === true };
}

/**
 * The wire fields of the form (trimmed; blank is null so a cleared field is cleared). The
 * image link is left out: only SaveImage writes it.
 */
export function toWire(prefix: OrganisationPrefix, values: OrganisationFormValues): WireRecord {
  const wire: WireRecord = {};
  for (const f of ORGANISATION_TEXT_FIELDS) {
    if (f === 'ImageLink') continue;
    const v = values[f].trim();
    // The careers slug is made by the server on creation; an edit sends it only when given.
    if (f === 'Slug') {
      if (v) wire[`${prefix}_Slug`] = v;
      continue;
    }
    wire[`${prefix}_${f}`] = f === 'Name' ? v : v || null;
  }
  wire[`${prefix}_Initials`] = values.Initials.trim().toUpperCase() || null;
  wire[`${prefix}_AvatarEnable`] = values.AvatarEnable;
  return wire;
}

export const toEnterpriseUpdate = (id: number, values: OrganisationFormValues): EnterpriseUpdate =>
  ({ pk_Enterprise_ID: id, ...toWire('Enterprise', values) }) as EnterpriseUpdate;

export const toEmployerInput = (values: OrganisationFormValues): EmployerInput => toWire('Employer', values) as EmployerInput;

/** The initials shown for a company: its own, else from the first two words of its name. */
export function companyInitials(name: string, initials?: string | null): string {
  const own = initials?.trim().toUpperCase();
  if (own) return own;
  const [first, second] = name.trim().split(/\s+/);
  return initialsOf(first, second);
}

/** Maps a field of either wire shape (or a path such as 'body.Employer_Email') to its suffix. */
export function fieldOfWireKey(key: string): OrganisationField | null {
  const last = key.split(/[./]/).filter(Boolean).pop() ?? '';
  const suffix = last.replace(/^(Enterprise|Employer)_/, '');
  return suffix === 'AvatarEnable' || (ORGANISATION_TEXT_FIELDS as readonly string[]).includes(suffix)
    ? (suffix as OrganisationField)
    : null;
}

function issueMessage(field: OrganisationField, issue: { code: string; maximum?: unknown; message: string }): string {
  if (field === 'Name' && issue.code === 'too_small') return MSG.companyNameRequired;
  if (field === 'Initials') return MSG.initialHint;
  if (issue.code === 'too_big' && typeof issue.maximum === 'number') return MSG.textTooLong(issue.maximum);
  return issue.message;
}

export interface OrganisationContext {
  prefix: OrganisationPrefix;
  /** A logo chosen but not uploaded yet (the create page uploads it after the client exists). */
  hasPendingImage?: boolean;
}

/**
 * Validates the form with the shared wire schema of its prefix (the same rules the server
 * applies) plus the form's own: a readable email, digits-only phone numbers, and SPEC §5's
 * 'Please upload an image' when the logo switch is on without an image.
 */
export function organisationResolver(context: OrganisationContext | (() => OrganisationContext)): Resolver<OrganisationFormValues> {
  return async (values) => validateOrganisation(values, typeof context === 'function' ? context() : context);
}

/** The form's errors for these values (none when valid). */
export function validateOrganisation(values: OrganisationFormValues, context: OrganisationContext) {
  const prefix = context.prefix;
  const errors: FieldErrors<OrganisationFormValues> = {};
  const add = (field: OrganisationField, message: string) => {
    if (!errors[field]) errors[field] = { type: 'validate', message };
  };

  const wire = toWire(prefix, values);
  const parsed =
    prefix === 'Enterprise'
      ? enterpriseUpdateSchema.safeParse({ pk_Enterprise_ID: 1, ...wire })
      : employerInputSchema.safeParse(wire);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOfWireKey(String(issue.path[0] ?? ''));
      if (field) add(field, issueMessage(field, issue as { code: string; maximum?: unknown; message: string }));
    }
  }
  if (!values.Name.trim()) add('Name', MSG.companyNameRequired);
  if (values.Slug.trim() && !slugSchema.safeParse(values.Slug.trim()).success) add('Slug', SLUG_MESSAGES.invalid);
  if (values.Initials.trim().length > 3) add('Initials', MSG.initialHint);
  const email = values.Email.trim();
  if (email && !SIMPLE_EMAIL.test(email)) add('Email', MSG.validEmail);
  for (const f of ['PhoneNumber', 'AlternateNumber'] as const) {
    const digits = values[f].replace(/\s/g, '');
    if (digits && !/^\d{4,15}$/.test(digits)) add(f, MSG.phoneInvalid);
    for (const part of [`${f}_AreaCode`, `${f}_Extention`] as const) {
      if (values[part].trim() && !/^\d+$/.test(values[part].trim())) add(part, MSG.phoneInvalid);
    }
  }
  const hasImage = isImageLink(values.ImageLink) || Boolean(context.hasPendingImage);
  if (values.AvatarEnable && !hasImage) add('AvatarEnable', MSG.uploadImage);

  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
}

/** The server's `details` (keyed by wire field) as form errors; the rest stay for a toast. */
export function detailsToFieldErrors(details: Record<string, string[]> | undefined) {
  const fields: { field: OrganisationField; message: string }[] = [];
  const rest: string[] = [];
  for (const [key, messages] of Object.entries(details ?? {})) {
    const field = fieldOfWireKey(key);
    if (field && messages[0]) fields.push({ field, message: messages[0] });
    else rest.push(...messages);
  }
  return { fields, rest };
}
