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
    id: id('id'),
    enterpriseId: enterpriseId(),
    title: varchar('title', { length: 200 }).notNull(),
    body: text('body').notNull(),
    /** Also sent by email (through the mail outbox). */
    isEmail: boolean('is_email').notNull().default(false),
    /** The sending user's id. */
    createdBy: integer('created_by').notNull(),
    campaignId: integer('campaign_id'),
    campaignLineId: integer('campaign_line_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('notifications_enterprise_idx').on(t.enterpriseId, t.id),
    index('notifications_campaign_idx').on(
      t.enterpriseId,
      t.campaignId,
      t.id,
    ),
  ],
);

/** One row per user a notification is addressed to (the spec's `users`). */
export const notificationRecipients = pgTable(
  'notification_recipients',
  {
    id: id('id'),
    enterpriseId: enterpriseId(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id),
    userId: integer('user_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notification_recipients_uq').on(
      t.enterpriseId,
      t.notificationId,
      t.userId,
    ),
    index('notification_recipients_user_idx').on(
      t.enterpriseId,
      t.userId,
      t.id,
    ),
  ],
);
