import { afterAll, beforeAll, expect } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { FastifyInstance } from 'fastify';
import type { PlanSummary, StripePaymentResult } from '@candid/shared';
import { startStripeStandIn, type StripeStandIn } from '../src/dev/stripe-standin/index';
import { billingAccounts, packages, stripeEvents, stripePayments } from '../src/db/schema/index';
import { buildTestApp, type TestApp } from './harness';
import { caller, wrapper, type TestUser } from './factories';

/**
 * One app for a test file with Stripe configured against the local stand-in
 * (src/dev/stripe-standin), listening on a port so the stand-in's signed webhooks reach it.
 */
export function useStripeApp() {
  let built: { t: TestApp; stripe: StripeStandIn; webhookUrl: string } | undefined;
  const current = () => {
    if (!built) throw new Error('useStripeApp: read it inside a test or hook');
    return built;
  };
  beforeAll(async () => {
    const stripe = await startStripeStandIn();
    const t = await buildTestApp({
      startWorkers: false,
      env: { STRIPE_SECRET_KEY: stripe.apiKey, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_API_BASE: stripe.url },
    });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const webhookUrl = `${address}/api/Stripe/Webhook`;
    stripe.setWebhookUrl(webhookUrl);
    built = { t, stripe, webhookUrl };
  }, 60_000);
  afterAll(async () => {
    await built?.t.close();
    await built?.stripe.close();
  });
  return {
    get app(): FastifyInstance {
      return current().t.app;
    },
    get stripe(): StripeStandIn {
      return current().stripe;
    },
    /** The app's webhook endpoint, as the stand-in posts to it. */
    get webhookUrl(): string {
      return current().webhookUrl;
    },
    call: (...args: Parameters<ReturnType<typeof caller>>) => caller(current().t.app)(...args),
  };
}

export type StripeApp = ReturnType<typeof useStripeApp>;

export async function packageId(app: FastifyInstance, name: string): Promise<number> {
  const [pkg] = await app.ctx.db.select().from(packages).where(eq(packages.name, name));
  return pkg.id;
}

export async function planOf(s: StripeApp, who: TestUser): Promise<PlanSummary> {
  const res = await s.call('GET', '/api/Subscriber/Plan', who.auth);
  expect(res.statusCode).toBe(200);
  return wrapper(res).data as PlanSummary;
}

export async function subscribeTo(s: StripeApp, who: TestUser, name: string) {
  const res = await s.call('POST', '/api/StripePayment', who.auth, { fk_Package_ID: await packageId(s.app, name) });
  return { res, body: wrapper(res), data: wrapper(res).data as StripePaymentResult };
}

/** Subscribes through Checkout and pays on the stand-in: its three webhooks are delivered and answered. */
export async function subscribeAndPay(s: StripeApp, who: TestUser, name: string) {
  const { res, data } = await subscribeTo(s, who, name);
  expect(res.statusCode).toBe(200);
  if (data.action !== 'checkout') throw new Error(`expected checkout, got ${data.action}`);
  const sessionId = new URL(data.url).pathname.split('/').pop()!;
  const before = s.stripe.events.length;
  await s.stripe.completeCheckout(sessionId);
  await s.stripe.settled();
  const delivered = s.stripe.events.slice(before);
  expect(delivered.map((d) => [d.event.type, d.status])).toEqual([
    ['checkout.session.completed', 200],
    ['customer.subscription.created', 200],
    ['invoice.paid', 200],
  ]);
  const account = await accountOf(s.app, who.enterpriseId);
  return { sessionId, account, subscription: s.stripe.subscriptions.get(account!.stripeSubscriptionId!)! };
}

export async function accountOf(app: FastifyInstance, enterpriseId: number) {
  const [row] = await app.ctx.db.select().from(billingAccounts).where(eq(billingAccounts.enterpriseId, enterpriseId));
  return row ?? null;
}

export async function historyOf(app: FastifyInstance, enterpriseId: number) {
  return app.ctx.db.select().from(stripePayments).where(eq(stripePayments.enterpriseId, enterpriseId)).orderBy(desc(stripePayments.id));
}

export async function eventRecorded(app: FastifyInstance, id: string) {
  return (await app.ctx.db.select().from(stripeEvents).where(and(eq(stripeEvents.id, id)))).length === 1;
}

/** Everything a webhook may change for an enterprise, to compare before and after. */
export async function billingState(app: FastifyInstance, enterpriseId: number) {
  return { account: await accountOf(app, enterpriseId), history: await historyOf(app, enterpriseId) };
}

/** A copy of an object with changes, as a new event's snapshot. */
export const changed = <T extends object>(object: T, changes: Partial<T> | Record<string, unknown>): T => ({ ...structuredClone(object), ...changes });

export type { Stripe };
