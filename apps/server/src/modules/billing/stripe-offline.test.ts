import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { MSG } from '@candid/shared';
import { useTestApp, withTestApp } from '../../../test/harness';
import { buildEnterprise, wrapper } from '../../../test/factories';
import { packages, stripeEvents } from '../../db/schema/index';

/** Without STRIPE_SECRET_KEY billing is offline: the Stripe routes say so and the webhook does not exist. */
const t = useTestApp({ startWorkers: false });

describe('Stripe routes on a server without Stripe', () => {
  it('answers subscribe and portal with 409 billingOffline, the payment method with null', async () => {
    const owner = await buildEnterprise(t.app, 'Offline Co');
    const [growth] = await t.app.ctx.db.select().from(packages).where(eq(packages.name, 'Growth'));
    for (const [method, url, body] of [
      ['POST', '/api/StripePayment', { fk_Package_ID: growth.id }],
      ['POST', '/api/StripePayment/Portal', undefined],
    ] as const) {
      const res = await t.call(method, url, owner.auth, body);
      expect(res.statusCode, url).toBe(409);
      expect(wrapper(res).message).toBe(MSG.billingOffline);
    }
    const card = await t.call('GET', '/api/StripePayment/PaymentMethod', owner.auth);
    expect(card.statusCode).toBe(200);
    expect(wrapper(card).data).toBeNull();
    expect((wrapper(await t.call('GET', '/api/Subscriber/Plan', owner.auth)).data as { billing: string }).billing).toBe('offline');
  });

  it('answers the webhook with 404, even signed, and records nothing', async () => {
    const event = { id: 'evt_offline_1', object: 'event', type: 'invoice.paid', created: 1, data: { object: {} } };
    const payload = JSON.stringify(event);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Stripe/Webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_anything' }) },
      payload,
    });
    expect(res.statusCode).toBe(404);
    expect(await t.app.ctx.db.select().from(stripeEvents)).toEqual([]);
  });

  it('keeps the normal JSON parser for every other route (the raw-body parser is the webhook’s alone)', async () => {
    const owner = await buildEnterprise(t.app, 'Parser Co');
    const res = await t.call('POST', '/api/Campaign', owner.auth, { Campaign_Name: 'Parsed', Campaign_StartDate: '2026/12/01', Campaign_EndDate: '2027/01/01' });
    expect(res.statusCode).toBe(201);
  });
});

describe('Stripe configured but unreachable', () => {
  it('answers 503 billingUnavailable and changes nothing', async () => {
    const env = { STRIPE_SECRET_KEY: 'sk_test_unreachable', STRIPE_WEBHOOK_SECRET: 'whsec_unreachable', STRIPE_API_BASE: 'http://127.0.0.1:9' };
    await withTestApp({ env, startWorkers: false }, async (u) => {
      const owner = await buildEnterprise(u.app, 'Unreachable Co');
      const [growth] = await u.app.ctx.db.select().from(packages).where(eq(packages.name, 'Growth'));
      const res = await u.app.inject({ method: 'POST', url: '/api/StripePayment', headers: owner.auth, payload: { fk_Package_ID: growth.id } });
      expect(res.statusCode).toBe(503);
      expect(wrapper(res).message).toBe(MSG.billingUnavailable);
      expect(res.body).not.toContain('sk_test_unreachable');
      expect((wrapper(await u.app.inject({ url: '/api/Subscriber/Plan', headers: owner.auth })).data as { billing: string }).billing).toBe('stripe');
    });
  }, 60_000);
});
