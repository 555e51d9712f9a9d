import { eq } from 'drizzle-orm';
import type { Deps } from '../../context';
import { packages } from '../../db/schema/index';
import { z } from 'zod';
import { defineJob, enqueue } from '../../platform/queue/define';
import { planOf } from './plan';
import { accountOf } from './stripe-accounts';

/*
 * Usage of a metered package (Flex): each launched job is one Stripe meter event, sent by the
 * queue after the launch commits (so a rolled-back launch sends nothing) and retried with the
 * queue's backoff. The identifier `job-{campaignId}` makes Stripe count a job once, however
 * often the event is sent. The spec sent usage from the browser with a secret key; never here.
 */


/**
 * Call inside the transaction that launches a job (create, clone, re-open): queues its meter
 * event when the enterprise's package is metered and it has a Stripe customer; offline or
 * unmetered, nothing.
 */
export async function recordJobLaunch(deps: Deps<'config'>, enterpriseId: number, campaignId: number) {
  if (!deps.config.stripe) return;
  const plan = await planOf(deps, enterpriseId);
  if (plan.packageId === null) return;
  const [pkg] = await deps.db.select({ metered: packages.metered }).from(packages).where(eq(packages.id, plan.packageId));
  const customerId = (await accountOf(deps, enterpriseId))?.stripeCustomerId;
  if (!pkg?.metered || !customerId) return;
  await enqueue(deps.db, meterEventJob, { enterpriseId, campaignId, customerId }, { enterpriseId, dedupeKey: `job-${campaignId}` });
}

/** The 'billing.meter-event' job: one meter event to Stripe (a failure throws, and the queue retries). */
export const meterEventJob = defineJob({
  name: 'billing.meter-event',
  payload: z.object({ enterpriseId: z.number().int(), campaignId: z.number().int(), customerId: z.string() }),
  maxAttempts: 8,
  run: sendMeterEvent,
});

async function sendMeterEvent(ctx: Deps<'payments'>, { customerId, campaignId }: { customerId: string; campaignId: number }) {
  const payments = ctx.payments;
  // Stripe was switched off since the launch: nothing to report to.
  if (!payments) return;
  await payments.call('send meter event', (stripe) =>
    stripe.billing.meterEvents.create({
      event_name: payments.settings.meterEvent,
      payload: { stripe_customer_id: customerId, value: '1' },
      identifier: `job-${campaignId}`,
    }),
  );
}
