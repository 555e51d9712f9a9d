import { boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, enterpriseId, id } from './common';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/*
 * API keys and webhooks (issue 17, docs/api-keys-and-webhooks.md).
 */

/**
 * An enterprise's API key: only the SHA-256 of its secret is kept (the secret is 256 random bits,
 * so a fast hash is enough). It acts with `role` for the enterprise, on behalf of its creator.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id('id'),
    enterpriseId: enterpriseId(),
    /** Who made it: the key acts on their behalf (their user id), never above their level. */
    userId: integer('user_id').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    role: smallint('role').notNull(),
    /** The secret's first characters, shown in the list. */
    prefix: varchar('prefix', { length: 24 }).notNull(),
    secretHash: varchar('secret_hash', { length: 64 }).notNull(),
    expiresAt: at('expires_at').notNull(),
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('api_keys_secret_uq').on(t.secretHash), index('api_keys_enterprise_idx').on(t.enterpriseId, t.id)],
);

/** A URL an enterprise's events are sent to, with the events it wants and its sealed signing secret. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id('id'),
    enterpriseId: enterpriseId(),
    userId: integer('user_id').notNull(),
    url: text('url').notNull(),
    description: varchar('description', { length: 200 }).notNull().default(''),
    events: text('events').array().notNull(),
    /** The signing secret, sealed with the server's key (platform/secrets.ts). */
    secretSealed: text('secret_sealed').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** manual | failing */
    disabledReason: varchar('disabled_reason', { length: 16 }),
    /** Since when every attempt has failed; null after a success. */
    failingSince: at('failing_since'),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_endpoints_enterprise_idx').on(t.enterpriseId, t.id)],
);

/** The outbox: one row per event, written in the transaction of the change it tells of. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: id('id'),
    enterpriseId: enterpriseId(),
    type: varchar('type', { length: 40 }).notNull(),
    /** The webhook-id header: one per event, the same on every retry and resend. */
    messageId: varchar('message_id', { length: 40 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_events_enterprise_idx').on(t.enterpriseId, t.id)],
);

/** One event owed to one endpoint: pending until an attempt succeeds, or it gives up. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id('id'),
    enterpriseId: enterpriseId(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    /** pending | succeeded | failed (gave up) | cancelled (endpoint disabled) */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: createdAt(),
    deliveredAt: at('delivered_at'),
  },
  (t) => [index('webhook_deliveries_endpoint_idx').on(t.enterpriseId, t.endpointId, t.id)],
);

/** The delivery log: every attempt with what the receiver answered. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: id('id'),
    enterpriseId: enterpriseId(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: smallint('attempt').notNull(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    succeeded: boolean('succeeded').notNull(),
    at: createdAt('at'),
  },
  (t) => [index('webhook_attempts_endpoint_idx').on(t.enterpriseId, t.endpointId, t.id)],
);
