import { describe, expect, it } from 'vitest';
import { MSG, employerInputSchema, type Employer } from '@candid/shared';
import { CALLING_CODES, callingCodeOf, regionOfCallingCode } from './callingCodes';
import { addressLines, formatPhone } from './format';
import {
  detailsToFieldErrors,
  emptyOrganisation,
  fromWire,
  tabOfField,
  toEmployerInput,
  toEnterpriseUpdate,
  validateOrganisation,
  type OrganisationFormValues,
} from './organisationForm';

const values = (patch: Partial<OrganisationFormValues> = {}): OrganisationFormValues => ({ ...emptyOrganisation(), Name: 'Blue Harbour', ...patch });
const errorsOf = (v: OrganisationFormValues, prefix: 'Enterprise' | 'Employer' = 'Employer', hasPendingImage = false) =>
  Object.fromEntries(Object.entries(validateOrganisation(v, { prefix, hasPendingImage }).errors).map(([k, e]) => [k, e?.message]));

describe('company form validation', () => {
  it('accepts a new client with only a name, with the SPEC §3 defaults', () => {
    expect(errorsOf(values())).toEqual({});
    const input = toEmployerInput(values());
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
      values({ Name: '  ', Initials: 'ABCD', Email: 'not-an-email', PhoneNumber: '12ab', AlternateNumber_AreaCode: '0x', PhoneNumber_Extention: '1-2' }),
    );
    expect(errors).toEqual({
      Name: MSG.companyNameRequired,
      Initials: MSG.initialHint,
      Email: MSG.validEmail,
      PhoneNumber: MSG.phoneInvalid,
      AlternateNumber_AreaCode: MSG.phoneInvalid,
      PhoneNumber_Extention: MSG.phoneInvalid,
    });
    expect(errorsOf(values({ PhoneNumber: '02 9999 9999', Email: 'hr@blue.example' }))).toEqual({});
  });

  it('takes the length limits from the shared wire schema, for either prefix', () => {
    expect(errorsOf(values({ DUNs: '1'.repeat(51) }), 'Employer')).toEqual({ DUNs: MSG.textTooLong(50) });
    expect(errorsOf(values({ Notes: 'x'.repeat(4001) }), 'Enterprise')).toEqual({ Notes: MSG.textTooLong(4000) });
  });

  it("'Please upload an image' when the logo switch is on without an image (SPEC §5)", () => {
    expect(errorsOf(values({ AvatarEnable: true }))).toEqual({ AvatarEnable: MSG.uploadImage });
    expect(errorsOf(values({ AvatarEnable: true }), 'Employer', true)).toEqual({});
    expect(errorsOf(values({ AvatarEnable: true, ImageLink: '/api/Image/7/employer-3-0123456789abcdef.png' }))).toEqual({});
    expect(errorsOf(values({ AvatarEnable: true, ImageLink: '/api/Image/7/readme.txt' }))).toEqual({ AvatarEnable: MSG.uploadImage });
  });

  it('puts each field on its tab, so an error opens the right one', () => {
    expect(tabOfField('Email')).toBe('basic');
    expect(tabOfField('AvatarEnable')).toBe('initials');
    expect(tabOfField('Postcode')).toBe('address');
    expect(tabOfField('AlternateNumber_Extention')).toBe('contact');
  });
});

describe('the field-prefix mapping', () => {
  it('reads either entity into the same form values and writes them back under its prefix', () => {
    const employer = {
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
      Employer_Country: 'New Zealand',
      Employer_CountryCoded: 'NZ',
    } as unknown as Employer;
    const form = fromWire('Employer', employer);
    expect(form).toMatchObject({
      Name: 'Blue Harbour',
      Email: 'hr@blue.example',
      PhoneNumber_CountryCode: '+64',
      AlternateNumber_CountryCode: '+61',
      Colour: '#000000',
      BackgroundColour: '#E53935',
      AvatarEnable: true,
      CountryCoded: 'NZ',
      City: '',
    });
    const update = toEnterpriseUpdate(7, { ...form, Initials: 'bh ' });
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
        { field: 'Email', message: 'Bad email' },
        { field: 'Postcode', message: 'Too long' },
      ],
      rest: ['Nope'],
    });
  });

  it('formats a phone number and the address for the read view', () => {
    const v = values({ PhoneNumber: '9999 8888', PhoneNumber_AreaCode: '2', PhoneNumber_Extention: '145', StreetAddress: '1 George St', Postcode: '2000' });
    expect(formatPhone(v, 'PhoneNumber')).toBe('+61 (2) 9999 8888 ext. 145');
    expect(formatPhone(v, 'AlternateNumber')).toBe('');
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
