import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ACCESS_LEVEL, MSG, USER_STATUS } from '@candid/shared';
import type { Deps } from '../../context';
import { users, webhookAttempts, webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema/index';
import { enqueueMail } from '../../platform/mail/outbox';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { defineJob, enqueueMany } from '../../platform/queue/define';
import { notifyQueue } from '../../platform/queue/queue';
import { signedHeaders } from './signing';
import { postWebhook, type PostResult } from './target';
import { secretsOf } from './secrets';

/** The delay before attempt `attempt + 1`: base, 2×base, 4×base … capped at 12 hours. */
export const retryDelayMs = (baseMs: number, attempt: number) => Math.min(baseMs * 2 ** (attempt - 1), 12 * 3_600_000);

/** The JSON body of an event: Standard Webhooks' { type, timestamp, data }. */
export const deliveryBody = (event: { type: string; createdAt: string; payload: Record<string, unknown> }) =>
  JSON.stringify({ type: event.type, timestamp: new Date(event.createdAt).toISOString(), data: event.payload });

/**
 * Requests of one job in flight at once. A job is one endpoint's batch and the queue runs two jobs
 * at a time, so a receiver sees at most 16 concurrent requests from one server.
 */
export const SENDS_PER_JOB = 8;

/** What a delivery run needs: the webhook settings, the mail worker (to tell owners of a disabled endpoint) and the metrics. */
type DeliveryDeps = Deps<'config' | 'mail' | 'metrics'>;

/** The queue's lane (workers of their own) that runs webhookDeliverJob: app.ts sizes it. */
export const WEBHOOK_LANE = 'webhooks';

/** Deliveries one job carries: one endpoint's, sent together. */
export const DELIVERIES_PER_JOB = 50;

const deliveryId = z.number().int();

/**
 * The 'webhook.deliver' job: one attempt of each delivery of a batch (one endpoint's, queued
 * together by emit or a retry), in the webhook lane. `deliveryId` is the payload of jobs queued
 * before batching, still honoured.
 */
export const webhookDeliverJob = defineJob({
  name: 'webhook.deliver',
  payload: z.union([z.object({ deliveryIds: z.array(deliveryId) }), z.object({ deliveryId })]),
  lane: WEBHOOK_LANE,
  maxAttempts: 3,
  run: (deps: DeliveryDeps, payload) => attemptDeliveries(deps, 'deliveryIds' in payload ? payload.deliveryIds : [payload.deliveryId]),
});

/**
 * Queues deliveries of one endpoint now (or at `runAt`), DELIVERIES_PER_JOB to a job, and wakes
 * the queues when this transaction commits.
 */
export async function queueDeliveries({ db: tx }: Deps, enterpriseId: number, deliveryIds: number[], runAt?: Date): Promise<void> {
  if (!deliveryIds.length) return;
  const payloads = [];
  for (let i = 0; i < deliveryIds.length; i += DELIVERIES_PER_JOB) payloads.push({ deliveryIds: deliveryIds.slice(i, i + DELIVERIES_PER_JOB) });
  await enqueueMany(tx, webhookDeliverJob, payloads, { enterpriseId, runAt });
  if (!runAt || runAt.getTime() <= Date.now()) await notifyQueue(tx);
}

interface Sent {
  deliveryId: number;
  enterpriseId: number;
  endpointId: number;
  attempt: number;
  result: PostResult;
  durationMs: number;
  succeeded: boolean;
}

/**
 * Sends each pending delivery of `deliveryIds` once, SENDS_PER_JOB at a time, then records every
 * outcome in one transaction: the attempts in one insert, the deliveries in one update per outcome.
 * A failure queues the next attempt after the backoff (until WEBHOOK_MAX_ATTEMPTS) and marks the
 * endpoint failing; an endpoint failing for WEBHOOK_DISABLE_AFTER_HOURS without a success is
 * disabled, its pending deliveries cancelled and the enterprise's owners emailed. A success clears
 * the failing mark. Deliveries already settled (a resent job of a finished one) or deleted with
 * their endpoint are skipped.
 */
export async function attemptDeliveries(deps: DeliveryDeps, deliveryIds: number[]): Promise<void> {
  if (!deliveryIds.length) return;
  const rows = await deps.db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints, event: webhookEvents })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(and(inArray(webhookDeliveries.id, deliveryIds), eq(webhookDeliveries.status, 'pending')))
    .orderBy(webhookDeliveries.id);
  const disabled = rows.filter((r) => !r.endpoint.enabled).map((r) => r.delivery.id);
  if (disabled.length) await deps.db.update(webhookDeliveries).set({ status: 'cancelled' }).where(inArray(webhookDeliveries.id, disabled));
  const due = rows.filter((r) => r.endpoint.enabled);
  if (!due.length) return;

  const { webhooks } = deps.config;
  const box = secretsOf(deps.config);
  const secrets = new Map(due.map(({ endpoint }) => [endpoint.id, endpoint.secretSealed]));
  for (const [id, sealed] of secrets) secrets.set(id, box.open(sealed));
  const sent = await mapLimited(due, SENDS_PER_JOB, async ({ delivery, endpoint, event }): Promise<Sent> => {
    const body = deliveryBody(event);
    const headers = signedHeaders(secrets.get(endpoint.id)!, event.messageId, body);
    const started = performance.now();
    const result = await postWebhook(endpoint.url, body, headers, { timeoutMs: webhooks.timeoutMs, allowPrivate: webhooks.allowPrivate });
    const succeeded = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
    if (succeeded) deps.metrics.webhookDelivered(new Date(event.createdAt));
    return { deliveryId: delivery.id, enterpriseId: delivery.enterpriseId, endpointId: endpoint.id, attempt: delivery.attempts + 1, result, durationMs: Math.round(performance.now() - started), succeeded };
  });

  const endpoints = new Map(due.map((r) => [r.endpoint.id, r.endpoint]));
  let mailed = false;
  await withTransaction(deps, async (txDeps) => {
    const { db: tx } = txDeps;
    await tx.insert(webhookAttempts).values(
      sent.map((s) => ({
        enterpriseId: s.enterpriseId,
        endpointId: s.endpointId,
        deliveryId: s.deliveryId,
        attempt: s.attempt,
        statusCode: s.result.statusCode,
        durationMs: s.durationMs,
        error: s.succeeded ? null : (s.result.error ?? `HTTP ${s.result.statusCode}`),
        succeeded: s.succeeded,
      })),
    );
    const giveUp = (s: Sent) => !s.succeeded && s.attempt >= webhooks.maxAttempts;
    const attempts = sql`${webhookDeliveries.attempts} + 1`;
    // Only deliveries still pending: one cancelled meanwhile (its endpoint disabled or deleted
    // while the request was out) stays cancelled and is not retried.
    const settle = async (pick: (s: Sent) => boolean, set: { status?: 'succeeded' | 'failed'; deliveredAt?: SQL }) => {
      const ids = sent.filter(pick).map((s) => s.deliveryId);
      if (!ids.length) return new Set<number>();
      const rows = await tx
        .update(webhookDeliveries)
        .set({ ...set, attempts })
        .where(and(inArray(webhookDeliveries.id, ids), eq(webhookDeliveries.status, 'pending')))
        .returning({ id: webhookDeliveries.id });
      return new Set(rows.map((r) => r.id));
    };
    await settle((s) => s.succeeded, { status: 'succeeded', deliveredAt: sql`now()` });
    await settle(giveUp, { status: 'failed' });
    const stillPending = await settle((s) => !s.succeeded && !giveUp(s), {});

    for (const endpoint of endpoints.values()) {
      const ofEndpoint = sent.filter((s) => s.endpointId === endpoint.id);
      const failingHours = await updateFailing(tx, endpoint.id, ofEndpoint.some((s) => s.succeeded));
      if (failingHours !== null && failingHours >= webhooks.disableAfterHours) {
        await disableFailing(tx, { ...endpoint, failingHours }, deps.config.publicUrl);
        mailed = true;
        continue;
      }
      // Retries of one attempt number go together, after that attempt's backoff.
      const retries = ofEndpoint.filter((s) => stillPending.has(s.deliveryId));
      for (const attempt of new Set(retries.map((s) => s.attempt))) {
        const batch = retries.filter((s) => s.attempt === attempt);
        const runAt = new Date(Date.now() + retryDelayMs(webhooks.retryBaseMs, attempt));
        await queueDeliveries(txDeps, endpoint.enterpriseId, batch.map((s) => s.deliveryId), runAt);
      }
    }
  });
  if (mailed) deps.mail.wake();
}

