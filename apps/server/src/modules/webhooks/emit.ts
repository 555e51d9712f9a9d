import { and, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../context';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema/index';
import { randomToken } from '../../platform/crypto';
import type { DomainEvent } from '../../platform/events';
import { queueDeliveries } from './deliver';

/*
 * The webhook outbox's one writer (issue 17, docs/api-keys-and-webhooks.md). Each place where
 * something an integration may want to hear of happens calls `emit` with the transaction of that
 * change, so the event exists exactly when the change does; the queue delivers it afterwards. The
 * app's own subscribers to the event (platform/events.ts) run first, in the same transaction.
 */

/** An event: its data is ids and states only (no candidate's personal data), the receiver reads the rest through the API. */
export type WebhookEvent = DomainEvent;

/**
 * Tells the app's subscribers of each event (in `db`, the change's transaction), then writes each
 * event and a delivery per enabled endpoint of its enterprise that wants it, and queues the
 * deliveries; nothing more when no endpoint wants them (one indexed read per enterprise). Events
 * of a bulk change (invitations, statuses) go in one call.
 */
export async function emit(deps: Deps<'events'>, events: WebhookEvent | WebhookEvent[]): Promise<void> {
  const { db: tx, events: subscribers } = deps;
  const list = Array.isArray(events) ? events : [events];
  await subscribers.publish(tx, list);
  const enterpriseIds = [...new Set(list.map((e) => e.enterpriseId))];
  if (!enterpriseIds.length) return;
  const endpoints = await tx
    .select({ id: webhookEndpoints.id, enterpriseId: webhookEndpoints.enterpriseId, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(and(inArray(webhookEndpoints.enterpriseId, enterpriseIds), eq(webhookEndpoints.enabled, true)));
  const wanted = list.map((event) => ({ event, to: endpoints.filter((e) => e.enterpriseId === event.enterpriseId && e.events.includes(event.type)) })).filter((w) => w.to.length);
  if (!wanted.length) return;
  const rows = await tx
    .insert(webhookEvents)
    .values(wanted.map(({ event }) => ({ enterpriseId: event.enterpriseId, type: event.type, messageId: `msg_${randomToken(18)}`, payload: event.data })))
    .returning({ id: webhookEvents.id });
  const deliveries = await tx
    .insert(webhookDeliveries)
    .values(wanted.flatMap(({ event, to }, i) => to.map((e) => ({ enterpriseId: event.enterpriseId, endpointId: e.id, eventId: rows[i].id }))))
    .returning({ id: webhookDeliveries.id, endpointId: webhookDeliveries.endpointId });
  for (const endpoint of endpoints) {
    await queueDeliveries(deps, endpoint.enterpriseId, deliveries.filter((d) => d.endpointId === endpoint.id).map((d) => d.id));
  }
}
