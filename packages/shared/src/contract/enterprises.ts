import { z } from 'zod';
import { enterpriseUpdateSchema } from '../entities/enterprise';
import { endpoint, idParams, wrapped } from './common';
import { enterprisesRoutes } from '../routes/enterprises';

const text = z.string().nullable().optional();

/** An enterprise (company profile) as on the wire. */
export const enterpriseSchema = z.object({
  pk_Enterprise_ID: z.number().int(),
  Enterprise_Name: z.string(),
  Enterprise_Name2: text,
  Enterprise_CompanyNumber: text,
  Enterprise_BussinessNumber: text,
  Enterprise_TaxRegistrationNumber: text,
  Enterprise_DUNs: text,
  Enterprise_Initials: text,
  Enterprise_Colour: text,
  Enterprise_BackgroundColour: text,
  Enterprise_AvatarEnable: z.boolean().optional(),
  Enterprise_ImageLink: text,
  Enterprise_Email: text,
  Enterprise_PhoneNumber: text,
  Enterprise_PhoneNumber_CountryCode: text,
  Enterprise_PhoneNumber_AreaCode: text,
  Enterprise_PhoneNumber_Extention: text,
  Enterprise_AlternateNumber: text,
  Enterprise_AlternateNumber_CountryCode: text,
  Enterprise_AlternateNumber_AreaCode: text,
  Enterprise_AlternateNumber_Extention: text,
  Enterprise_StreetAddress: text,
  Enterprise_StreetAddress2: text,
  Enterprise_StreetAddress3: text,
  Enterprise_City: text,
  Enterprise_Region: text,
  Enterprise_Postcode: text,
  Enterprise_Country: text,
  Enterprise_CountryCoded: text,
  Enterprise_Notes: text,
  Enterprise_RefernceCode: text,
  isAgencies: z.boolean().optional(),
  Enterprise_Slug: z.string().nullable(),
  Enterprise_Status: z.number().int(),
  Enterprise_AccessLevel: z.number().int(),
  Enterprise_Record_GUID: z.string(),
  Enterprise_DateOfCreation: z.string(),
  Enterprise_DateOfLastUpdate: z.string(),
});

/** The caller's own enterprise. */
export const enterprisesApi = {
  mine: endpoint(enterprisesRoutes.mine, { response: { 200: wrapped(z.array(enterpriseSchema)) } }),
  byId: endpoint(enterprisesRoutes.byId, { params: idParams('id'), response: { 200: wrapped(enterpriseSchema) } }),
  update: endpoint(enterprisesRoutes.update, { body: enterpriseUpdateSchema, response: { 200: wrapped(enterpriseSchema) } }),
};
