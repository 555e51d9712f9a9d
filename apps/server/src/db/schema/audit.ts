import { index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, enterpriseId, id, updatedAt } from './common';

/*
 * The audit trail and the candidates' data requests (issue 16, docs/data-lifecycle.md).
 */

/**
 * Who did what to which candidate and when. Append-only: a trigger (migration 0012, hand-written)
 * refuses UPDATE, and DELETE except from the retention purge (`candid.audit_purge` set in its
 * transaction). No foreign key to the candidate: the entries outlive the candidate's deletion,
 * and hold no personal data of theirs (ids, the action, a short technical detail).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id('id'),
    enterpriseId: enterpriseId(),
    campaignLineId: integer('campaign_line_id').notNull(),
    campaignId: integer('campaign_id'),
    /** member | share | candidate | system */
    actorKind: varchar('actor_kind', { length: 16 }).notNull(),
    /** The member's user id or the share link's id. */
    actorId: integer('actor_id'),
    /** viewed | downloaded | rated | commented | shared | statusChanged | deleted */
    action: varchar('action', { length: 24 }).notNull(),
    detail: varchar('detail', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('audit_events_line_idx').on(t.enterpriseId, t.campaignLineId, t.id), index('audit_events_created_idx').on(t.createdAt)],
);

/**
 * A candidate's request for a copy of their data or its deletion, one row per enterprise holding
 * their address. Status: received (mailed a confirmation link) -> confirmed (queued) ->
 * in_progress -> done; an unconfirmed request and a copy past its download expiry read 'expired'.
 * Tokens are stored as SHA-256 hashes only.
 */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: id('id'),
    enterpriseId: enterpriseId(),
    /** copy | erase */
    kind: varchar('kind', { length: 8 }).notNull(),
    /** The address as the candidate typed it, lower-cased; cleared once an erase is done. */
    email: varchar('email', { length: 320 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('received'),
    confirmTokenHash: varchar('confirm_token_hash', { length: 64 }).notNull(),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    downloadTokenHash: varchar('download_token_hash', { length: 64 }),
    downloadExpiresAt: timestamp('download_expires_at', { withTimezone: true, mode: 'string' }),
    /** The archive's media-store key (a copy), deleted when it expires. */
    archiveKey: text('archive_key'),
    /** Candidates (campaign lines) the request covered when it ran. */
    lineCount: integer('line_count').notNull().default(0),
    error: text('error'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'string' }),
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('data_requests_enterprise_idx').on(t.enterpriseId, t.id),
    index('data_requests_confirm_idx').on(t.confirmTokenHash),
    uniqueIndex('data_requests_download_uq').on(t.downloadTokenHash),
  ],
);
