import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCESS_LEVEL, MSG, STRIPE_PAYMENT_STATUS } from '@candid/shared';
import { buildEnterprise, buildUser, wrapper } from '../../../test/factories';
import { mailsTo } from '../../../test/candidate-fixtures';
import { accountOf, historyOf, packageId, planOf, subscribeAndPay, subscribeTo, useStripeApp } from '../../../test/stripe-fixtures';
import { packages } from '../../db/schema/index';

const s = useStripeApp();

const job = (name: string) => ({ Campaign_Name: name, Campaign_StartDate: '2026/12/01', Campaign_EndDate: '2027/01/01' });

describe('POST /api/StripePayment: subscribing through Checkout', () => {
  it('sends the owner to Checkout, and the paid checkout activates the package with its invoice and a mail', async () => {
    const owner = await buildEnterprise(s.app, 'Checkout Co');
    const { data } = await subscribeTo(s, owner, 'Growth');
    expect(data).toMatchObject({ action: 'checkout' });
    if (data.action !== 'checkout') return;
    expect(data.url.startsWith(`${s.stripe.url}/checkout/cs_test_`)).toBe(true);

    const sessionId = data.url.split('/').pop()!;
    const session = s.stripe.checkoutSessions.get(sessionId)!;
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: String(owner.enterpriseId),
      metadata: { enterpriseId: String(owner.enterpriseId), packageId: String(await packageId(s.app, 'Growth')), userId: String(owner.id) },
      success_url: 'http://candid.test/packages?checkout=success&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://candid.test/packages?checkout=cancelled',
    });
    const customer = s.stripe.customers.get(String(session.customer))!;
    expect(customer).toMatchObject({ email: owner.email, metadata: { enterpriseId: String(owner.enterpriseId) } });
    // Nothing changes before the payment.
    expect((await planOf(s, owner)).packageName).toBe('Starter');

    await s.stripe.completeCheckout(sessionId);
    await s.stripe.settled();
    const plan = await planOf(s, owner);
    expect(plan).toMatchObject({ packageName: 'Growth', billing: 'stripe', source: 'stripe', jobs: { limit: 20 }, pendingChange: null });
    const [entry] = await historyOf(s.app, owner.enterpriseId);
    const invoice = [...s.stripe.invoices.values()].find((i) => i.customer === customer.id)!;
    expect(entry).toMatchObject({
      status: STRIPE_PAYMENT_STATUS.Active,
      source: 'stripe',
      amountCents: 14900,
      currency: 'aud',
      invoiceId: invoice.id,
      invoiceUrl: invoice.hosted_invoice_url,
      userId: owner.id,
    });
    // The period's end plus three days' grace.
    const periodEnd = invoice.lines.data[0].period.end * 1000;
    expect(new Date(entry.expiryDate!).getTime()).toBe(periodEnd + 3 * 24 * 3600_000);
    expect(await accountOf(s.app, owner.enterpriseId)).toMatchObject({ stripeCustomerId: customer.id, stripeSubscriptionId: session.subscription });
    const mails = await mailsTo(s.app, owner.email);
    expect(mails.map((m) => m.subject)).toEqual(['Payment received: Candid Growth']);
    expect(mails[0].textBody).toContain(invoice.hosted_invoice_url!);

    // The package in force is not bought again.
    const again = await subscribeTo(s, owner, 'Growth');
    expect(again.res.statusCode).toBe(409);
    expect(again.body.message).toBe(MSG.packageAlreadyActive);
  });

  it('creates the Stripe customer once, however often checkout is started', async () => {
    const owner = await buildEnterprise(s.app, 'Twice Co');
    const first = await subscribeTo(s, owner, 'Growth');
    const second = await subscribeTo(s, owner, 'Pro');
    expect([first.res.statusCode, second.res.statusCode]).toEqual([200, 200]);
    const mine = [...s.stripe.customers.values()].filter((c) => c.metadata.enterpriseId === String(owner.enterpriseId));
    expect(mine).toHaveLength(1);
  });

  it('refuses an unknown, inactive or free package with 404', async () => {
    const owner = await buildEnterprise(s.app, 'Picky Co');
    const [inactive] = await s.app.ctx.db.insert(packages).values({ name: 'Retired', priceCents: 999, active: false }).returning();
    for (const id of [999_999, inactive.id, await packageId(s.app, 'Starter')]) {
      const res = await s.call('POST', '/api/StripePayment', owner.auth, { fk_Package_ID: id });
      expect(res.statusCode, String(id)).toBe(404);
      expect(wrapper(res).message).toBe(MSG.packageNotFound);
    }
    // A package without a Stripe price (no candid_{name} lookup key) cannot be bought either.
    const [unpriced] = await s.app.ctx.db.insert(packages).values({ name: 'Unpriced', priceCents: 500 }).returning();
    const res = await s.call('POST', '/api/StripePayment', owner.auth, { fk_Package_ID: unpriced.id });
    expect(res.statusCode).toBe(404);
    await s.app.ctx.db.update(packages).set({ active: false }).where(eq(packages.id, unpriced.id));
  });

  it('lets only the owner subscribe or open the portal (Admin and Hiring Manager 403); members may see the card', async () => {
    const owner = await buildEnterprise(s.app, 'Roles Co');
    const admin = await buildUser(s.app, owner.enterpriseId, ACCESS_LEVEL.Admin);
    const hm = await buildUser(s.app, owner.enterpriseId, ACCESS_LEVEL.HiringManager);
    const growth = await packageId(s.app, 'Growth');
    for (const who of [admin, hm]) {
      expect((await s.call('POST', '/api/StripePayment', who.auth, { fk_Package_ID: growth })).statusCode).toBe(403);
      expect((await s.call('POST', '/api/StripePayment/Portal', who.auth)).statusCode).toBe(403);
    }
    // Before any subscription: no customer to manage, no card.
    const early = await s.call('POST', '/api/StripePayment/Portal', owner.auth);
    expect(early.statusCode).toBe(409);
    expect(wrapper(early).message).toBe(MSG.noSubscription);
    expect(wrapper(await s.call('GET', '/api/StripePayment/PaymentMethod', owner.auth)).data).toBeNull();

    await subscribeAndPay(s, owner, 'Growth');
    const portal = await s.call('POST', '/api/StripePayment/Portal', owner.auth);
    expect(portal.statusCode).toBe(200);
    expect((wrapper(portal).data as { url: string }).url.startsWith(`${s.stripe.url}/portal/`)).toBe(true);
    const card = await s.call('GET', '/api/StripePayment/PaymentMethod', admin.auth);
    expect(wrapper(card).data).toEqual({ brand: 'visa', last4: '4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2 });
    expect((await s.call('GET', '/api/StripePayment/PaymentMethod', hm.auth)).statusCode).toBe(403);
  });
});

