import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { MSG, STRIPE_PAYMENT_STATUS } from '@candid/shared';
import { buildEnterprise, wrapper } from '../../../test/factories';
import { mailsTo } from '../../../test/candidate-fixtures';
import { accountOf, billingState, changed, eventRecorded, historyOf, planOf, subscribeAndPay, subscribeTo, useStripeApp } from '../../../test/stripe-fixtures';
import { stripeEvents } from '../../db/schema/index';

const s = useStripeApp();

/** Posts an event signed as Stripe signs it (or with a header of our own) through inject. */
async function post(event: Stripe.Event, signature?: string) {
  const payload = JSON.stringify(event);
  const header = signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret: s.stripe.webhookSecret });
  return s.app.inject({ method: 'POST', url: '/api/Stripe/Webhook', headers: { 'content-type': 'application/json', 'stripe-signature': header }, payload });
}

const sub = (id: string) => s.stripe.subscriptions.get(id)!;
const priceOf = (key: string) => s.stripe.priceByLookupKey(key)!;
/** The subscription as an event snapshot, on another price. */
const onPrice = (subscription: Stripe.Subscription, key: string) => {
  const copy = structuredClone(subscription);
  copy.items.data[0].price = priceOf(key);
  return copy;
};

describe('POST /api/Stripe/Webhook: who may send what', () => {
  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const owner = await buildEnterprise(s.app, 'Forged Co');
    const { subscription } = await subscribeAndPay(s, owner, 'Growth');
    const before = await billingState(s.app, owner.enterpriseId);
    const event = s.stripe.buildEvent('customer.subscription.deleted', changed(sub(subscription.id), { status: 'canceled' }));
    const payload = JSON.stringify(event);
    const wrongSecret = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_the_right_one' });
    for (const signature of [wrongSecret, 't=1,v1=abc', '']) {
      const res = await post(event, signature);
      expect(res.statusCode).toBe(400);
      expect(wrapper(res).message).toBe('Invalid signature');
    }
    // Signed for one body, sent with another.
    const tampered = await s.app.inject({
      method: 'POST',
      url: '/api/Stripe/Webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: s.stripe.webhookSecret }) },
      payload: payload.replace('canceled', 'active  '),
    });
    expect(tampered.statusCode).toBe(400);
    expect(await billingState(s.app, owner.enterpriseId)).toEqual(before);
    expect(await eventRecorded(s.app, event.id)).toBe(false);
  });

  it('answers a replayed event as a duplicate and changes nothing', async () => {
    const owner = await buildEnterprise(s.app, 'Replay Co');
    const { subscription } = await subscribeAndPay(s, owner, 'Growth');
    const paid = s.stripe.events.find((d) => d.event.type === 'invoice.paid' && (d.event.data.object as Stripe.Invoice).customer === subscription.customer)!;
    const before = await billingState(s.app, owner.enterpriseId);
    const mails = (await mailsTo(s.app, owner.email)).length;
    const res = await post(paid.event);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: true });
    expect(await billingState(s.app, owner.enterpriseId)).toEqual(before);
    expect(await mailsTo(s.app, owner.email)).toHaveLength(mails);
  });

  it('refuses an unknown customer with 404, changes nothing and does not record the event', async () => {
    const owner = await buildEnterprise(s.app, 'Known Co');
    const { subscription } = await subscribeAndPay(s, owner, 'Growth');
    const before = await billingState(s.app, owner.enterpriseId);
    const stranger = changed(sub(subscription.id), { customer: 'cus_nobody_we_know', metadata: {} });
    const event = s.stripe.buildEvent('customer.subscription.deleted', stranger);
    const res = await post(event);
    expect(res.statusCode).toBe(404);
    expect(wrapper(res).message).toBe('Unknown customer');
    expect(await eventRecorded(s.app, event.id)).toBe(false);
    expect(await billingState(s.app, owner.enterpriseId)).toEqual(before);
  });

  it("takes the enterprise from the subscription's metadata when the customer is new, never from one with another customer", async () => {
    const paying = await buildEnterprise(s.app, 'Paying Co');
    const { subscription } = await subscribeAndPay(s, paying, 'Growth');
    const invoice = [...s.stripe.invoices.values()].find((i) => i.customer === subscription.customer)!;
    const fresh = await buildEnterprise(s.app, 'Fresh Metadata Co');
    const forFresh = (id: string, customer: string, enterpriseId: number) =>
      s.stripe.buildEvent('invoice.paid', changed(invoice, {
        id,
        customer,
        parent: { ...invoice.parent!, subscription_details: { ...invoice.parent!.subscription_details!, metadata: { enterpriseId: String(enterpriseId) } } },
      }));
    // Paying Co already has its customer: metadata naming it with another customer is refused.
    const hijack = forFresh(`in_hijack_${paying.enterpriseId}`, 'cus_someone_else', paying.enterpriseId);
    expect((await post(hijack)).statusCode).toBe(404);
    expect(await eventRecorded(s.app, hijack.id)).toBe(false);
    const res = await post(forFresh(`in_fresh_${fresh.enterpriseId}`, 'cus_fresh_customer', fresh.enterpriseId));
    expect(res.statusCode).toBe(200);
    expect(await accountOf(s.app, fresh.enterpriseId)).toMatchObject({ stripeCustomerId: 'cus_fresh_customer' });
    expect((await planOf(s, fresh)).packageName).toBe('Growth');
  });

  it('records and ignores event types it does not use', async () => {
    const event = s.stripe.buildEvent('customer.updated', { id: 'cus_whatever', object: 'customer' });
    const res = await post(event);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    const [row] = await s.app.ctx.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id));
    expect(row).toMatchObject({ type: 'customer.updated', enterpriseId: null });
  });
});

