import { z } from 'zod';
import { ACCESS_LEVEL } from '../constants';
import { MSG } from '../messages';
import { int4 as int } from './columns';

/*
 * API keys and webhooks (issue 17, docs/api-keys-and-webhooks.md): another system acting for an
 * enterprise with a bearer key, and being told what happens through signed HTTP calls.
 */

/** Every API key's secret starts with this, so a leaked one is recognisable (and scannable). */
export const API_KEY_PREFIX = 'cnd_live_';
/** A webhook endpoint's signing secret starts with this (Standard Webhooks' convention). */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** The roles a key may carry (SPEC §6 levels); never above its creator's (docs). */
export const API_KEY_ROLES = [ACCESS_LEVEL.Owner, ACCESS_LEVEL.Administrator, ACCESS_LEVEL.Admin, ACCESS_LEVEL.HiringManager] as const;
/** Longest a key may live: two years. */
export const API_KEY_MAX_DAYS = 730;

/** POST /ApiKey */
export const apiKeyInputSchema = z.object({
  Name: z.string().trim().min(1, 'Please enter a name.').max(100),
  Role: z.union(API_KEY_ROLES.map((level) => z.literal(level)) as [z.ZodLiteral<0>, z.ZodLiteral<3>, z.ZodLiteral<250>, z.ZodLiteral<270>], {
    error: 'Choose Owner (0), Administrator (3), Admin (250) or Hiring Manager (270).',
  }),
  /** Days from now until the key stops working (1 to 730). */
  ExpiresInDays: z.number().int().min(1, 'Between 1 and 730 days.').max(API_KEY_MAX_DAYS, 'Between 1 and 730 days.'),
});
export type ApiKeyInput = z.infer<typeof apiKeyInputSchema>;

/** A row of GET /ApiKey: never the secret. */
export const apiKeySchema = z.object({
  ApiKey_ID: int,
  Name: z.string(),
  Role: int,
  /** The secret's first characters, e.g. "cnd_live_Ab12Cd34…", to tell keys apart. */
  Prefix: z.string(),
  CreatedAt: z.string(),
  CreatedBy: z.string(),
  ExpiresAt: z.string(),
  /** Recorded at most once a minute per key. */
  LastUsedAt: z.string().nullable(),
  RevokedAt: z.string().nullable(),
  /** active | expired | revoked */
  State: z.enum(['active', 'expired', 'revoked']),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** POST /ApiKey's answer: the key and, this once, its secret. */
export const apiKeyCreatedSchema = apiKeySchema.extend({ Secret: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;

/** What a webhook endpoint can be told. */
export const WEBHOOK_EVENTS = [
  'candidate.invited',
  'interview.started',
  'interview.completed',
  'answer.transcoded',
  'candidate.status_changed',
  'rating.added',
  'job.created',
  'job.ended',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

const eventsSchema = z
  .array(z.enum(WEBHOOK_EVENTS, { error: `One of: ${WEBHOOK_EVENTS.join(', ')}.` }))
  .min(1, 'Choose at least one event.')
  .max(WEBHOOK_EVENTS.length)
  .transform((events) => [...new Set(events)]);

/** POST /Webhook (the URL's rules are checked by the server: docs). */
export const webhookInputSchema = z.object({
  Url: z.string().trim().min(1, 'Please enter a URL.').max(2000),
  Events: eventsSchema,
  Description: z.string().trim().max(200).optional(),
});
export type WebhookInput = z.input<typeof webhookInputSchema>;

/** PATCH /Webhook/{id}: enable or disable, change the events. */
export const webhookUpdateSchema = z
  .object({ Enabled: z.boolean().optional(), Events: eventsSchema.optional() })
  .refine((v) => v.Enabled !== undefined || v.Events !== undefined, { message: MSG.nothingToChange });
export type WebhookUpdate = z.input<typeof webhookUpdateSchema>;

/** A row of GET /Webhook: never the secret. */
export const webhookSchema = z.object({
  Webhook_ID: int,
  Url: z.string(),
  Description: z.string(),
  Events: z.array(z.enum(WEBHOOK_EVENTS)),
  Enabled: z.boolean(),
  /** Why it was disabled: null, 'manual' or 'failing' (failed continuously for WEBHOOK_DISABLE_AFTER_HOURS). */
  DisabledReason: z.enum(['manual', 'failing']).nullable(),
  /** Since when every delivery has failed; null when the last one succeeded. */
  FailingSince: z.string().nullable(),
  CreatedAt: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** POST /Webhook's answer: the endpoint and, this once, its signing secret. */
export const webhookCreatedSchema = webhookSchema.extend({ Secret: z.string() });
export type WebhookCreated = z.infer<typeof webhookCreatedSchema>;

/** One attempt in an endpoint's delivery log (GET /Webhook/{id}/Deliveries), newest first. */
export const webhookAttemptSchema = z.object({
  Attempt_ID: int,
  Delivery_ID: int,
  /** The webhook-id header: the same for every attempt and resend of one event. */
  MessageId: z.string(),
  Event: z.enum(WEBHOOK_EVENTS),
  At: z.string(),
  Attempt: int,
  /** The receiver's HTTP status; null when no answer came (refused, timed out). */
  StatusCode: int.nullable(),
  DurationMs: int,
  Error: z.string().nullable(),
  Succeeded: z.boolean(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;
