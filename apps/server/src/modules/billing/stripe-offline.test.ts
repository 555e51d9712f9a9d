import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { MSG } from '@candid/shared';
import { useTestApp } from '../../../test/harness';
import { buildEnterprise, wrapper } from '../../../test/factories';
import { packages, stripeEvents } from '../../db/schema/index';

/** Without STRIPE_SECRET_KEY billing is offline: the Stripe routes say so and the webhook does not exist. */
const t = useTestApp({ startWorkers: false });

describe('Stripe routes on a server without Stripe', () => {
  it('answers subscribe and portal with 409 billingOffline, the payment method with null', async () => {
    const owner = await buildEnterprise(t.app, 'Offline Co');
    const [growth] = await t.app.ctx.db.select().from(packages).where(eq(packages.Package_Name, 'Growth'));
    for (const [method, url, body] of [
      ['POST', '/api/StripePayment', { fk_Package_ID: growth.pk_Package_ID }],
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