describe('changing the package of a subscription', () => {
  it('upgrades at once (prorated) and the webhook that follows changes nothing more', async () => {
    const owner = await buildEnterprise(s.app, 'Upgrade Co');
    const { subscription } = await subscribeAndPay(s, owner, 'Growth');
    const { res, data } = await subscribeTo(s, owner, 'Pro');
    expect(res.statusCode).toBe(200);
    expect(data).toEqual({ action: 'upgraded', packageName: 'Pro' });
    expect((await planOf(s, owner)).packageName).toBe('Pro');
    await s.stripe.settled();
    const sub = s.stripe.subscriptions.get(subscription.id)!;
    expect(sub.items.data[0].price.lookup_key).toBe('candid_pro');
    expect(s.stripe.events.at(-1)).toMatchObject({ event: { type: 'customer.subscription.updated' }, status: 200 });
    expect(await planOf(s, owner)).toMatchObject({ packageName: 'Pro', jobs: { limit: null } });
    expect((await historyOf(s.app, owner.enterpriseId)).filter((e) => e.status === STRIPE_PAYMENT_STATUS.Active)).toHaveLength(1);
  });

  it('calls off a scheduled downgrade when the package in force is chosen again', async () => {
    const owner = await buildEnterprise(s.app, 'Undecided Co');
    await subscribeAndPay(s, owner, 'Pro');
    expect((await subscribeTo(s, owner, 'Growth')).data).toMatchObject({ action: 'scheduled', packageName: 'Growth' });
    expect((await subscribeTo(s, owner, 'Pro')).data).toEqual({ action: 'upgraded', packageName: 'Pro' });
    expect(await planOf(s, owner)).toMatchObject({ packageName: 'Pro', pendingChange: null });
    expect((await subscribeTo(s, owner, 'Pro')).res.statusCode).toBe(409);
  });

  it('schedules a downgrade for the period end and applies it when the period renews', async () => {
    const owner = await buildEnterprise(s.app, 'Downgrade Co');
    const { subscription } = await subscribeAndPay(s, owner, 'Pro');
    const periodEnd = new Date(subscription.items.data[0].current_period_end * 1000).toISOString();
    const { data } = await subscribeTo(s, owner, 'Growth');
    expect(data).toEqual({ action: 'scheduled', packageName: 'Growth', effectiveAt: periodEnd });
    const plan = await planOf(s, owner);
    expect(plan).toMatchObject({ packageName: 'Pro', pendingChange: { packageId: await packageId(s.app, 'Growth'), packageName: 'Growth', effectiveAt: periodEnd } });
    // Stripe still bills Pro for this period.
    expect(s.stripe.subscriptions.get(subscription.id)!.items.data[0].price.lookup_key).toBe('candid_pro');

    await s.stripe.renew(subscription.id);
    await s.stripe.settled();
    expect(s.stripe.events.slice(-3).map((d) => [d.event.type, d.status])).toEqual([
      ['customer.subscription.updated', 200],
      ['invoice.paid', 200],
      ['customer.subscription.updated', 200],
    ]);
    expect(s.stripe.subscriptions.get(subscription.id)!.items.data[0].price.lookup_key).toBe('candid_growth');
    expect(await planOf(s, owner)).toMatchObject({ packageName: 'Growth', pendingChange: null });
    const history = await historyOf(s.app, owner.enterpriseId);
    expect(history.map((e) => e.status)).toEqual([STRIPE_PAYMENT_STATUS.Active, STRIPE_PAYMENT_STATUS.Ended]);
    expect(new Date(history[0].startDate).toISOString()).toBe(periodEnd);
  });
});