describe('POST /api/Stripe/Webhook: order of events', () => {
  it('ignores a subscription update older than one already applied', async () => {
    const owner = await buildEnterprise(s.app, 'Order Co');
    const { subscription } = await subscribeAndPay(s, owner, 'Growth');
    const newer = s.stripe.buildEvent('customer.subscription.updated', onPrice(sub(subscription.id), 'candid_pro'));
    const older = { ...s.stripe.buildEvent('customer.subscription.updated', onPrice(sub(subscription.id), 'candid_flex')), created: newer.created - 60 };
    expect((await post(newer)).statusCode).toBe(200);
    expect((await planOf(s, owner)).packageName).toBe('Pro');
    const res = await post(older);
    expect(res.statusCode).toBe(200);
    expect(await eventRecorded(s.app, older.id)).toBe(true);
    expect((await planOf(s, owner)).packageName).toBe('Pro');
  });

  it('activates the package when invoice.paid arrives before checkout.session.completed', async () => {
    const owner = await buildEnterprise(s.app, 'Early Invoice Co');
    const { data } = await subscribeTo(s, owner, 'Growth');
    if (data.action !== 'checkout') throw new Error('expected checkout');
    // Pay with the endpoint unreachable, then deliver the three events in another order.
    s.stripe.setWebhookUrl('http://127.0.0.1:9/unreachable');
    const from = s.stripe.events.length;
    await s.stripe.completeCheckout(data.url.split('/').pop()!);
    await s.stripe.settled();
    const [completed, created, paid] = s.stripe.events.slice(from).map((d) => d.event);
    s.stripe.setWebhookUrl(s.webhookUrl);
    expect((await post(paid)).statusCode).toBe(200);
    expect((await planOf(s, owner)).packageName).toBe('Growth');
    expect((await post(created)).statusCode).toBe(200);
    expect((await post(completed)).statusCode).toBe(200);
    const account = await accountOf(s.app, owner.enterpriseId);
    expect(account?.stripeSubscriptionId).toBe((created.data.object as Stripe.Subscription).id);
    expect(await historyOf(s.app, owner.enterpriseId)).toHaveLength(1);
  });
});