/**
 * Keeps an endpoint's failing mark: any success in the batch clears it (the endpoint answers
 * again), else it is set if not yet. Answers how many hours an enabled endpoint has now been
 * failing, or null when it answered or is disabled already.
 */
async function updateFailing(tx: Tx, endpointId: number, answered: boolean): Promise<number | null> {
  if (answered) {
    await tx.update(webhookEndpoints).set({ failingSince: null }).where(and(eq(webhookEndpoints.id, endpointId), sql`${webhookEndpoints.failingSince} is not null`));
    return null;
  }
  const [state] = await tx
    .update(webhookEndpoints)
    .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, now())` })
    .where(eq(webhookEndpoints.id, endpointId))
    .returning({
      enabled: webhookEndpoints.enabled,
      failingFor: sql<number>`extract(epoch from now() - ${webhookEndpoints.failingSince})::float8`,
    });
  return state.enabled ? Number(state.failingFor) / 3600 : null;
}

/** `fn` over `items` with at most `limit` calls running at once, results in the items' order. */
async function mapLimited<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Disables an endpoint that kept failing, cancels what it still owes, and tells the owners. */
async function disableFailing(tx: Tx, endpoint: { id: number; enterpriseId: number; url: string; failingHours: number }, publicUrl: string) {
  await tx.update(webhookEndpoints).set({ enabled: false, disabledReason: 'failing' }).where(eq(webhookEndpoints.id, endpoint.id));
  await tx
    .update(webhookDeliveries)
    .set({ status: 'cancelled' })
    .where(and(eq(webhookDeliveries.enterpriseId, endpoint.enterpriseId), eq(webhookDeliveries.endpointId, endpoint.id), eq(webhookDeliveries.status, 'pending')));
  const owners = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.enterpriseId, endpoint.enterpriseId), eq(users.accessLevel, ACCESS_LEVEL.Owner), eq(users.status, USER_STATUS.Active)));
  for (const owner of owners) {
    await enqueueMail(tx, {
      to: owner.email,
      enterpriseId: endpoint.enterpriseId,
      subject: MSG.webhookDisabledSubject,
      text: [
        `Hello ${owner.firstName ?? ''},`.replace(' ,', ','),
        '',
        `Every delivery to your webhook endpoint ${endpoint.url} has failed for ${failedFor(endpoint.failingHours * 3600)}, so Candid has disabled it and stopped sending to it.`,
        '',
        `Check the endpoint's delivery log at ${publicUrl}/company/webhooks, fix the receiver, then enable the endpoint again and resend what it missed.`,
      ].join('\n'),
    });
  }
}

/** "3 days", "5 hours", "1 hour", "2 minutes", "40 seconds": how long an endpoint has been failing. */
export function failedFor(seconds: number): string {
  const [amount, unit] =
    seconds >= 2 * 86_400 ? [Math.floor(seconds / 86_400), 'day'] : seconds >= 3_600 ? [Math.floor(seconds / 3_600), 'hour'] : seconds >= 60 ? [Math.floor(seconds / 60), 'minute'] : [Math.floor(seconds), 'second'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}
