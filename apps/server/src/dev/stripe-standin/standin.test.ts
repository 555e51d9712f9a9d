import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from './index';

/** The app's side of webhooks, reduced to its first step: verify the signature, then keep the event. */
async function startReceiver(secret: () => string) {
  const received: Stripe.Event[] = [];
  const refused: string[] = [];
  const verifier = new Stripe('sk_test_unused');
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const payload = Buffer.concat(chunks).toString('utf8');
      try {
        received.push(verifier.webhooks.constructEvent(payload, String(req.headers['stripe-signature']), secret()));
        res.writeHead(200).end('{}');
      } catch (error) {
        refused.push((error as Error).message);
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/Stripe/Webhook`;
  return { url, received, refused, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let standIn: StripeStandIn;
let stripe: Stripe;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

function clientFor(key: string) {
  const { hostname, port } = new URL(standIn.url);
  return new Stripe(key, { host: hostname, port: Number(port), protocol: 'http', maxNetworkRetries: 0 });
}

beforeAll(async () => {
  standIn = await startStripeStandIn();
  receiver = await startReceiver(() => standIn.webhookSecret);
  standIn.setWebhookUrl(receiver.url);
  stripe = clientFor(standIn.apiKey);
});

afterAll(async () => {
  await standIn.close();
  await receiver.close();
});

const typesSince = (from: number) => receiver.received.slice(from).map((e) => e.type);

async function subscribe(lookupKey = 'candid_growth') {
  const customer = await stripe.customers.create({ email: 'owner@acme.test', name: 'Acme', metadata: { enterpriseId: '7' } });
  const price = standIn.priceByLookupKey(lookupKey)!;
  const metered = price.recurring?.usage_type === 'metered';
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription', customer: customer.id, client_reference_id: '7', metadata: { enterpriseId: '7' },
    line_items: [metered ? { price: price.id } : { price: price.id, quantity: 1 }],
    subscription_data: { metadata: { enterpriseId: '7' } },
    success_url: 'http://app.test/packages?session={CHECKOUT_SESSION_ID}', cancel_url: 'http://app.test/packages?cancelled=1',
  });
  return { customer, price, session };
}

describe('Stripe stand-in API', () => {
  it('creates and retrieves customers, expanding the default payment method', async () => {
    const created = await stripe.customers.create({ email: 'a@acme.test', name: 'Acme', metadata: { enterpriseId: '3' } });
    expect(created.id).toMatch(/^cus_/);
    const fetched = (await stripe.customers.retrieve(created.id, { expand: ['invoice_settings.default_payment_method'] })) as Stripe.Customer;
    expect(fetched).toMatchObject({ email: 'a@acme.test', metadata: { enterpriseId: '3' }, invoice_settings: { default_payment_method: null } });
  });

  it('lists the catalogue prices by lookup key', async () => {
    const prices = await stripe.prices.list({ active: true, lookup_keys: ['candid_growth', 'candid_pro', 'candid_flex'] });
    const byKey = Object.fromEntries(prices.data.map((p) => [p.lookup_key, p]));
    expect(byKey.candid_growth).toMatchObject({ unit_amount: 14900, currency: 'aud', recurring: { interval: 'month', usage_type: 'licensed' } });
    expect(byKey.candid_pro?.unit_amount).toBe(39900);
    expect(byKey.candid_flex).toMatchObject({ unit_amount: 2500, recurring: { usage_type: 'metered', meter: expect.stringMatching(/^mtr_/) } });
    expect((await stripe.prices.list({ lookup_keys: ['candid_none'] })).data).toEqual([]);
  });

  it('answers an unknown id with 404 resource_missing and a bad key with 401, in Stripe\'s shapes', async () => {
    const missing = await stripe.subscriptions.retrieve('sub_nope').catch((e: Stripe.errors.StripeError) => e);
    expect(missing).toMatchObject({ statusCode: 404, type: 'StripeInvalidRequestError', code: 'resource_missing', param: 'id' });
    const wrongKey = await clientFor('sk_test_wrong').customers.create({}).catch((e: Stripe.errors.StripeError) => e);
    expect(wrongKey).toMatchObject({ statusCode: 401, type: 'StripeAuthenticationError' });
    const raw = await fetch(`${standIn.url}/v1/customers/cus_x`);
    expect(raw.status).toBe(401);
    expect(await raw.json()).toMatchObject({ error: { type: 'invalid_request_error', message: expect.stringContaining('API key') } });
    const raw404 = await fetch(`${standIn.url}/v1/invoices/in_x`, { headers: { authorization: `Bearer ${standIn.apiKey}` } });
    expect(await raw404.json()).toEqual({ error: { type: 'invalid_request_error', code: 'resource_missing', message: "No such invoice: 'in_x'", param: 'id' } });
  });

  it('refuses a checkout without its required parameters, and a quantity on a metered price', async () => {
    const customer = await stripe.customers.create({ email: 'x@acme.test' });
    const noPrice = await stripe.checkout.sessions.create({ mode: 'subscription', customer: customer.id, success_url: 'http://a.test' }).catch((e: Stripe.errors.StripeError) => e);
    expect(noPrice).toMatchObject({ statusCode: 400, code: 'parameter_missing', param: 'line_items[0][price]' });
    const flex = standIn.priceByLookupKey('candid_flex')!;
    const quantity = await stripe.checkout.sessions
      .create({ mode: 'subscription', customer: customer.id, line_items: [{ price: flex.id, quantity: 1 }], success_url: 'http://a.test' })
      .catch((e: Stripe.errors.StripeError) => e);
    expect(quantity).toMatchObject({ statusCode: 400, param: 'line_items[0][quantity]' });
  });

  it('completes a checkout: card, subscription, paid invoice, and signed webhooks in order', async () => {
    const from = receiver.received.length;
    const { customer, session } = await subscribe();
    expect(session).toMatchObject({ status: 'open', mode: 'subscription', client_reference_id: '7', url: `${standIn.url}/checkout/${session.id}` });
    expect(session.id).toMatch(/^cs_/);
    await standIn.completeCheckout(session.id);
    expect(typesSince(from)).toEqual(['checkout.session.completed', 'customer.subscription.created', 'invoice.paid']);
    expect(receiver.refused).toEqual([]);
    const [completed, created, paid] = receiver.received.slice(from) as [Stripe.CheckoutSessionCompletedEvent, Stripe.CustomerSubscriptionCreatedEvent, Stripe.InvoicePaidEvent];
    expect(completed.api_version).toBe(Stripe.API_VERSION);
    expect(completed.data.object).toMatchObject({ status: 'complete', payment_status: 'paid', customer: customer.id, metadata: { enterpriseId: '7' } });
    const sub = await stripe.subscriptions.retrieve(String(completed.data.object.subscription));
    expect(sub).toMatchObject({ id: created.data.object.id, status: 'active', customer: customer.id, metadata: { enterpriseId: '7' } });
    const item = sub.items.data[0]!;
    expect(item.id).toMatch(/^si_/);
    expect(item.price.lookup_key).toBe('candid_growth');
    expect(item.current_period_end).toBeGreaterThan(item.current_period_start + 27 * 86400);
    expect(paid.data.object).toMatchObject({ status: 'paid', amount_paid: 14900, currency: 'aud', parent: { subscription_details: { subscription: sub.id } } });
    const invoice = await stripe.invoices.retrieve(paid.data.object.id!);
    expect(invoice.hosted_invoice_url).toBe(`${standIn.url}/invoices/${invoice.id}`);
    expect(await (await fetch(invoice.hosted_invoice_url!)).text()).toContain('A$149.00');
    const withCard = (await stripe.customers.retrieve(customer.id, { expand: ['invoice_settings.default_payment_method'] })) as Stripe.Customer;
    const pm = withCard.invoice_settings.default_payment_method as Stripe.PaymentMethod;
    expect(pm).toMatchObject({ type: 'card', card: { brand: 'visa', last4: '4242' } });
    expect((await stripe.paymentMethods.retrieve(pm.id)).id).toBe(pm.id);
    expect((await stripe.customers.listPaymentMethods(customer.id, { type: 'card' })).data.map((p) => p.id)).toEqual([pm.id]);
    expect((await stripe.paymentMethods.list({ customer: customer.id, type: 'card', limit: 1 })).data.map((p) => p.id)).toEqual([pm.id]);
    expect(standIn.events.slice(-3).map((e) => e.status)).toEqual([200, 200, 200]);
  });

  it('updates a customer and cancels a subscription through the API', async () => {
    const { customer, session } = await subscribe();
    await stripe.customers.update(customer.id, { name: 'Acme Pty Ltd', metadata: { enterpriseId: '8' } });
    expect(await stripe.customers.retrieve(customer.id)).toMatchObject({ name: 'Acme Pty Ltd', metadata: { enterpriseId: '8' } });
    await standIn.completeCheckout(session.id);
    const id = standIn.subscriptionOf(customer.id)!.id;
    const from = receiver.received.length;
    expect(await stripe.subscriptions.cancel(id)).toMatchObject({ id, status: 'canceled' });
    await standIn.settled();
    expect(typesSince(from)).toEqual(['customer.subscription.deleted']);
  });

  it('records meter events once per identifier', async () => {
    const { customer } = await subscribe('candid_flex');
    const before = standIn.meterEvents.length;
    const event = { event_name: 'candid_job_launched', payload: { stripe_customer_id: customer.id, value: '1' }, identifier: `job-${customer.id}` };
    const first = await stripe.billing.meterEvents.create(event);
    await stripe.billing.meterEvents.create(event);
    expect(first).toMatchObject({ object: 'billing.meter_event', identifier: event.identifier });
    expect(standIn.meterEvents.length).toBe(before + 1);
  });

  it('refuses a delivery signed with another secret', async () => {
    const event = standIn.buildEvent('invoice.paid', { id: 'in_test' });
    const refusedBefore = receiver.refused.length;
    expect(await standIn.deliver(event, { secret: 'whsec_wrong' })).toBe(400);
    expect(receiver.refused.length).toBe(refusedBefore + 1);
    expect(await standIn.deliver(event)).toBe(200);
    expect(standIn.events.at(-1)).toMatchObject({ event: { id: event.id }, status: 200 });
  });
});
