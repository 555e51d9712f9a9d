import { boolean, index, integer, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, enterpriseId, guid, id, session, updatedAt } from './common';

/**
 * A client company of the enterprise (agency clients). Its fields map one to one onto the
 * enterprise fields (SPEC §3), so column sizes follow `enterprises`.
 */
export const employers = pgTable(
  'employers',
  {
    id: id('id'),
    enterpriseId: enterpriseId(),
    /** The client's main contact among the enterprise's users. */
    mainContactUserId: integer('main_contact_user_id'),
    /** The user who created the record. */
    userId: integer('user_id').notNull(),
    sSession: session(),
    name: varchar('name', { length: 200 }).notNull(),
    name2: varchar('name2', { length: 200 }),
    companyNumber: varchar('company_number', { length: 50 }),
    businessNumber: varchar('business_number', { length: 50 }),
    taxRegistrationNumber: varchar('tax_registration_number', { length: 50 }),
    duns: varchar('duns', { length: 50 }),
    initials: varchar('initials', { length: 3 }),
    colour: varchar('colour', { length: 32 }),
    backgroundColour: varchar('background_colour', { length: 32 }),
    avatarEnable: boolean('avatar_enable').notNull().default(false),
    imageLink: varchar('image_link', { length: 2048 }),
    email: varchar('email', { length: 254 }),
    phoneNumber: varchar('phone_number', { length: 30 }),
    phoneCountryCode: varchar('phone_country_code', { length: 8 }),
    phoneAreaCode: varchar('phone_area_code', { length: 8 }),
    phoneExtension: varchar('phone_extension', { length: 8 }),
    altNumber: varchar('alt_number', { length: 30 }),
    altCountryCode: varchar('alt_country_code', { length: 8 }),
    altAreaCode: varchar('alt_area_code', { length: 8 }),
    altExtension: varchar('alt_extension', { length: 8 }),
    streetAddress: varchar('street_address', { length: 200 }),
    streetAddress2: varchar('street_address2', { length: 200 }),
    streetAddress3: varchar('street_address3', { length: 200 }),
    city: varchar('city', { length: 100 }),
    region: varchar('region', { length: 100 }),
    postcode: varchar('postcode', { length: 20 }),
    country: varchar('country', { length: 100 }),
    countryCode: varchar('country_code', { length: 2 }),
    accessLevel: integer('access_level').notNull().default(0),
    notes: text('notes'),
    referenceCode: varchar('reference_code', { length: 50 }),
    status: smallint('status').notNull().default(1),
    /** 1 means deleted. */
    deleted: smallint('deleted').notNull().default(0),
    /** The client's careers page (/careers/{slug}); one namespace with the enterprises' slugs, filled on insert. */
    slug: varchar('slug', { length: 60 }),
    recordGuid: guid(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('employers_enterprise_idx').on(t.enterpriseId, t.id),
    // Global like users_email_uq: a careers path names the company without its enterprise.
    uniqueIndex('employers_slug_uq').on(t.slug),
  ],
);