describe('meter events', () => {
  it('sends one meter event per job launched under Flex, none under Growth', async () => {
    const flex = await buildEnterprise(s.app, 'Flex Co');
    const growth = await buildEnterprise(s.app, 'Steady Co');
    const { account } = await subscribeAndPay(s, flex, 'Flex');
    await subscribeAndPay(s, growth, 'Growth');
    const before = s.stripe.meterEvents.length;

    const created = wrapper(await s.call('POST', '/api/Campaign', flex.auth, job('Metered one'))).data as { pk_Campaign_ID: number };
    const cloned = wrapper(await s.call('GET', `/api/Campaign/CloneJob/${created.pk_Campaign_ID}`, flex.auth)).data as { pk_Campaign_ID: number };
    expect((await s.call('POST', '/api/Campaign', growth.auth, job('Flat fee'))).statusCode).toBe(201);
    await s.app.ctx.queue.drain();
    await s.app.ctx.queue.drain();

    const sent = s.stripe.meterEvents.slice(before);
    expect(sent.map((e) => [e.event_name, e.payload, e.identifier])).toEqual([
      ['candid_job_launched', { stripe_customer_id: account!.stripeCustomerId, value: '1' }, `job-${created.pk_Campaign_ID}`],
      ['candid_job_launched', { stripe_customer_id: account!.stripeCustomerId, value: '1' }, `job-${cloned.pk_Campaign_ID}`],
    ]);
  });
});
