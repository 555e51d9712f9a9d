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
} from '@candid/shared';
import { toWire, wireNames, type Employer, type Enterprise } from '../../api/entities';
import type { EmployerInput } from '../../api/employers';
import type { EnterpriseUpdate } from '../../api/enterprises';
import { normaliseCallingCode } from './callingCodes';

/*
 * The company form, written once for the own company and client employers: SPEC §3 maps their
 * fields one to one and the domain gives both the same names, so the form's fields are those
 * names ('name', 'phoneAreaCode', ...) and its values are either body as they stand.
 */

/** The text fields, by the domain name an enterprise and an employer share. */
export const ORGANISATION_TEXT_FIELDS = [
  'name',
  'name2',
  'companyNumber',
  'businessNumber',
  'taxRegistrationNumber',
  'duns',
  'email',
  'referenceCode',
  'notes',
  'initials',
  'colour',
  'backgroundColour',
  'imageLink',
  'streetAddress',
  'streetAddress2',
  'streetAddress3',
  'city',
  'region',
  'postcode',
  'country',
  'countryCode',
  'phoneNumber',
  'phoneCountryCode',
  'phoneAreaCode',
  'phoneExtension',
  'altNumber',
  'altCountryCode',
  'altAreaCode',
  'altExtension',
  'slug',
] as const satisfies readonly (keyof Enterprise & keyof Employer)[];

export type OrganisationTextField = (typeof ORGANISATION_TEXT_FIELDS)[number];
export type OrganisationField = OrganisationTextField | 'avatarEnable';

/** What the form edits: every text field as a string ('' for none) and the logo switch. */
export type OrganisationFormValues = Record<OrganisationTextField, string> & { avatarEnable: boolean };

/** Which company the form edits: the own one or a client employer. */
export type OrganisationKind = 'enterprise' | 'employer';

/** The four tabs (SPEC §2) and the fields each holds, so an error can open its tab. */
export const ORGANISATION_TABS = [
  {
    id: 'basic',
    label: 'Basic Detail',
    fields: ['name', 'name2', 'companyNumber', 'businessNumber', 'taxRegistrationNumber', 'duns', 'email', 'referenceCode', 'notes', 'slug'],
  },
  { id: 'initials', label: 'Initials', fields: ['initials', 'colour', 'backgroundColour', 'avatarEnable', 'imageLink'] },
  {
    id: 'address',
    label: 'Address',
    fields: ['streetAddress', 'streetAddress2', 'streetAddress3', 'city', 'region', 'postcode', 'country', 'countryCode'],
  },
  {
    id: 'contact',
    label: 'Contact',
    fields: ['phoneNumber', 'phoneCountryCode', 'phoneAreaCode', 'phoneExtension', 'altNumber', 'altCountryCode', 'altAreaCode', 'altExtension'],
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
    city: ENTERPRISE_DEFAULTS.city,
    country: ENTERPRISE_DEFAULTS.country,
    countryCode: ENTERPRISE_DEFAULTS.countryCode,
    phoneCountryCode: ENTERPRISE_DEFAULTS.phonePrefix,
    altCountryCode: ENTERPRISE_DEFAULTS.phonePrefix,
    colour: EMPLOYER_AVATAR_DEFAULTS.colour,
    backgroundColour: EMPLOYER_AVATAR_DEFAULTS.background,
    avatarEnable: false,
  };
}

/**
 * The form values of a stored company. Blank country and phone prefixes take the SPEC §3
 * defaults (a company with no country is shown as Australian, as the job screen does).
 */
export function organisationValues(kind: OrganisationKind, company: Enterprise | Employer): OrganisationFormValues {
  const read = (f: OrganisationTextField) => {
    const v = company[f];
    return typeof v === 'string' ? v : '';
  };
  const values = Object.fromEntries(ORGANISATION_TEXT_FIELDS.map((f) => [f, read(f)])) as Record<OrganisationTextField, string>;
  const defaults = emptyOrganisation();
  if (!values.countryCode && !values.country) {
    values.country = defaults.country;
    values.countryCode = defaults.countryCode;
  }
  values.phoneCountryCode = normaliseCallingCode(values.phoneCountryCode) || defaults.phoneCountryCode;
  values.altCountryCode = normaliseCallingCode(values.altCountryCode) || defaults.altCountryCode;
  if (kind === 'employer') {
    values.colour ||= EMPLOYER_AVATAR_DEFAULTS.colour;
    values.backgroundColour ||= EMPLOYER_AVATAR_DEFAULTS.background;
  }
  return { ...values, avatarEnable: company.avatarEnable === true };
}

/** What the form sends: every text field but the image link (blank as null), the slug when given, the switch. */
type OrganisationBody = Record<Exclude<OrganisationTextField, 'name' | 'imageLink' | 'slug'>, string | null> & {
  name: string;
  slug?: string;
  avatarEnable: boolean;
};

