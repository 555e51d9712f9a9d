import { boolean, index, integer, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, enterpriseId, guid, id, session, updatedAt } from './common';

/**
 * A client company of the enterprise (agency clients). Its fields map one to one onto the
 * enterprise fields (SPEC §3), so column sizes follow `enterprises`.
 */
export const employers = pgTable(
  'employers',
  {
    pk_Employer_ID: id('id'),
    fk_Enterprise_ID: enterpriseId(),
    /** The client's main contact among the enterprise's users. */
    fk_UserID_MainContact: integer('main_contact_user_id'),
    /** The user who created the record. */
    fk_User_ID: integer('user_id').notNull(),
    sSession: session(),
    Employer_Name: varchar('name', { length: 200 }).notNull(),
    Employer_Name2: varchar('name2', { length: 200 }),
    Employer_CompanyNumber: varchar('company_number', { length: 50 }),
    Employer_BussinessNumber: varchar('business_number', { length: 50 }),
    Employer_TaxRegistrationNumber: varchar('tax_registration_number', { length: 50 }),
    Employer_DUNs: varchar('duns', { length: 50 }),
    Employer_Initials: varchar('initials', { length: 3 }),
    Employer_Colour: varchar('colour', { length: 32 }),
    Employer_BackgroundColour: varchar('background_colour', { length: 32 }),
    Employer_AvatarEnable: boolean('avatar_enable').notNull().default(false),
    Employer_ImageLink: varchar('image_link', { length: 2048 }),
    Employer_Email: varchar('email', { length: 254 }),
    Employer_PhoneNumber: varchar('phone_number', { length: 30 }),
    Employer_PhoneNumber_CountryCode: varchar('phone_country_code', { length: 8 }),
    Employer_PhoneNumber_AreaCode: varchar('phone_area_code', { length: 8 }),
    Employer_PhoneNumber_Extention: varchar('phone_extension', { length: 8 }),
    Employer_AlternateNumber: varchar('alt_number', { length: 30 }),
    Employer_AlternateNumber_CountryCode: varchar('alt_country_code', { length: 8 }),
    Employer_AlternateNumber_AreaCode: varchar('alt_area_code', { length: 8 }),
    Employer_AlternateNumber_Extention: varchar('alt_extension', { length: 8 }),
    Employer_StreetAddress: varchar('street_address', { length: 200 }),
    Employer_StreetAddress2: varchar('street_address2', { length: 200 }),
    Employer_StreetAddress3: varchar('street_address3', { length: 200 }),
    Employer_City: varchar('city', { length: 100 }),
    Employer_Region: varchar('region', { length: 100 }),
    Employer_Postcode: varchar('postcode', { length: 20 }),
    Employer_Country: varchar('country', { length: 100 }),
    Employer_CountryCoded: varchar('country_code', { length: 2 }),
    Employer_AccessLevel: integer('access_level').notNull().default(0),
    Employer_Notes: text('notes'),
    Employer_RefernceCode: varchar('reference_code', { length: 50 }),
    Employer_Status: smallint('status').notNull().default(1),
    /** 1 means deleted. */
    Employer_Deleted: smallint('deleted').notNull().default(0),
    /** The client's careers page (/careers/{slug}); one namespace with the enterprises' slugs, filled on insert. */
    Employer_Slug: varchar('slug', { length: 60 }),
    Employer_Record_GUID: guid(),
    Employer_DateOfCreation: createdAt(),
    Employer_DateOfLastUpdate: updatedAt(),
  },
  (t) => [
    index('employers_enterprise_idx').on(t.fk_Enterprise_ID, t.pk_Employer_ID),
    // Global like users_email_uq: a careers path names the company without its enterprise.
    uniqueIndex('employers_slug_uq').on(t.Employer_Slug),
  ],
);
