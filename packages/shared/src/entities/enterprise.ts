import { z } from 'zod';
import { idSchema, withChange } from './columns';
import { slugSchema } from './careers';

const text = (max = 200) => z.string().trim().max(max).nullable().optional();

/** Enterprise fields as on the wire (SPEC §3). */
export const enterpriseFields = {
  Enterprise_Name: z.string().trim().min(1).max(200),
  Enterprise_Name2: text(),
  Enterprise_CompanyNumber: text(50),
  Enterprise_BussinessNumber: text(50),
  Enterprise_TaxRegistrationNumber: text(50),
  Enterprise_DUNs: text(50),
  Enterprise_Initials: z.string().trim().max(3).nullable().optional(),
  Enterprise_Colour: text(32),
  Enterprise_BackgroundColour: text(32),
  Enterprise_AvatarEnable: z.boolean().optional(),
  Enterprise_ImageLink: text(2048),
  Enterprise_Email: text(254),
  Enterprise_PhoneNumber: text(30),
  Enterprise_PhoneNumber_CountryCode: text(8),
  Enterprise_PhoneNumber_AreaCode: text(8),
  Enterprise_PhoneNumber_Extention: text(8),
  Enterprise_AlternateNumber: text(30),
  Enterprise_AlternateNumber_CountryCode: text(8),
  Enterprise_AlternateNumber_AreaCode: text(8),
  Enterprise_AlternateNumber_Extention: text(8),
  Enterprise_StreetAddress: text(),
  Enterprise_StreetAddress2: text(),
  Enterprise_StreetAddress3: text(),
  Enterprise_City: text(100),
  Enterprise_Region: text(100),
  Enterprise_Postcode: text(20),
  Enterprise_Country: text(100),
  Enterprise_CountryCoded: text(2),
  Enterprise_Notes: text(4000),
  Enterprise_RefernceCode: text(50),
  isAgencies: z.boolean().optional(),
};

/** PUT /Enterprise: a partial update; fields left out stay as they are. */
export const enterpriseUpdateSchema = withChange(
  z.object({ pk_Enterprise_ID: idSchema, ...enterpriseFields, Enterprise_Slug: slugSchema.optional() }).partial({ Enterprise_Name: true }),
  'pk_Enterprise_ID',
);
export type EnterpriseUpdate = z.infer<typeof enterpriseUpdateSchema>;

export interface Enterprise extends Omit<EnterpriseUpdate, 'pk_Enterprise_ID' | 'Enterprise_Name' | 'Enterprise_Slug'> {
  pk_Enterprise_ID: number;
  /** The careers page's path segment (/careers/{slug}); null only before migration 0014 ran. */
  Enterprise_Slug: string | null;
  Enterprise_Name: string;
  Enterprise_Status: number;
  Enterprise_AccessLevel: number;
  Enterprise_Record_GUID: string;
  Enterprise_DateOfCreation: string;
  Enterprise_DateOfLastUpdate: string;
}
