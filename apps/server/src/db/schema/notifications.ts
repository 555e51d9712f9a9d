import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, enterpriseId, id, updatedAt } from './common';

/** A notification (e.g. 'Job Comments' after an @mention); recipients are separate rows. */
export const notifications = pgTable(
  'notifications',
  {
    pk_Notification_ID: id('id'),
    fk_Enterprise_ID: enterpriseId(),
    Notification_Title: varchar('title', { length: 200 }).notNull(),
    Notification_Body: text('body').notNull(),
    /** Also sent by email (through the mail outbox). */
    isEmail: boolean('is_email').notNull().default(false),
    /** The sending user's id. */
    CreatedBy: integer('created_by').notNull(),
    fk_Campaign_ID: integer('campaign_id'),
    fk_CampaignLine_ID: integer('campaign_line_id'),
    Notification_DateOfCreation: createdAt(),
    Notification_DateOfLastUpdate: updatedAt(),
  },
  (t) => [
    index('notifications_enterprise_idx').on(t.fk_Enterprise_ID, t.pk_Notification_ID),
    index('notifications_campaign_idx').on(
      t.fk_Enterprise_ID,
      t.fk_Campaign_ID,
      t.pk_Notification_ID,
    ),
  ],
);

/** One row per user a notification is addressed to (the spec's `users`). */
export const notificationRecipients = pgTable(
  'notification_recipients',
  {
    pk_NotificationRecipient_ID: id('id'),
    fk_Enterprise_ID: enterpriseId(),
    fk_Notification_ID: integer('notification_id')
      .notNull()
      .references(() => notifications.pk_Notification_ID),
    fk_User_ID: integer('user_id').notNull(),
    NotificationRecipient_ReadAt: timestamp('read_at', { withTimezone: true, mode: 'string' }),
    NotificationRecipient_DateOfCreation: createdAt(),
  },
  (t) => [
    uniqueIndex('notification_recipients_uq').on(
      t.fk_Enterprise_ID,
      t.fk_Notification_ID,
      t.fk_User_ID,
    ),
    index('notification_recipients_user_idx').on(
      t.fk_Enterprise_ID,
      t.fk_User_ID,
      t.pk_NotificationRecipient_ID,
    ),
  ],
);
