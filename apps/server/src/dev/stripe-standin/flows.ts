import type Stripe from 'stripe';
import { buildCardPaymentMethod, buildInvoice, buildSubscription, type InvoiceLine, now, plusOneMonth } from './objects';
import { invalid, StandInState, StripeError } from './state';
import { buildEvent, WebhookSender } from './webhooks';

export const DECLINED_CARD = '4000000000000002';

/** A card as typed on a hosted page. */
export interface CardInput {
  number: string;
  /** "MM / YY", "MM/YY" or "MM/YYYY"; a date two years ahead when absent. */
  expiry?: string;
}

/** A card the page refuses, with the sentence it shows. */
export class CardError extends Error {}

function readCard(card: CardInput): { number: string; month: number; year: number } {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(number)) throw new CardError('Your card number is incomplete.');
  if (number === DECLINED_CARD) throw new CardError('Your card was declined.');
  const fallback = new Date().getUTCFullYear() + 2;
  const match = (card.expiry ?? '').match(/^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/);
  if (!card.expiry?.trim()) return { number, month: 12, year: fallback };
  if (!match) throw new CardError("Your card's expiration date is incomplete.");
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) throw new CardError("Your card's expiration month is invalid.");
  return { number, month, year };
}

/** What POST /v1/subscriptions/:id may change. */
export interface SubscriptionChange {
  itemId?: string;
  priceId?: string;
  quantity?: number;
  proration?: string;
  cancelAtPeriodEnd?: boolean;
  metadata?: Stripe.Metadata;
}

