import { and, desc, eq } from 'drizzle-orm';
import { MSG, type Webhook, type WebhookAttempt, type WebhookCreated, type WebhookEventType, webhookInputSchema, webhookUpdateSchema } from '@candid/shared';
import type { z } from 'zod';
import type { AuthContext } from '../../actors';
import type { Deps } from '../../context';
import { webhookAttempts, webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema/index';
import { withTransaction } from '../../db/transaction';
import { badRequest, notFound } from '../../http/errors';
import { queueDeliveries } from './deliver';
import { newWebhookSecret } from './signing';
import { checkWebhookUrl } from './target';
import { secretsOf } from './secrets';

type EndpointRow = typeof webhookEndpoints.$inferSelect;

const present = (row: EndpointRow): Webhook => ({
  Webhook_ID: row.id,
  Url: row.url,
  Description: row.description,
  Events: row.events as WebhookEventType[],
  Enabled: row.enabled,
  DisabledReason: row.disabledReason === 'manual' || row.disabledReason === 'failing' ? row.disabledReason : null,
  FailingSince: row.failingSince,
  CreatedAt: row.createdAt,
});

async function loadEndpoint(db: Deps['db'], enterpriseId: number, id: number): Promise<EndpointRow> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.enterpriseId, enterpriseId), eq(webhookEndpoints.id, id)));
  if (!row) throw notFound();
  return row;
}

/** The enterprise's endpoints, newest first. */
export async function listEndpoints({ db }: Deps, actor: AuthContext): Promise<Webhook[]> {
  const rows = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.enterpriseId, actor.enterpriseId)).orderBy(desc(webhookEndpoints.id)).limit(100);
  return rows.map(present);
}

/** Adds an endpoint; its signing secret is answered this once and stored sealed. */
export async function createEndpoint(deps: Deps<'config'>, actor: AuthContext, input: z.output<typeof webhookInputSchema>): Promise<WebhookCreated> {
  const url = checkWebhookUrl(input.Url, deps.config.webhooks);
  const secret = newWebhookSecret();
  const [row] = await deps.db
    .insert(webhookEndpoints)
    .values({
      enterpriseId: actor.enterpriseId,
      userId: actor.userId,
      url,
      description: input.Description ?? '',
      events: input.Events,
      secretSealed: secretsOf(deps.config).seal(secret),
    })
    .returning();
  return { ...present(row), Secret: secret };
}

/** Enables (clearing the failing mark) or disables an endpoint, or changes its events. */
export async function updateEndpoint(deps: Deps, actor: AuthContext, id: number, input: z.output<typeof webhookUpdateSchema>): Promise<Webhook> {
  await loadEndpoint(deps.db, actor.enterpriseId, id);
  const enabled =
    input.Enabled === undefined ? {} : input.Enabled ? { enabled: true, disabledReason: null, failingSince: null } : { enabled: false, disabledReason: 'manual' };
  const row = await withTransaction(deps, async ({ db: tx }) => {
    const [updated] = await tx
      .update(webhookEndpoints)
      .set({ ...enabled, ...(input.Events ? { events: input.Events } : {}) })
      .where(and(eq(webhookEndpoints.enterpriseId, actor.enterpriseId), eq(webhookEndpoints.id, id)))
      .returning();
    // Turned off: what it still owes is cancelled now, as when it is disabled for failing (the
    // log's Resend sends an event again once it is back on).
    if (input.Enabled === false) {
      await tx
        .update(webhookDeliveries)
        .set({ status: 'cancelled' })
        .where(and(eq(webhookDeliveries.enterpriseId, actor.enterpriseId), eq(webhookDeliveries.endpointId, id), eq(webhookDeliveries.status, 'pending')));
    }
    return updated;
  });
  return present(row);
}

/** Deletes an endpoint with its deliveries and log (queued attempts then find nothing to do). */
export async function deleteEndpoint({ db }: Deps, actor: AuthContext, id: number): Promise<{ Webhook_ID: number }> {
  const [row] = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.enterpriseId, actor.enterpriseId), eq(webhookEndpoints.id, id)))
    .returning({ id: webhookEndpoints.id });
  if (!row) throw notFound();
  return { Webhook_ID: row.id };
}

/** The endpoint's last 100 attempts, newest first. */
export async function listAttempts({ db }: Deps, actor: AuthContext, id: number): Promise<WebhookAttempt[]> {
  await loadEndpoint(db, actor.enterpriseId, id);
  const rows = await db
    .select({ attempt: webhookAttempts, messageId: webhookEvents.messageId, type: webhookEvents.type })
    .from(webhookAttempts)
    .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(and(eq(webhookAttempts.enterpriseId, actor.enterpriseId), eq(webhookAttempts.endpointId, id)))
    .orderBy(desc(webhookAttempts.id))
    .limit(100);
  return rows.map(({ attempt: a, messageId, type }) => ({
    Attempt_ID: a.id,
    Delivery_ID: a.deliveryId,
    MessageId: messageId,
    Event: type as WebhookEventType,
    At: a.at,
    Attempt: a.attempt,
    StatusCode: a.statusCode,
    DurationMs: a.durationMs,
    Error: a.error,
    Succeeded: a.succeeded,
  }));
}

/** Sends a delivery's event to its endpoint again, as a new delivery (same webhook-id, fresh attempts). */
export async function resendDelivery(deps: Deps, actor: AuthContext, { id, deliveryId }: { id: number; deliveryId: number }): Promise<{ Delivery_ID: number }> {
  return withTransaction(deps, async (txDeps) => {
    const { db: tx } = txDeps;
    const endpoint = await loadEndpoint(tx, actor.enterpriseId, id);
    const [delivery] = await tx
      .select({ eventId: webhookDeliveries.eventId })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.enterpriseId, actor.enterpriseId), eq(webhookDeliveries.endpointId, id), eq(webhookDeliveries.id, deliveryId)));
    if (!delivery) throw notFound();
    if (!endpoint.enabled) throw badRequest(MSG.webhookEnableToResend, { Enabled: [MSG.webhookEnableToResend] });
    const [row] = await tx
      .insert(webhookDeliveries)
      .values({ enterpriseId: actor.enterpriseId, endpointId: id, eventId: delivery.eventId })
      .returning({ id: webhookDeliveries.id });
    await queueDeliveries(txDeps, actor.enterpriseId, [row.id]);
    return { Delivery_ID: row.id };
  });
}
