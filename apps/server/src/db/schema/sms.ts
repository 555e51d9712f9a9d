import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, enterpriseId, id } from './common';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** Why a text message was sent. */
export type SmsPurpose = 'invitation' | 'reminder';
/**
 * Where a text message stands: pending|sending in Candid's outbox; then what the provider says
 * (queued, sent, delivered, failed, undelivered, through its status callbacks).
 */
export type SmsStatus = 'pending' | 'sending' | 'queued' | 'sent' | 'delivered' | 'failed' | 'undelivered';

/**
 * Outgoing text messages (issue 33), like mail_outbox: written in the transaction of the change
 * that causes them (an invitation, a reminder), delivered by a worker with retries, then followed
 * by the provider's status callbacks. Each is about one candidate line and goes with it.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: id('id'),
    enterpriseId: enterpriseId(),
    campaignLineId: integer('campaign_line_id').notNull(),
    /** E.164, e.g. +61412345678. */
    toNumber: varchar('to_number', { length: 20 }).notNull(),
    body: text('body').notNull(),
    purpose: varchar('purpose', { length: 12 }).$type<SmsPurpose>().notNull(),
    status: varchar('status', { length: 12 }).$type<SmsStatus>().notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lockedUntil: at('locked_until'),
    /** Why sending failed, for operators (the provider's error code and message). */
    lastError: text('last_error'),
    /** The provider's message id (Twilio's MessageSid): how status callbacks find the row. */
    providerId: varchar('provider_id', { length: 64 }),
    sentAt: at('sent_at'),
    /** When the provider last told us where the message stands. */
    statusAt: at('status_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sms_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('sms_outbox_line_idx').on(t.enterpriseId, t.campaignLineId, t.id),
    /** The plan's count: messages of an enterprise since its period started. */
    index('sms_outbox_enterprise_idx').on(t.enterpriseId, t.createdAt),
    uniqueIndex('sms_outbox_provider_uq').on(t.providerId).where(sql`${t.providerId} is not null`),
  ],
);

/**
 * Numbers that replied STOP (or another opt-out keyword): no text message is sent to them until
 * they reply START. Kept by the sha256 of the E.164 number, so honouring the opt-out outlives the
 * candidate without keeping their number. Global: the sending number is shared by every tenant.
 */
export const smsOptOuts = pgTable('sms_opt_outs', {
  numberHash: varchar('number_hash', { length: 64 }).primaryKey(),
  /** The keyword they sent (STOP, UNSUBSCRIBE, ...). */
  keyword: varchar('keyword', { length: 20 }).notNull(),
  optedOutAt: at('opted_out_at').notNull().defaultNow(),
});

/** The built-in dev SMS outbox: what was "sent" while no SMS provider is configured (/dev/sms). */
export const devSms = pgTable('dev_sms', {
  id: id('id'),
  outboxId: integer('outbox_id'),
  providerId: varchar('provider_id', { length: 64 }).notNull(),
  toNumber: varchar('to_number', { length: 20 }).notNull(),
  fromNumber: varchar('from_number', { length: 20 }),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

/**
 * The completion funnel's rollup (issue 33), kept by a trigger on campaign_lines in the same
 * transaction (migration 0028): per job, invitation month (UTC) and channel, how many lines stand
 * at each `metric`/`key`:
 * - metric 1 (stage): key = the furthest stage reached (1 invited … 6 finished);
 * - metric 2 (drop-off): consented, not finished: key = the question reached (answered + 1);
 * - metric 3 (interview minutes): finished: key = the bucket of minutes from consent to finish;
 * - metric 4 (response hours): finished: key = the bucket of hours from invitation to finish.
 */
export const funnelCounts = pgTable(
  'funnel_counts',
  {
    enterpriseId: enterpriseId(),
    campaignId: integer('campaign_id').notNull(),
    /** First day of the invitation month (UTC). */
    month: date('month', { mode: 'string' }).notNull(),
    channel: varchar('channel', { length: 12 }).notNull(),
    metric: smallint('metric').notNull(),
    key: smallint('key').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.campaignId, t.month, t.channel, t.metric, t.key] }),
    /** The company's funnel over a range of months. */
    index('funnel_counts_month_idx').on(t.enterpriseId, t.month),
  ],
);

/**
 * The company's funnel (issue 33): funnel_counts summed over the company's jobs that are not
 * deleted, per invitation month, channel, metric and key, kept by the same trigger (and one on
 * campaigns.deleted), so the dashboard of a member who sees every job reads a few thousand rows
 * whatever the number of jobs. A Hiring Manager's dashboard sums funnel_counts over their jobs.
 */
export const funnelCompanyCounts = pgTable(
  'funnel_company_counts',
  {
    enterpriseId: enterpriseId(),
    month: date('month', { mode: 'string' }).notNull(),
    channel: varchar('channel', { length: 12 }).notNull(),
    metric: smallint('metric').notNull(),
    key: smallint('key').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.month, t.channel, t.metric, t.key] })],
);