describe('POST /api/Stripe/Webhook: what Stripe reports', () => {
  it('records a failed payment as Failed and mails the owner; the package stays until it expires', async () => {
    const owner = await buildEnterprise(s.app, 'Declined Co');
    const { subscription } = await subscribeAndPay(s, owner, 'Growth');
    const before = await planOf(s, owner);
    await s.stripe.failPayment(subscription.id);
    await s.stripe.settled();
    const history = await historyOf(s.app, owner.enterpriseId);
    expect(history.map((e) => e.status)).toEqual([STRIPE_PAYMENT_STATUS.Failed, STRIPE_PAYMENT_STATUS.Active]);
    expect(history[0]).toMatchObject({ amountCents: 14900, source: 'stripe' });
    expect(await planOf(s, owner)).toEqual(before);
    expect((await mailsTo(s.app, owner.email)).map((m) => m.subject)).toContain('Payment failed: Candid Growth');
  });

  it('records a mid-period (proration) invoice without restarting the period the limits count from', async () => {
    const owner = await buildEnterprise(s.app, 'Prorated Co');
    const { subscription } = await subscribeAndPay(s, owner, 'Growth');
    const periodStart = (await planOf(s, owner)).periodStart;
    const first = [...s.stripe.invoices.values()].find((i) => i.customer === subscription.customer)!;
    const line = { ...first.lines.data[0], period: { start: Math.floor(Date.now() / 1000), end: first.lines.data[0].period.end } };
    const proration = changed(first, { id: `in_proration_${owner.enterpriseId}`, billing_reason: 'subscription_update', amount_paid: 5000, lines: { ...first.lines, data: [line] } });
    expect((await post(s.stripe.buildEvent('invoice.paid', proration))).statusCode).toBe(200);
    const history = await historyOf(s.app, owner.enterpriseId);
    expect(history.map((e) => [e.status, e.amountCents])).toEqual([
      [STRIPE_PAYMENT_STATUS.Active, 5000],
      [STRIPE_PAYMENT_STATUS.Ended, 14900],
    ]);
    expect((await planOf(s, owner)).periodStart).toBe(periodStart);
  });

  it('keeps a package cancelled in the portal until the period ends', async () => {
    const owner = await buildEnterprise(s.app, 'Leaving Co');
    const { subscription } = await subscribeAndPay(s, owner, 'Growth');
    const periodEnd = sub(subscription.id).items.data[0].current_period_end;
    const cancelling = s.stripe.buildEvent('customer.subscription.updated', changed(sub(subscription.id), { cancel_at_period_end: true }));
    expect((await post(cancelling)).statusCode).toBe(200);
    expect(await planOf(s, owner)).toMatchObject({ packageName: 'Growth', expiresAt: new Date(periodEnd * 1000).toISOString(), isPackageExpired: false });
  });

  it('expires the package when the subscription is deleted: no new job can be launched', async () => {
    const owner = await buildEnterprise(s.app, 'Gone Co');
    const { subscription } = await subscribeAndPay(s, owner, 'Growth');
    await s.stripe.cancelNow(subscription.id);
    await s.stripe.settled();
    expect(s.stripe.events.at(-1)).toMatchObject({ event: { type: 'customer.subscription.deleted' }, status: 200 });
    expect(await planOf(s, owner)).toMatchObject({ packageName: 'Growth', isPackageExpired: true });
    expect(await accountOf(s.app, owner.enterpriseId)).toMatchObject({ stripeSubscriptionId: null });
    const res = await s.call('POST', '/api/Campaign', owner.auth, { Campaign_Name: 'Too late', Campaign_StartDate: '2026/12/01', Campaign_EndDate: '2027/01/01' });
    expect(res.statusCode).toBe(402);
    expect(wrapper(res).message).toBe(MSG.packageLimitText);
    // Subscribing again starts a new Checkout.
    expect((await subscribeTo(s, owner, 'Growth')).data).toMatchObject({ action: 'checkout' });
  });
});
