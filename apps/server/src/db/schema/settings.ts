import { index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, enterpriseId, id, updatedAt } from './common';

/**
 * A named setting of an enterprise, optionally of one campaign, e.g. the job's voice:
 * Setting_Name 'Job_Voice', fk_Setting_Category_ID 4, Setting_Value a voice name.
 */
export const settings = pgTable(
  'settings',
  {
    pk_Setting_ID: id('id'),
    fk_Enterprise_ID: enterpriseId(),
    /** Null for an enterprise-wide setting. */
    fk_Campaign_ID: integer('campaign_id'),
    fk_User_ID: integer('user_id'),
    Setting_Name: varchar('name', { length: 100 }).notNull(),
    Setting_Description: text('description'),
    Setting_Value: text('value').notNull().default(''),
    fk_Setting_Category_ID: integer('category_id').notNull().default(0),
    Setting_Status: smallint('status').notNull().default(1),
    /** 1 means deleted. */
    Setting_Deleted: smallint('deleted').notNull().default(0),
    Setting_DateOfCreation: createdAt(),
    Setting_DateOfLastUpdate: updatedAt(),
  },
  (t) => [
    index('settings_campaign_idx').on(
      t.fk_Enterprise_ID,
      t.fk_Campaign_ID,
      t.Setting_Name,
      t.pk_Setting_ID,
    ),
  ],
);
