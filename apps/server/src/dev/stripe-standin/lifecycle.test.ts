import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from './index';

let standIn: StripeStandIn;
let stripe: Stripe;
let webhooks: http.Server;
const received: Stripe.Event[] = [];

beforeAll(async () => {
  standIn = await startStripeStandIn({ apiKey: 'sk_test_standin_lifecycle', webhookSecret: 'whsec_lifecycle' });
  const verifier = new Stripe('sk_test_unused');
  webhooks = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push(verifier.webhooks.constructEvent(Buffer.concat(chunks).toString('utf8'), String(req.headers['stripe-signature']), 'whsec_lifecycle'));
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => webhooks.listen(0, '127.0.0.1', resolve));
  standIn.setWebhookUrl(`http://127.0.0.1:${(webhooks.address() as AddressInfo).port}/hook`);
  const { hostname, port } = new URL(standIn.url);
  stripe = new Stripe(standIn.apiKey, { host: hostname, port: Number(port), protocol: 'http', maxNetworkRetries: 0 });
});

afterAll(async () => {
  await standIn.close();
  await new Promise<void>((resolve) => webhooks.close(() => resolve()));
});

async function openCheckout(lookupKey = 'candid_growth') {
  const customer = await stripe.customers.create({ email: 'owner@acme.test' });
  const price = standIn.priceByLookupKey(lookupKey)!;
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription', customer: customer.id,
    line_items: [price.recurring?.usage_type === 'metered' ? { price: price.id } : { price: price.id, quantity: 1 }],
    success_url: 'http://app.test/packages?session={CHECKOUT_SESSION_ID}', cancel_url: 'http://app.test/packages?cancelled=1',
  });
  return { customer, session };
}

async function subscribed(lookupKey = 'candid_growth') {
  const { customer, session } = await openCheckout(lookupKey);
  await standIn.completeCheckout(session.id);
  return { customer, subscription: standIn.subscriptionOf(customer.id)! };
}

const pay = (sessionId: string, card: string) =>
  fetch(`${standIn.url}/checkout/${sessionId}/pay`, {
    method: 'POST', redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card_number: card, card_expiry: '12 / 30', card_cvc: '123' }),
  });

const typesSince = (from: number) => received.slice(from).map((e) => e.type);

describe('hosted checkout page', () => {
  it('shows the package, the amount, the customer, a prefilled card and a way back', async () => {
    const { session } = await openCheckout();
    const html = await (await fetch(session.url!)).text();
    for (const text of ['Candid Growth', 'A$149.00 per month', 'AUD', 'owner@acme.test', 'value="4242 4242 4242 4242"', 'Pay and subscribe', 'href="http://app.test/packages?cancelled=1"', '<label for="card-number">']) {
      expect(html).toContain(text);
    }
  });

  it('declines 4000 0000 0000 0002 without changing anything', async () => {
    const { customer, session } = await openCheckout();
    const from = received.length;
    const res = await pay(session.id, '4000 0000 0000 0002');
    expect(res.status).toBe(402);
    expect(await res.text()).toContain('Your card was declined.');
    expect(standIn.subscriptionOf(customer.id)).toBeNull();
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
    expect(received.length).toBe(from);
  });

  it('pays, delivers the webhooks, then redirects to success_url with the session id', async () => {
    const { customer, session } = await openCheckout('candid_pro');
    const from = received.length;
    const res = await pay(session.id, '4242 4242 4242 4242');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`http://app.test/packages?session=${session.id}`);
    expect(typesSince(from)).toEqual(['checkout.session.completed', 'customer.subscription.created', 'invoice.paid']);
    expect(standIn.subscriptionOf(customer.id)?.items.data[0]?.price.lookup_key).toBe('candid_pro');
    expect((await pay(session.id, '4242424242424242')).status).toBe(402);
  });
});

