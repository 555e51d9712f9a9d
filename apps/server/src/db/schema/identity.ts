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
  id: id('id'),
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
  deleted: smallint('deleted').notNull().default(0),
  status: smallint('status').notNull().default(1),
  referenceCode: varchar('reference_code', { length: 50 }),
  isAgencies: boolean('is_agencies').notNull().default(false),
  /**
   * The careers page's path segment (/careers/{slug}), one namespace with the employers' slugs.
   * Filled from the name on insert by a trigger (migration 0014) when left out.
   */
  slug: varchar('slug', { length: 60 }),
  recordGuid: guid(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('enterprises_slug_uq').on(t.slug)]);

export const users = pgTable(
  'users',
  {
    id: id('id'),
    enterpriseId: enterpriseId(),
    firstName: varchar('first_name', { length: 100 }).notNull().default(''),
    secondName: varchar('second_name', { length: 100 }),
    lastName: varchar('last_name', { length: 100 }).notNull().default(''),
    /**
     * Stored lower-cased. A registered account's address is unique across the product (it is the
     * login name); a pending team invitation's only within its enterprise, so that one company's
     * invitation never keeps the address's owner from registering (issue 28).
     */
    email: varchar('email', { length: 254 }).notNull(),
    initials: varchar('initials', { length: 3 }),
    backgroundColour: varchar('background_colour', { length: 32 }),
    colour: varchar('colour', { length: 32 }),
    avatarEnable: boolean('avatar_enable').notNull().default(false),
    imageLink: varchar('image_link', { length: 2048 }),
    accessLevel: integer('access_level').notNull(),
    status: smallint('status').notNull().default(1),
    sSession: session(),
    isOnboarding: boolean('is_onboarding').notNull().default(false),
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
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`).where(sql`${t.passwordHash} is not null`),
    // Within an enterprise one row per address, registered or invited.
    uniqueIndex('users_enterprise_email_uq').on(t.enterpriseId, sql`lower(${t.email})`),
    index('users_enterprise_idx').on(t.enterpriseId, t.id),
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
