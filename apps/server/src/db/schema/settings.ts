import { index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, enterpriseId, id, updatedAt } from './common';

/**
 * A named setting of an enterprise, optionally of one campaign, e.g. the job's voice:
 * Setting_Name 'Job_Voice', fk_Setting_Category_ID 4, Setting_Value a voice name.
 */
export const settings = pgTable(
  'settings',
  {
    id: id('id'),
    enterpriseId: enterpriseId(),
    /** Null for an enterprise-wide setting. */
    campaignId: integer('campaign_id'),
    userId: integer('user_id'),
    name: varchar('name', { length: 100 }).notNull(),
    description: text('description'),
    value: text('value').notNull().default(''),
    categoryId: integer('category_id').notNull().default(0),
    status: smallint('status').notNull().default(1),
    /** 1 means deleted. */
    deleted: smallint('deleted').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('settings_campaign_idx').on(
      t.enterpriseId,
      t.campaignId,
      t.name,
      t.id,
    ),
  ],
);
