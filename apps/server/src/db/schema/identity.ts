import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, enterpriseId, guid, id, session, updatedAt } from './common';

/** The tenant. Client companies are `employers` (see employers.ts). */
export const enterprises = pgTable('enterprises', {
  pk_Enterprise_ID: id('id'),
  Enterprise_Name: varchar('name', { length: 200 }).notNull(),
  Enterprise_Name2: varchar('name2', { length: 200 }),
  Enterprise_CompanyNumber: varchar('company_number', { length: 50 }),
  Enterprise_BussinessNumber: varchar('business_number', { length: 50 }),
  Enterprise_TaxRegistrationNumber: varchar('tax_registration_number', { length: 50 }),
  Enterprise_DUNs: varchar('duns', { length: 50 }),
  Enterprise_Initials: varchar('initials', { length: 3 }),
  Enterprise_Colour: varchar('colour', { length: 32 }),
  Enterprise_BackgroundColour: varchar('background_colour', { length: 32 }),
  Enterprise_AvatarEnable: boolean('avatar_enable').notNull().default(false),
  Enterprise_ImageLink: varchar('image_link', { length: 2048 }),
  Enterprise_Email: varchar('email', { length: 254 }),
  Enterprise_PhoneNumber: varchar('phone_number', { length: 30 }),
  Enterprise_PhoneNumber_CountryCode: varchar('phone_country_code', { length: 8 }),
  Enterprise_PhoneNumber_AreaCode: varchar('phone_area_code', { length: 8 }),
  Enterprise_PhoneNumber_Extention: varchar('phone_extension', { length: 8 }),
  Enterprise_AlternateNumber: varchar('alt_number', { length: 30 }),
  Enterprise_AlternateNumber_CountryCode: varchar('alt_country_code', { length: 8 }),
  Enterprise_AlternateNumber_AreaCode: varchar('alt_area_code', { length: 8 }),
  Enterprise_AlternateNumber_Extention: varchar('alt_extension', { length: 8 }),
  Enterprise_StreetAddress: varchar('street_address', { length: 200 }),
  Enterprise_StreetAddress2: varchar('street_address2', { length: 200 }),
  Enterprise_StreetAddress3: varchar('street_address3', { length: 200 }),
  Enterprise_City: varchar('city', { length: 100 }),
  Enterprise_Region: varchar('region', { length: 100 }),
  Enterprise_Postcode: varchar('postcode', { length: 20 }),
  Enterprise_Country: varchar('country', { length: 100 }),
  Enterprise_CountryCoded: varchar('country_code', { length: 2 }),
  Enterprise_AccessLevel: integer('access_level').notNull().default(0),
  Enterprise_Notes: text('notes'),
  Enterprise_Deleted: smallint('deleted').notNull().default(0),
  Enterprise_Status: smallint('status').notNull().default(1),
  Enterprise_RefernceCode: varchar('reference_code', { length: 50 }),
  isAgencies: boolean('is_agencies').notNull().default(false),
  /**
   * The careers page's path segment (/careers/{slug}), one namespace with the employers' slugs.
   * Filled from the name on insert by a trigger (migration 0014) when left out.
   */
  Enterprise_Slug: varchar('slug', { length: 60 }),
  Enterprise_Record_GUID: guid(),
  Enterprise_DateOfCreation: createdAt(),
  Enterprise_DateOfLastUpdate: updatedAt(),
}, (t) => [uniqueIndex('enterprises_slug_uq').on(t.Enterprise_Slug)]);

export const users = pgTable(
  'users',
  {
    pk_User_ID: id('id'),
    fk_Enterprise_ID: enterpriseId(),
    User_FirstName: varchar('first_name', { length: 100 }).notNull().default(''),
    User_SecondName: varchar('second_name', { length: 100 }),
    User_LastName: varchar('last_name', { length: 100 }).notNull().default(''),
    /**
     * Stored lower-cased. A registered account's address is unique across the product (it is the
     * login name); a pending team invitation's only within its enterprise, so that one company's
     * invitation never keeps the address's owner from registering (issue 28).
     */
    User_Email: varchar('email', { length: 254 }).notNull(),
    User_Initials: varchar('initials', { length: 3 }),
    User_BackgroundColour: varchar('background_colour', { length: 32 }),
    User_Colour: varchar('colour', { length: 32 }),
    User_AvatarEnable: boolean('avatar_enable').notNull().default(false),
    User_ImageLink: varchar('image_link', { length: 2048 }),
    User_AccessLevel: integer('access_level').notNull(),
    User_Status: smallint('status').notNull().default(1),
    sSession: session(),
    IsOnBoardingProcess: boolean('is_onboarding').notNull().default(false),
    /** argon2id; null while an invited member has not registered yet. */
    passwordHash: text('password_hash'),
    /** sha256 of the team-invitation secret ({statusId} in the invite link); null once used. */
    inviteTokenHash: varchar('invite_token_hash', { length: 64 }),
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true, mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Registered accounts (a password set): one per address, the sign-in is by address.
    uniqueIndex('users_email_uq').on(sql`lower(${t.User_Email})`).where(sql`${t.passwordHash} is not null`),
    // Within an enterprise one row per address, registered or invited.
    uniqueIndex('users_enterprise_email_uq').on(t.fk_Enterprise_ID, sql`lower(${t.User_Email})`),
    index('users_enterprise_idx').on(t.fk_Enterprise_ID, t.pk_User_ID),
  ],
);

/** Opaque login sessions: only the sha256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: id('id'),
    enterpriseId: enterpriseId(),
    userId: integer('user_id').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'string' }),
    userAgent: varchar('user_agent', { length: 300 }),
    ip: varchar('ip', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sessions_token_uq').on(t.tokenHash),
    index('sessions_enterprise_user_idx').on(t.enterpriseId, t.userId),
  ],
);

/** Password-reset codes (DESIGN §5): hashed, single use, 10 minutes, 5 tries. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id('id'),
    enterpriseId: enterpriseId(),
    userId: integer('user_id').notNull(),
    otpHash: text('otp_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'string' }),
    /** sha256 of the reset token handed out once the code is verified. */
    resetTokenHash: varchar('reset_token_hash', { length: 64 }),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_enterprise_user_idx').on(t.enterpriseId, t.userId, t.createdAt)],
);
