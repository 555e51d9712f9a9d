import { and, eq, inArray } from 'drizzle-orm';
import type { WebhookEventType } from '@candid/shared';
import type { DbOrTx } from '../../db/client';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema/index';
import { randomToken } from '../../platform/crypto';
import { enqueueJobs, notifyQueue } from '../../platform/queue/queue';

/*
 * The webhook outbox's one writer (issue 17, docs/api-keys-and-webhooks.md). Each place where
 * something an integration may want to hear of happens calls `emit` with the transaction of that
 * change, so the event exists exactly when the change does; the queue delivers it afterwards.
 */

export const WEBHOOK_DELIVER_JOB = 'webhook.deliver';
/** The queue's lane (workers of their own) that runs WEBHOOK_DELIVER_JOB: app.ts, jobs.ts. */
export const WEBHOOK_LANE = 'webhooks';

/** Deliveries one job carries: one endpoint's, sent together (deliver.ts). */
export const DELIVERIES_PER_JOB = 50;

export interface WebhookEvent {
  enterpriseId: number;
  type: WebhookEventType;
  /** Ids and states only (no candidate's personal data): the receiver reads the rest through the API. */
  data: Record<string, string | number | boolean | null>;
}

/**
 * Writes each event and a delivery per enabled endpoint of its enterprise that wants it, and
 * queues the deliveries; nothing at all when no endpoint wants them (one indexed read per
 * enterprise). Events of a bulk change (invitations, statuses) go in one call.
 */
export async function emit(tx: DbOrTx, events: WebhookEvent | WebhookEvent[]): Promise<void> {
  const list = Array.isArray(events) ? events : [events];
  const enterpriseIds = [...new Set(list.map((e) => e.enterpriseId))];
  if (!enterpriseIds.length) return;
  const endpoints = await tx
    .select({ id: webhookEndpoints.id, enterpriseId: webhookEndpoints.fk_Enterprise_ID, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(and(inArray(webhookEndpoints.fk_Enterprise_ID, enterpriseIds), eq(webhookEndpoints.enabled, true)));
  const wanted = list.map((event) => ({ event, to: endpoints.filter((e) => e.enterpriseId === event.enterpriseId && e.events.includes(event.type)) })).filter((w) => w.to.length);
  if (!wanted.length) return;
  const rows = await tx
    .insert(webhookEvents)
    .values(wanted.map(({ event }) => ({ fk_Enterprise_ID: event.enterpriseId, type: event.type, messageId: `msg_${randomToken(18)}`, payload: event.data })))
    .returning({ id: webhookEvents.id });
  const deliveries = await tx
    .insert(webhookDeliveries)
    .values(wanted.flatMap(({ event, to }, i) => to.map((e) => ({ fk_Enterprise_ID: event.enterpriseId, fk_Endpoint_ID: e.id, fk_Event_ID: rows[i].id }))))
    .returning({ id: webhookDeliveries.id, endpointId: webhookDeliveries.fk_Endpoint_ID });
  for (const endpoint of endpoints) {
    await queueDeliveries(tx, endpoint.enterpriseId, deliveries.filter((d) => d.endpointId === endpoint.id).map((d) => d.id));
  }
}

/**
 * Queues deliveries of one endpoint now (or at `runAt`), DELIVERIES_PER_JOB to a job, and wakes
 * the queues when this transaction commits.
 */
export async function queueDeliveries(tx: DbOrTx, enterpriseId: number, deliveryIds: number[], runAt?: Date): Promise<void> {
  if (!deliveryIds.length) return;
  const payloads = [];
  for (let i = 0; i < deliveryIds.length; i += DELIVERIES_PER_JOB) payloads.push({ deliveryIds: deliveryIds.slice(i, i + DELIVERIES_PER_JOB) });
  await enqueueJobs(tx, WEBHOOK_DELIVER_JOB, payloads, { enterpriseId, runAt, maxAttempts: 3 });
  if (!runAt || runAt.getTime() <= Date.now()) await notifyQueue(tx);
}
