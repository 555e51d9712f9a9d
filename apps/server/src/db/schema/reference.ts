import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/*
 * Global reference data (no tenant column): seeded with fixed ids, so the ids are plain
 * integers rather than identities. On Citus these become reference tables.
 */

/** Main job category, e.g. Accounting=1, Mining, Resources & Energy=2812. */
export const jobCategories = pgTable('job_categories', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  /** The job-board section code; may be empty. */
  boardCode: varchar('board_code', { length: 50 }).notNull().default(''),
});

export const jobSubCategories = pgTable(
  'job_sub_categories',
  {
    id: integer('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobCategories.id),
    boardCode: varchar('board_code', { length: 50 }).notNull().default(''),
  },
  (t) => [index('job_sub_categories_job_idx').on(t.jobId, t.name)],
);

/** Countries as the job board numbers them, e.g. United Kingdom=1, Australia=5. */
export const countries = pgTable(
  'countries',
  {
    countryId: integer('id').primaryKey(),
    /** ISO 3166-1 alpha-2; null for entries such as 'Rest of the World'. */
    countryCode: varchar('code', { length: 2 }),
    country: varchar('name', { length: 100 }).notNull(),
  },
  (t) => [index('countries_code_idx').on(t.countryCode)],
);