describe('customer portal', () => {
  it('shows the card, replaces it and cancels at the period end', async () => {
    const { customer, subscription } = await subscribed();
    const portal = await stripe.billingPortal.sessions.create({ customer: customer.id, return_url: 'http://app.test/billing-method' });
    expect(portal.url).toBe(`${standIn.url}/portal/${portal.id}`);
    const page = await (await fetch(portal.url)).text();
    expect(page).toContain('VISA ending in 4242');
    expect(page).toContain('href="http://app.test/billing-method">Return to Candid');

    const form = (body: Record<string, string>) => ({ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body) });
    const replaced = await (await fetch(`${portal.url}/card`, form({ card_number: '5555 5555 5555 4444', card_expiry: '01/31' }))).text();
    expect(replaced).toContain('MASTERCARD ending in 4444, expires 01/2031');
    const current = (await stripe.customers.retrieve(customer.id, { expand: ['invoice_settings.default_payment_method'] })) as Stripe.Customer;
    expect((current.invoice_settings.default_payment_method as Stripe.PaymentMethod).card?.last4).toBe('4444');

    const from = received.length;
    await fetch(`${portal.url}/cancel`, form({}));
    const updated = received.slice(from).find((e): e is Stripe.CustomerSubscriptionUpdatedEvent => e.type === 'customer.subscription.updated');
    expect(updated?.data.object).toMatchObject({ id: subscription.id, cancel_at_period_end: true });
    expect(updated?.data.previous_attributes).toEqual({ cancel_at_period_end: false });
  });
});

describe('subscription lifecycle', () => {
  it('changes the price with proration: customer.subscription.updated then a prorated invoice.paid', async () => {
    const { subscription } = await subscribed('candid_growth');
    const pro = standIn.priceByLookupKey('candid_pro')!;
    const from = received.length;
    const updated = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: subscription.items.data[0]!.id, price: pro.id }], proration_behavior: 'always_invoice', metadata: { packageId: '3' },
    });
    expect(updated.items.data[0]?.price.id).toBe(pro.id);
    expect(updated.metadata).toMatchObject({ packageId: '3' });
    await standIn.settled();
    expect(typesSince(from)).toEqual(['customer.subscription.updated', 'invoice.paid']);
    const invoice = received.at(-1) as Stripe.InvoicePaidEvent;
    expect(invoice.data.object.amount_paid).toBeGreaterThan(0);
    expect(invoice.data.object.amount_paid).toBeLessThanOrEqual(39900 - 14900);
    expect(invoice.data.object.billing_reason).toBe('subscription_update');
  });

  it('adds create_prorations to the next invoice instead of billing at once', async () => {
    const { subscription } = await subscribed('candid_growth');
    const pro = standIn.priceByLookupKey('candid_pro')!;
    const from = received.length;
    await stripe.subscriptions.update(subscription.id, { items: [{ id: subscription.items.data[0]!.id, price: pro.id }], proration_behavior: 'create_prorations' });
    await standIn.settled();
    expect(typesSince(from)).toEqual(['customer.subscription.updated']);
    const paid = (await standIn.renew(subscription.id)).find((e): e is Stripe.InvoicePaidEvent => e.type === 'invoice.paid')!;
    const lines = paid.data.object.lines.data;
    expect(lines.map((l) => l.parent?.subscription_item_details?.proration)).toEqual([false, true]);
    expect(lines[0]?.amount).toBe(39900);
    expect(paid.data.object.amount_paid).toBe(39900 + lines[1]!.amount);
  });

  it('renews, fails a payment and cancels, each with its events', async () => {
    const { subscription } = await subscribed();
    const start = subscription.items.data[0]!.current_period_end;
    expect((await standIn.renew(subscription.id)).map((e) => e.type)).toEqual(['customer.subscription.updated', 'invoice.paid']);
    expect((await stripe.subscriptions.retrieve(subscription.id)).items.data[0]?.current_period_start).toBe(start);
    expect((await standIn.failPayment(subscription.id)).map((e) => e.type)).toEqual(['invoice.payment_failed', 'customer.subscription.updated']);
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('past_due');
    const [deleted] = await standIn.cancelNow(subscription.id);
    expect(deleted).toMatchObject({ type: 'customer.subscription.deleted', data: { object: { id: subscription.id, status: 'canceled' } } });
    expect(received.at(-1)?.id).toBe(deleted?.id);
  });

  it('bills a metered subscription for the jobs reported in the period', async () => {
    const { customer, subscription } = await subscribed('candid_flex');
    expect(subscription.items.data[0]?.quantity).toBeUndefined();
    for (const n of [1, 2]) {
      await stripe.billing.meterEvents.create({ event_name: 'candid_job_launched', payload: { stripe_customer_id: customer.id, value: '1' }, identifier: `${customer.id}-${n}` });
    }
    const events = await standIn.renew(subscription.id);
    const paid = events.find((e): e is Stripe.InvoicePaidEvent => e.type === 'invoice.paid');
    expect(paid?.data.object.amount_paid).toBe(2 * 2500);
  });
});