/** The stand-in's state changes that Stripe would announce with webhooks, and their events. */
export class StandInFlows {
  /** Deliveries run one after another, in the order the changes happened. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly state: StandInState,
    readonly sender: WebhookSender,
    private readonly base: string,
  ) {}

  /** Delivers the events after those already queued; resolves once the last is answered. */
  send(events: Stripe.Event[]): Promise<Stripe.Event[]> {
    const run = this.queue.then(() => this.sender.deliverAll(events));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Resolves when every queued delivery has been answered. */
  async settled(): Promise<void> {
    await this.queue;
  }

  private addCard(customer: Stripe.Customer, card: CardInput): Stripe.PaymentMethod {
    const { number, month, year } = readCard(card);
    const pm = buildCardPaymentMethod(number, month, year, customer);
    this.state.paymentMethods.set(pm.id, pm);
    customer.invoice_settings.default_payment_method = pm.id;
    return pm;
  }

  /** What Pay does on the checkout page: card, subscription, paid first invoice, completed session, webhooks. */
  async completeCheckout(sessionId: string, card: CardInput = { number: '4242424242424242' }): Promise<Stripe.Event[]> {
    const session = this.state.checkoutSession(sessionId);
    if (session.status !== 'open') throw new CardError('This checkout session is no longer open.');
    const customer = this.state.customer(String(session.customer));
    const purchase = this.state.purchase(session.id);
    const price = this.state.price(purchase.priceId);
    const pm = this.addCard(customer, card);
    const sub = buildSubscription(customer.id, price, purchase.quantity ?? undefined, purchase.subscriptionMetadata, pm.id);
    this.state.subscriptions.set(sub.id, sub);
    const invoice = this.invoiceFor(sub, 'subscription_create', true);
    Object.assign(session, {
      status: 'complete', payment_status: 'paid', subscription: sub.id, invoice: invoice.id,
      customer_details: {
        address: null, business_name: null, email: customer.email, individual_name: null, name: customer.name ?? null,
        phone: null, tax_exempt: 'none', tax_ids: [],
      },
    } satisfies Partial<Stripe.Checkout.Session>);
    return this.send([
      buildEvent('checkout.session.completed', session),
      buildEvent('customer.subscription.created', sub),
      buildEvent('invoice.paid', invoice),
    ]);
  }

  /** An invoice for the subscription's current period (metered: the period's usage), with any pending prorations. */
  private invoiceFor(sub: Stripe.Subscription, reason: Stripe.Invoice.BillingReason, paid: boolean): Stripe.Invoice {
    const item = sub.items.data[0]!;
    const customer = this.state.customer(String(sub.customer));
    const metered = item.price.recurring?.usage_type === 'metered';
    const amount = metered ? this.usage(customer.id, item.current_period_start) * (item.price.unit_amount ?? 0) : (item.price.unit_amount ?? 0) * (item.quantity ?? 1);
    const charge: InvoiceLine = {
      amount, periodStart: item.current_period_start, periodEnd: item.current_period_end,
      description: `${item.quantity ?? 1} × ${this.state.productName(item.price)} (per month)`,
    };
    const prorations = this.state.pendingProrations.get(sub.id) ?? [];
    this.state.pendingProrations.delete(sub.id);
    return this.keepInvoice(sub, buildInvoice({ customer, subscription: sub, paid, billingReason: reason, lines: [charge, ...prorations] }, this.base));
  }

  private keepInvoice(sub: Stripe.Subscription, invoice: Stripe.Invoice): Stripe.Invoice {
    this.state.invoices.set(invoice.id, invoice);
    sub.latest_invoice = invoice.id;
    return invoice;
  }

  /** Usage reported through meter events for the customer since `from` (a renewal bills the period before). */
  private usage(customerId: string, from: number): number {
    return this.state.meterEvents
      .filter((e) => e.payload.stripe_customer_id === customerId && e.timestamp >= from)
      .reduce((sum, e) => sum + (Number(e.payload.value ?? '1') || 0), 0);
  }

  /** The next period: a new paid invoice and customer.subscription.updated; a subscription set to cancel ends instead. */
  async renew(subscriptionId: string): Promise<Stripe.Event[]> {
    const sub = this.state.subscription(subscriptionId);
    if (sub.cancel_at_period_end) return this.cancelNow(subscriptionId);
    const item = sub.items.data[0]!;
    const previous = { status: sub.status, items: structuredClone(sub.items) };
    const invoiceMetered = item.price.recurring?.usage_type === 'metered' ? this.invoiceFor(sub, 'subscription_cycle', true) : null;
    item.current_period_start = item.current_period_end;
    item.current_period_end = plusOneMonth(item.current_period_start);
    sub.status = 'active';
    const invoice = invoiceMetered ?? this.invoiceFor(sub, 'subscription_cycle', true);
    return this.send([buildEvent('customer.subscription.updated', sub, previous), buildEvent('invoice.paid', invoice)]);
  }

  /** A renewal whose payment fails: an open invoice, the subscription past_due. */
  async failPayment(subscriptionId: string): Promise<Stripe.Event[]> {
    const sub = this.state.subscription(subscriptionId);
    const previous = { status: sub.status };
    const invoice = this.invoiceFor(sub, 'subscription_cycle', false);
    sub.status = 'past_due';
    return this.send([buildEvent('invoice.payment_failed', invoice), buildEvent('customer.subscription.updated', sub, previous)]);
  }

  /** Ends the subscription now: status canceled, customer.subscription.deleted. */
  async cancelNow(subscriptionId: string): Promise<Stripe.Event[]> {
    const sub = this.state.subscription(subscriptionId);
    const at = now();
    Object.assign(sub, { status: 'canceled', canceled_at: sub.canceled_at ?? at, ended_at: at } satisfies Partial<Stripe.Subscription>);
    return this.send([buildEvent('customer.subscription.deleted', sub)]);
  }

  /** POST /v1/subscriptions/:id: price change, cancel at period end, metadata. Answers at once; events follow. */
  update(subscriptionId: string, change: SubscriptionChange): { subscription: Stripe.Subscription; delivered: Promise<Stripe.Event[]> } {
    const sub = this.state.subscription(subscriptionId);
    if (sub.status === 'canceled') throw invalid('id', 'A canceled subscription can only update its cancellation_details and metadata.');
    const item = sub.items.data[0]!;
    if (change.itemId !== undefined && change.itemId !== item.id) throw new StripeError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such subscription item: '${change.itemId}'`, param: 'items[0][id]' });
    const previous: Record<string, unknown> = {};
    const events: Stripe.Event[] = [];
    if (change.priceId && change.priceId !== item.price.id) {
      previous.items = structuredClone(sub.items);
      events.push(...this.changePrice(sub, this.state.price(change.priceId, 'items[0][price]'), change));
    }
    if (change.cancelAtPeriodEnd !== undefined && change.cancelAtPeriodEnd !== sub.cancel_at_period_end) {
      previous.cancel_at_period_end = sub.cancel_at_period_end;
      sub.cancel_at_period_end = change.cancelAtPeriodEnd;
      sub.cancel_at = change.cancelAtPeriodEnd ? item.current_period_end : null;
      sub.canceled_at = change.cancelAtPeriodEnd ? now() : null;
    }
    if (change.metadata) {
      previous.metadata = { ...sub.metadata };
      sub.metadata = { ...sub.metadata, ...change.metadata };
      for (const [key, value] of Object.entries(sub.metadata)) if (value === '') delete sub.metadata[key];
    }
    events.unshift(buildEvent('customer.subscription.updated', sub, previous));
    return { subscription: sub, delivered: this.send(events) };
  }

  /**
   * Moves the item to another price. The unused time of the old price and the remaining time of the new
   * one are prorated as Stripe does: `always_invoice` bills an increase now (invoice.paid),
   * `create_prorations` (the default) adds it to the next invoice, `none` bills nothing.
   */
  private changePrice(sub: Stripe.Subscription, price: Stripe.Price, change: SubscriptionChange): Stripe.Event[] {
    const item = sub.items.data[0]!;
    const charge = (p: Stripe.Price, quantity: number | undefined) => (p.recurring?.usage_type === 'metered' ? 0 : (p.unit_amount ?? 0) * (quantity ?? 1));
    const oldAmount = charge(item.price, item.quantity);
    item.price = price;
    item.plan = { ...item.plan, id: price.id, amount: price.unit_amount, nickname: price.nickname, product: String(price.product), usage_type: price.recurring?.usage_type ?? 'licensed' };
    item.quantity = price.recurring?.usage_type === 'metered' ? undefined : (change.quantity ?? item.quantity ?? 1);
    const behaviour = change.proration ?? 'create_prorations';
    const left = Math.max(0, Math.min(1, (item.current_period_end - now()) / (item.current_period_end - item.current_period_start)));
    const amount = Math.round((charge(price, item.quantity) - oldAmount) * left);
    if (behaviour === 'none' || amount === 0) return [];
    const line: InvoiceLine = { amount, periodStart: now(), periodEnd: item.current_period_end, description: `Remaining time on ${this.state.productName(price)} after a change of plan`, proration: true };
    if (behaviour !== 'always_invoice' || amount < 0) {
      this.state.pendingProrations.set(sub.id, [...(this.state.pendingProrations.get(sub.id) ?? []), line]);
      return [];
    }
    const customer = this.state.customer(String(sub.customer));
    const invoice = this.keepInvoice(sub, buildInvoice({ customer, subscription: sub, paid: true, billingReason: 'subscription_update', lines: [line] }, this.base));
    return [buildEvent('invoice.paid', invoice)];
  }

  /** The portal's "Update card": a new default card for the customer and its subscription. */
  async replaceCard(customerId: string, card: CardInput): Promise<Stripe.Event[]> {
    const customer = this.state.customer(customerId);
    const pm = this.addCard(customer, card);
    const sub = this.state.subscriptionOf(customerId);
    if (sub) sub.default_payment_method = pm.id;
    return this.send([buildEvent('payment_method.attached', pm), buildEvent('customer.updated', customer)]);
  }

  /** The portal's "Cancel subscription": it runs to the end of the period. */
  async cancelAtPeriodEnd(customerId: string): Promise<Stripe.Event[]> {
    const sub = this.state.subscriptionOf(customerId);
    if (!sub || sub.cancel_at_period_end) return [];
    return this.update(sub.id, { cancelAtPeriodEnd: true }).delivered;
  }
}
