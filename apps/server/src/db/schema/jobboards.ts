import { index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, enterpriseId, id, updatedAt } from './common';
import { campaigns } from './campaigns';

/*
 * Job-board publishing (issue 17, docs/job-boards.md).
 */

/**
 * An enterprise's credentials for one board ('seek' | 'idibu'): the whole credential object as
 * JSON, sealed with AES-256-GCM (platform/secrets.ts). Never sent to the browser.
 */
export const jobBoardAccounts = pgTable(
  'job_board_accounts',
  {
    id: id('id'),
    enterpriseId: enterpriseId(),
    board: varchar('board', { length: 16 }).notNull(),
    sealedCredentials: text('sealed_credentials').notNull(),
    userId: integer('user_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('job_board_accounts_uq').on(t.enterpriseId, t.board)],
);

/**
 * A job's posting on one board. State: publishing | live | closing | closed | failed (no row:
 * not published). `action` is what the queue is sending (publish, update, close), null when
 * nothing is; `error` is the board's words of the last failure.
 */
export const jobBoardPostings = pgTable(
  'job_board_postings',
  {
    id: id('id'),
    enterpriseId: enterpriseId(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    board: varchar('board', { length: 16 }).notNull(),
    state: varchar('state', { length: 16 }).notNull(),
    action: varchar('action', { length: 16 }),
    externalId: varchar('external_id', { length: 200 }),
    url: varchar('url', { length: 2048 }),
    error: text('error'),
    subCategoryId: integer('sub_category_id'),
    placeId: integer('place_id'),
    categoryCode: varchar('category_code', { length: 120 }),
    locationText: varchar('location_text', { length: 300 }),
    attempts: integer('attempts').notNull().default(0),
    userId: integer('user_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    uniqueIndex('job_board_postings_uq').on(t.enterpriseId, t.campaignId, t.board),
    index('job_board_postings_state_idx').on(t.enterpriseId, t.state),
  ],
);
