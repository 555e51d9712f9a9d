import { describe, expect, it } from 'vitest';
import { MSG, employerInputSchema } from '@candid/shared';
import { employerFromWire, toWire, wireNames } from '../../api/entities';
import { buildEmployer } from '../../test/organisation';
import { CALLING_CODES, callingCodeOf, regionOfCallingCode } from './callingCodes';
import { addressLines, formatPhone } from './format';
import {
  detailsToFieldErrors,
  emptyOrganisation,
  organisationValues,
  tabOfField,
  toEmployerInput,
  toEnterpriseUpdate,
  validateOrganisation,
  type OrganisationFormValues,
  type OrganisationKind,
} from './organisationForm';

const values = (patch: Partial<OrganisationFormValues> = {}): OrganisationFormValues => ({ ...emptyOrganisation(), name: 'Blue Harbour', ...patch });
const errorsOf = (v: OrganisationFormValues, kind: OrganisationKind = 'employer', hasPendingImage = false) =>
  Object.fromEntries(Object.entries(validateOrganisation(v, { kind, hasPendingImage }).errors).map(([k, e]) => [k, e?.message]));

describe('company form validation', () => {
  it('accepts a new client with only a name, with the SPEC §3 defaults', () => {
    expect(errorsOf(values())).toEqual({});
    const input = toWire(wireNames.employers, toEmployerInput(values()));
    expect(input).toMatchObject({
      Employer_Name: 'Blue Harbour',
      Employer_City: 'Sydney',
      Employer_Country: 'Australia',
      Employer_CountryCoded: 'AU',
      Employer_PhoneNumber_CountryCode: '+61',
      Employer_AlternateNumber_CountryCode: '+61',
      Employer_AvatarEnable: false,
      Employer_Email: null,
    });
    expect('Employer_ImageLink' in input).toBe(false);
    expect(employerInputSchema.safeParse(input).success).toBe(true);
  });

  it('needs a name, at most 3 initials, a readable email and digits in the phone parts', () => {
    const errors = errorsOf(
      values({ name: '  ', initials: 'ABCD', email: 'not-an-email', phoneNumber: '12ab', altAreaCode: '0x', phoneExtension: '1-2' }),
    );
    expect(errors).toEqual({
      name: MSG.companyNameRequired,
      initials: MSG.initialHint,
      email: MSG.validEmail,
      phoneNumber: MSG.phoneInvalid,
      altAreaCode: MSG.phoneInvalid,
      phoneExtension: MSG.phoneInvalid,
    });
    expect(errorsOf(values({ phoneNumber: '02 9999 9999', email: 'hr@blue.example' }))).toEqual({});
  });

  it('takes the length limits from the shared wire schema, for either kind', () => {
    expect(errorsOf(values({ duns: '1'.repeat(51) }), 'employer')).toEqual({ duns: MSG.textTooLong(50) });
    expect(errorsOf(values({ notes: 'x'.repeat(4001) }), 'enterprise')).toEqual({ notes: MSG.textTooLong(4000) });
  });

  it("'Please upload an image' when the logo switch is on without an image (SPEC §5)", () => {
    expect(errorsOf(values({ avatarEnable: true }))).toEqual({ avatarEnable: MSG.uploadImage });
    expect(errorsOf(values({ avatarEnable: true }), 'employer', true)).toEqual({});
    expect(errorsOf(values({ avatarEnable: true, imageLink: '/api/Image/7/employer-3-0123456789abcdef.png' }))).toEqual({});
    expect(errorsOf(values({ avatarEnable: true, imageLink: '/api/Image/7/readme.txt' }))).toEqual({ avatarEnable: MSG.uploadImage });
  });

  it('puts each field on its tab, so an error opens the right one', () => {
    expect(tabOfField('email')).toBe('basic');
    expect(tabOfField('avatarEnable')).toBe('initials');
    expect(tabOfField('postcode')).toBe('address');
    expect(tabOfField('altExtension')).toBe('contact');
  });
});

describe('the shared field names', () => {
  it('reads either company into the same form values and writes them back as either body', () => {
    const employer = employerFromWire(
      buildEmployer({
        pk_Employer_ID: 3,
        Employer_Name: 'Blue Harbour',
        Employer_Email: 'hr@blue.example',
        Employer_PhoneNumber: '99998888',
        Employer_PhoneNumber_CountryCode: '64',
        Employer_AlternateNumber_CountryCode: null,
        Employer_Colour: null,
        Employer_BackgroundColour: '#E53935',
        Employer_AvatarEnable: true,
        Employer_ImageLink: '/api/Image/7/employer-3-0123456789abcdef.png',
        Employer_City: null,
        Employer_Country: 'New Zealand',
        Employer_CountryCoded: 'NZ',
      }),
    );
    const form = organisationValues('employer', employer);
    expect(form).toMatchObject({
      name: 'Blue Harbour',
      email: 'hr@blue.example',
      phoneCountryCode: '+64',
      altCountryCode: '+61',
      colour: '#000000',
      backgroundColour: '#E53935',
      avatarEnable: true,
      countryCode: 'NZ',
      city: '',
    });
    const update = toWire(wireNames.enterprises, toEnterpriseUpdate(7, { ...form, initials: 'bh ' }));
    expect(update).toMatchObject({
      pk_Enterprise_ID: 7,
      Enterprise_Name: 'Blue Harbour',
      Enterprise_Email: 'hr@blue.example',
      Enterprise_Initials: 'BH',
      Enterprise_City: null,
      Enterprise_AvatarEnable: true,
    });
    expect(Object.keys(update).every((k) => k === 'pk_Enterprise_ID' || k.startsWith('Enterprise_'))).toBe(true);
  });

  it("maps the server's details onto the form's fields, keeping the rest", () => {
    expect(detailsToFieldErrors({ Employer_Email: ['Bad email'], 'body.Enterprise_Postcode': ['Too long'], other: ['Nope'] })).toEqual({
      fields: [
        { field: 'email', message: 'Bad email' },
        { field: 'postcode', message: 'Too long' },
      ],
      rest: ['Nope'],
    });
  });

  it('formats a phone number and the address for the read view', () => {
    const v = values({ phoneNumber: '9999 8888', phoneAreaCode: '2', phoneExtension: '145', streetAddress: '1 George St', postcode: '2000' });
    expect(formatPhone(v, 'phone')).toBe('+61 (2) 9999 8888 ext. 145');
    expect(formatPhone(v, 'alt')).toBe('');
    expect(addressLines(v)).toEqual(['1 George St', 'Sydney 2000', 'Australia']);
  });
});

describe('calling codes', () => {
  it('has every region once, named by Intl, with AU as +61', () => {
    expect(new Set(CALLING_CODES.map((c) => c.region)).size).toBe(CALLING_CODES.length);
    expect(CALLING_CODES.find((c) => c.region === 'AU')).toEqual({ region: 'AU', code: '+61', name: 'Australia' });
    expect(callingCodeOf('nz')).toBe('+64');
  });

  it('reads a shared code as the company country when it has it, else the main region', () => {
    expect(regionOfCallingCode('+1')).toBe('US');
    expect(regionOfCallingCode('1', 'CA')).toBe('CA');
    expect(regionOfCallingCode('+61', 'NZ')).toBe('AU');
    expect(regionOfCallingCode('')).toBeUndefined();
  });
});
