import { z } from 'zod';
import { IMAGE_EXTENSIONS } from '../constants';
import { MSG } from '../messages';
import { idSchema, int4 as int, smallint, withChange } from './columns';
import { slugSchema } from './careers';

const text = (max = 200) => z.string().trim().max(max).nullable().optional();

/** Employer (client company) as on the wire (SPEC §3). */
export const employerSchema = z.object({
  pk_Employer_ID: int,
  fk_Enterprise_ID: int,
  fk_UserID_MainContact: int.nullable(),
  fk_User_ID: int,
  sSession: z.string().nullable(),
  Employer_Name: z.string(),
  Employer_Name2: z.string().nullable(),
  Employer_CompanyNumber: z.string().nullable(),
  Employer_BussinessNumber: z.string().nullable(),
  Employer_TaxRegistrationNumber: z.string().nullable(),
  Employer_DUNs: z.string().nullable(),
  Employer_Initials: z.string().nullable(),
  Employer_Colour: z.string().nullable(),
  Employer_BackgroundColour: z.string().nullable(),
  Employer_AvatarEnable: z.boolean(),
  Employer_ImageLink: z.string().nullable(),
  Employer_Email: z.string().nullable(),
  Employer_PhoneNumber: z.string().nullable(),
  Employer_PhoneNumber_CountryCode: z.string().nullable(),
  Employer_PhoneNumber_AreaCode: z.string().nullable(),
  Employer_PhoneNumber_Extention: z.string().nullable(),
  Employer_AlternateNumber: z.string().nullable(),
  Employer_AlternateNumber_CountryCode: z.string().nullable(),
  Employer_AlternateNumber_AreaCode: z.string().nullable(),
  Employer_AlternateNumber_Extention: z.string().nullable(),
  Employer_StreetAddress: z.string().nullable(),
  Employer_StreetAddress2: z.string().nullable(),
  Employer_StreetAddress3: z.string().nullable(),
  Employer_City: z.string().nullable(),
  Employer_Region: z.string().nullable(),
  Employer_Postcode: z.string().nullable(),
  Employer_Country: z.string().nullable(),
  Employer_CountryCoded: z.string().nullable(),
  Employer_AccessLevel: int,
  Employer_Notes: z.string().nullable(),
  Employer_RefernceCode: z.string().nullable(),
  Employer_Status: smallint,
  Employer_Deleted: smallint,
  /** The client's careers page (/careers/{slug}). */
  Employer_Slug: z.string().nullable(),
  Employer_Record_GUID: z.string(),
  Employer_DateOfCreation: z.string(),
  Employer_DateOfLastUpdate: z.string(),
});
export type Employer = z.infer<typeof employerSchema>;

/**
 * SPEC §5: a logo or avatar link must end in one of IMAGE_EXTENSIONS (query and fragment
 * aside). Only http(s) links and site-relative paths are accepted, never javascript: or data:.
 */
export function isImageLink(url: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return false;
  const path = url.split(/[?#]/)[0].toLowerCase();
  return IMAGE_EXTENSIONS.some((ext) => path.endsWith(`.${ext}`));
}

/** The editable employer fields; they map one to one onto the enterprise fields. */
export const employerFields = {
  Employer_Name: z.string().trim().min(1).max(200),
  Employer_Name2: text(),
  Employer_CompanyNumber: text(50),
  Employer_BussinessNumber: text(50),
  Employer_TaxRegistrationNumber: text(50),
  Employer_DUNs: text(50),
  Employer_Initials: z.string().trim().max(3).nullable().optional(),
  Employer_Colour: text(32),
  Employer_BackgroundColour: text(32),
  Employer_AvatarEnable: z.boolean().optional(),
  Employer_ImageLink: z
    .string()
    .trim()
    .max(2048)
    .refine((link) => link === '' || isImageLink(link), MSG.uploadImage)
    .nullable()
    .optional(),
  Employer_Email: text(254),
  Employer_PhoneNumber: text(30),
  Employer_PhoneNumber_CountryCode: text(8),
  Employer_PhoneNumber_AreaCode: text(8),
  Employer_PhoneNumber_Extention: text(8),
  Employer_AlternateNumber: text(30),
  Employer_AlternateNumber_CountryCode: text(8),
  Employer_AlternateNumber_AreaCode: text(8),
  Employer_AlternateNumber_Extention: text(8),
  Employer_StreetAddress: text(),
  Employer_StreetAddress2: text(),
  Employer_StreetAddress3: text(),
  Employer_City: text(100),
  Employer_Region: text(100),
  Employer_Postcode: text(20),
  Employer_Country: text(100),
  Employer_CountryCoded: text(2),
  Employer_Notes: text(4000),
  Employer_RefernceCode: text(50),
  fk_UserID_MainContact: idSchema.nullable().optional(),
};

/** POST /employer */
export const employerInputSchema = z.object(employerFields);
export type EmployerInput = z.infer<typeof employerInputSchema>;

/** PUT /employer/{pk_Employer_ID}: a partial update; the path names the employer. */
export const employerUpdateSchema = withChange(
  z
    .object({
      pk_Employer_ID: idSchema,
      ...employerFields,
      Employer_Status: z.union([z.literal(0), z.literal(1)]).optional(),
      Employer_Slug: slugSchema,
    })
    .partial(),
  'pk_Employer_ID',
);
export type EmployerUpdate = z.infer<typeof employerUpdateSchema>;
