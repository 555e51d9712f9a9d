import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './common';

/**
 * Outgoing mail. Rows are written in the same transaction as the change that causes them,
 * and a worker delivers them (SMTP or the dev mailbox), retrying with backoff.
 * enterprise_id is nullable: platform mail (e.g. password reset before sign-in) has a tenant
 * too, but a few system messages do not.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id('id'),
    enterpriseId: integer('enterprise_id'),
    toAddress: text('to_address').notNull(),
    fromName: varchar('from_name', { length: 200 }),
    replyTo: varchar('reply_to', { length: 254 }),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** The candidate a mail to the team is about (an accommodation request quotes them): erased with them. */
    campaignLineId: integer('campaign_line_id'),
    /** 'invitation' | 'reminder' to the candidate of campaignLineId: once sent, their line is marked delivered. */
    purpose: varchar('purpose', { length: 12 }),
    /** pending | sending | sent | failed */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'string' }),
    lastError: text('last_error'),
    messageId: varchar('message_id', { length: 300 }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_enterprise_idx').on(t.enterpriseId, t.id),
    index('mail_outbox_line_idx').on(t.enterpriseId, t.campaignLineId).where(sql`${t.campaignLineId} is not null`),
  ],
);

/** The built-in dev mailbox: delivered messages as raw RFC 822 when no SMTP_URL is set. */
export const devMailbox = pgTable('dev_mailbox', {
  id: id('id'),
  outboxId: integer('outbox_id'),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  raw: text('raw').notNull(),
  createdAt: createdAt(),
});
