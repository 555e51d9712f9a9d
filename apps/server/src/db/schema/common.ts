import { sql } from 'drizzle-orm';
import { customType, integer, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * Column helpers. Property names are domain names, the camelCase of the snake_case SQL column
 * (`id`, `enterpriseId`); the spec's wire names (SPEC §3, `pk_User_ID`) are given at the HTTP edge
 * (http/wire-names.ts). Timestamps are timestamptz, serialized as ISO strings.
 */
export const id = (name: string) => integer(name).primaryKey().generatedAlwaysAsIdentity();
export const enterpriseId = () => integer('enterprise_id').notNull();
export const createdAt = (name = 'created_at') =>
  timestamp(name, { withTimezone: true, mode: 'string' }).notNull().defaultNow();
export const updatedAt = (name = 'updated_at') =>
  timestamp(name, { withTimezone: true, mode: 'string' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => sql`now()`);
export const guid = (name = 'record_guid') => uuid(name).notNull().defaultRandom();
export const session = () => varchar('s_session', { length: 100 });

/** A PostgreSQL text search configuration name ('english', 'simple', ...). */
export const regconfig = customType<{ data: string }>({ dataType: () => 'regconfig' });
/** A tsvector, only ever written by the database (a generated column). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
