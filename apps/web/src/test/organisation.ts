/** Fixtures for the company and client screens. */
import type { Employer, Enterprise } from '@candid/shared';
import {
  employerFromWire,
  enterpriseFromWire,
  type Employer as EmployerState,
  type Enterprise as EnterpriseState,
} from '../api/entities';

export function buildEmployer(overrides: Partial<Employer> = {}): Employer {
  return {
    pk_Employer_ID: 5,
    fk_Enterprise_ID: 7,
    fk_UserID_MainContact: null,
    fk_User_ID: 11,
    sSession: null,
    Employer_Name: 'Blue Harbour',
    Employer_Slug: 'blue-harbour',
    Employer_Name2: null,
    Employer_CompanyNumber: null,
    Employer_BussinessNumber: null,
    Employer_TaxRegistrationNumber: null,
    Employer_DUNs: null,
    Employer_Initials: 'BH',
    Employer_Colour: '#FFFFFF',
    Employer_BackgroundColour: '#E53935',
    Employer_AvatarEnable: false,
    Employer_ImageLink: null,
    Employer_Email: 'hr@blue.example',
    Employer_PhoneNumber: null,
    Employer_PhoneNumber_CountryCode: '+61',
    Employer_PhoneNumber_AreaCode: null,
    Employer_PhoneNumber_Extention: null,
    Employer_AlternateNumber: null,
    Employer_AlternateNumber_CountryCode: '+61',
    Employer_AlternateNumber_AreaCode: null,
    Employer_AlternateNumber_Extention: null,
    Employer_StreetAddress: null,
    Employer_StreetAddress2: null,
    Employer_StreetAddress3: null,
    Employer_City: 'Sydney',
    Employer_Region: null,
    Employer_Postcode: null,
    Employer_Country: 'Australia',
    Employer_CountryCoded: 'AU',
    Employer_AccessLevel: 0,
    Employer_Notes: null,
    Employer_RefernceCode: null,
    Employer_Status: 1,
    Employer_Deleted: 0,
    Employer_Record_GUID: 'g',
    Employer_DateOfCreation: '2026-01-01',
    Employer_DateOfLastUpdate: '2026-01-01',
    ...overrides,
  };
}

/** The signed-in user's enterprise (7) as GET /Enterprise/:id and GET /Enterprise answer it. */
export function buildEnterprise(overrides: Partial<Enterprise> = {}): Enterprise {
  return {
    pk_Enterprise_ID: 7,
    Enterprise_Name: 'Acme Recruiting',
    Enterprise_Slug: 'acme-recruiting',
    Enterprise_CountryCoded: 'AU',
    Enterprise_Status: 1,
    Enterprise_AccessLevel: 0,
    Enterprise_Record_GUID: 'g',
    Enterprise_DateOfCreation: '2026-01-01',
    Enterprise_DateOfLastUpdate: '2026-01-01',
    ...overrides,
  };
}

/** The same client and company as the web's state holds them (domain names), for a test that hands one to a component. */
export const buildEmployerState = (overrides: Partial<Employer> = {}): EmployerState => employerFromWire(buildEmployer(overrides));
export const buildEnterpriseState = (overrides: Partial<Enterprise> = {}): EnterpriseState => enterpriseFromWire(buildEnterprise(overrides));
