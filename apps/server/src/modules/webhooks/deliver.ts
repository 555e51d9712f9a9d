import { and, eq, sql } from 'drizzle-orm';
import { ACCESS_LEVEL, MSG, USER_STATUS } from '@candid/shared';
import type { AppContext } from '../../context';
import { users, webhookAttempts, webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema/index';
import { enqueueMail } from '../../platform/mail/outbox';
import type { JobHandler } from '../../platform/queue/types';
import { queueDeliveries } from './emit';
import { signedHeaders } from './signing';
import { postWebhook } from './target';
import { secretsOf } from './secrets';

/** The delay before attempt `attempt + 1`: base, 2×base, 4×base … capped at 12 hours. */
export const retryDelayMs = (baseMs: number, attempt: number) => Math.min(baseMs * 2 ** (attempt - 1), 12 * 3_600_000);

/** The JSON body of an event: Standard Webhooks' { type, timestamp, data }. */
export const deliveryBody = (event: { type: string; createdAt: string; payload: Record<string, unknown> }) =>
  JSON.stringify({ type: event.type, timestamp: new Date(event.createdAt).toISOString(), data: event.payload });

type Ctx = Pick<AppContext, 'db' | 'config' | 'mail'>;

/** The queue's handler of WEBHOOK_DELIVER_JOB: one attempt of one delivery. */
export const webhookDeliverHandler =
  (ctx: Ctx): JobHandler =>
  async (payload) => {
    await attemptDelivery(ctx, Number(payload.deliveryId));
  };

/**
 * Sends a delivery once and logs the attempt. A failure queues the next attempt after the backoff
 * (until WEBHOOK_MAX_ATTEMPTS) and marks the endpoint failing; an endpoint failing for
 * WEBHOOK_DISABLE_AFTER_HOURS without a success is disabled, its pending deliveries cancelled and
 * the enterprise's owners emailed. A success clears the failing mark.
 */
export async function attemptDelivery(ctx: Ctx, deliveryId: number): Promise<void> {
  const [row] = await ctx.db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints, event: webhookEvents })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.fk_Endpoint_ID))
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.fk_Event_ID))
    .where(eq(webhookDeliveries.id, deliveryId));
  // Deleted with its endpoint, or already settled (a resent job of a finished delivery).
  if (!row || row.delivery.status !== 'pending') return;
  const { delivery, endpoint, event } = row;
  if (!endpoint.enabled) {
    await ctx.db.update(webhookDeliveries).set({ status: 'cancelled' }).where(eq(webhookDeliveries.id, deliveryId));
    return;
  }
  const { webhooks } = ctx.config;
  const attempt = delivery.attempts + 1;
  const body = deliveryBody(event);
  const headers = signedHeaders(secretsOf(ctx.config).open(endpoint.secretSealed), event.messageId, body);
  const started = performance.now();
  const result = await postWebhook(endpoint.url, body, headers, { timeoutMs: webhooks.timeoutMs, allowPrivate: webhooks.allowPrivate });
  const durationMs = Math.round(performance.now() - started);
  const succeeded = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
  const error = succeeded ? null : (result.error ?? `HTTP ${result.statusCode}`);
  const giveUp = !succeeded && attempt >= webhooks.maxAttempts;

  let mailed = false;
  await ctx.db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({
      fk_Enterprise_ID: delivery.fk_Enterprise_ID,
      fk_Endpoint_ID: endpoint.id,
      fk_Delivery_ID: delivery.id,
      attempt,
      statusCode: result.statusCode,
      durationMs,
      error,
      succeeded,
    });
    await tx
      .update(webhookDeliveries)
      .set({
        attempts: attempt,
        status: succeeded ? 'succeeded' : giveUp ? 'failed' : 'pending',
        deliveredAt: succeeded ? sql`now()` : null,
      })
      .where(eq(webhookDeliveries.id, delivery.id));
    if (succeeded) {
      await tx.update(webhookEndpoints).set({ failingSince: null }).where(and(eq(webhookEndpoints.id, endpoint.id), sql`${webhookEndpoints.failingSince} is not null`));
      return;
    }
    const [state] = await tx
      .update(webhookEndpoints)
      .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, now())` })
      .where(eq(webhookEndpoints.id, endpoint.id))
      .returning({
        enabled: webhookEndpoints.enabled,
        failingFor: sql<number>`extract(epoch from now() - ${webhookEndpoints.failingSince})::float8`,
      });
    if (state.enabled && Number(state.failingFor) >= webhooks.disableAfterHours * 3600) {
      await disableFailing(tx, { ...endpoint, failingHours: Number(state.failingFor) / 3600 }, ctx.config.publicUrl);
      mailed = true;
      return;
    }
    if (!giveUp) {
      await queueDeliveries(tx, delivery.fk_Enterprise_ID, [delivery.id], new Date(Date.now() + retryDelayMs(webhooks.retryBaseMs, attempt)));
    }
  });
  if (mailed) ctx.mail.wake();
}

type Tx = Parameters<Parameters<Ctx['db']['transaction']>[0]>[0];

/** Disables an endpoint that kept failing, cancels what it still owes, and tells the owners. */
async function disableFailing(tx: Tx, endpoint: { id: number; fk_Enterprise_ID: number; url: string; failingHours: number }, publicUrl: string) {
  await tx.update(webhookEndpoints).set({ enabled: false, disabledReason: 'failing' }).where(eq(webhookEndpoints.id, endpoint.id));
  await tx
    .update(webhookDeliveries)
    .set({ status: 'cancelled' })
    .where(and(eq(webhookDeliveries.fk_Enterprise_ID, endpoint.fk_Enterprise_ID), eq(webhookDeliveries.fk_Endpoint_ID, endpoint.id), eq(webhookDeliveries.status, 'pending')));
  const owners = await tx
    .select({ email: users.User_Email, firstName: users.User_FirstName })
    .from(users)
    .where(and(eq(users.fk_Enterprise_ID, endpoint.fk_Enterprise_ID), eq(users.User_AccessLevel, ACCESS_LEVEL.Owner), eq(users.User_Status, USER_STATUS.Active)));
  const hours = Math.floor(endpoint.failingHours);
  for (const owner of owners) {
    await enqueueMail(tx, {
      to: owner.email,
      enterpriseId: endpoint.fk_Enterprise_ID,
      subject: MSG.webhookDisabledSubject,
      text: [
        `Hello ${owner.firstName ?? ''},`.replace(' ,', ','),
        '',
        `Every delivery to your webhook endpoint ${endpoint.url} has failed for ${hours} hours, so Candid has disabled it and stopped sending to it.`,
        '',
        `Check the endpoint's delivery log on ${publicUrl}/company (Webhooks), fix the receiver, then enable the endpoint again and resend what it missed.`,
      ].join('\n'),
    });
  }
}