/**
 * The form's fields as a body (trimmed; blank is null so a cleared field is cleared), in the
 * form's order. The image link is left out: only SaveImage writes it.
 */
export function organisationBody(values: OrganisationFormValues): OrganisationBody {
  const body: Record<string, string | boolean | null> = {};
  for (const f of ORGANISATION_TEXT_FIELDS) {
    if (f === 'imageLink') continue;
    const v = values[f].trim();
    // The careers slug is made by the server on creation; an edit sends it only when given.
    if (f === 'slug') {
      if (v) body.slug = v;
      continue;
    }
    body[f] = f === 'name' ? v : v || null;
  }
  body.initials = values.initials.trim().toUpperCase() || null;
  body.avatarEnable = values.avatarEnable;
  return body as OrganisationBody;
}

export const toEnterpriseUpdate = (id: number, values: OrganisationFormValues): EnterpriseUpdate => ({ id, ...organisationBody(values) });

export const toEmployerInput = (values: OrganisationFormValues): EmployerInput => organisationBody(values);

/** The initials shown for a company: its own, else from the first two words of its name. */
export function companyInitials(name: string, initials?: string | null): string {
  const own = initials?.trim().toUpperCase();
  if (own) return own;
  const [first, second] = name.trim().split(/\s+/);
  return initialsOf(first, second);
}

/** The form's field of each wire name of either company (the server's details and schema issues name those). */
const FIELD_OF_WIRE = new Map<string, OrganisationField>(
  [...ORGANISATION_TEXT_FIELDS, 'avatarEnable' as const].flatMap((f) => [
    [wireNames.enterprises[f], f],
    [wireNames.employers[f], f],
  ]),
);

/** Maps a wire field of either company (or a path such as 'body.Employer_Email') to the form's field. */
export function fieldOfWireKey(key: string): OrganisationField | null {
  const last = key.split(/[./]/).filter(Boolean).pop() ?? '';
  return FIELD_OF_WIRE.get(last) ?? null;
}

function issueMessage(field: OrganisationField, issue: { code: string; maximum?: unknown; message: string }): string {
  if (field === 'name' && issue.code === 'too_small') return MSG.companyNameRequired;
  if (field === 'initials') return MSG.initialHint;
  if (issue.code === 'too_big' && typeof issue.maximum === 'number') return MSG.textTooLong(issue.maximum);
  return issue.message;
}

export interface OrganisationContext {
  kind: OrganisationKind;
  /** A logo chosen but not uploaded yet (the create page uploads it after the client exists). */
  hasPendingImage?: boolean;
}

/**
 * Validates the form with the shared wire schema of its kind (the same rules the server
 * applies, to the body as it is sent) plus the form's own: a readable email, digits-only phone numbers, and SPEC §5's
 * 'Please upload an image' when the logo switch is on without an image.
 */
export function organisationResolver(context: OrganisationContext | (() => OrganisationContext)): Resolver<OrganisationFormValues> {
  return async (values) => validateOrganisation(values, typeof context === 'function' ? context() : context);
}

/** The form's errors for these values (none when valid). */
export function validateOrganisation(values: OrganisationFormValues, context: OrganisationContext) {
  const errors: FieldErrors<OrganisationFormValues> = {};
  const add = (field: OrganisationField, message: string) => {
    if (!errors[field]) errors[field] = { type: 'validate', message };
  };

  const parsed =
    context.kind === 'enterprise'
      ? enterpriseUpdateSchema.safeParse(toWire(wireNames.enterprises, toEnterpriseUpdate(1, values)))
      : employerInputSchema.safeParse(toWire(wireNames.employers, toEmployerInput(values)));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOfWireKey(String(issue.path[0] ?? ''));
      if (field) add(field, issueMessage(field, issue as { code: string; maximum?: unknown; message: string }));
    }
  }
  if (!values.name.trim()) add('name', MSG.companyNameRequired);
  if (values.slug.trim() && !slugSchema.safeParse(values.slug.trim()).success) add('slug', SLUG_MESSAGES.invalid);
  if (values.initials.trim().length > 3) add('initials', MSG.initialHint);
  const email = values.email.trim();
  if (email && !SIMPLE_EMAIL.test(email)) add('email', MSG.validEmail);
  for (const p of ['phone', 'alt'] as const) {
    const digits = values[`${p}Number`].replace(/\s/g, '');
    if (digits && !/^\d{4,15}$/.test(digits)) add(`${p}Number`, MSG.phoneInvalid);
    for (const part of [`${p}AreaCode`, `${p}Extension`] as const) {
      if (values[part].trim() && !/^\d+$/.test(values[part].trim())) add(part, MSG.phoneInvalid);
    }
  }
  const hasImage = isImageLink(values.imageLink) || Boolean(context.hasPendingImage);
  if (values.avatarEnable && !hasImage) add('avatarEnable', MSG.uploadImage);

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
