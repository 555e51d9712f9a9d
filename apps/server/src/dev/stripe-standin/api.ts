import type Stripe from 'stripe';
import { child, list, type Params, str, stringMap } from './form';
import type { StandInFlows } from './flows';
import { buildCheckoutSession, buildCustomer, buildMeterEvent, buildPortalSession, listOf, now } from './objects';
import { invalid, missing, paramMissing, StandInState, StripeError } from './state';

/** One API call, decoded: method, path below /v1, and the parameters of its query or body. */
export interface ApiCall {
  method: string;
  path: string;
  params: Params;
}

type Handler = (call: ApiCall, id: string) => object;

/** The subset of Stripe's /v1 API the server uses (docs/api-billing.md), over the stand-in's state. */
export class StandInApi {
  private readonly routes: Array<{ method: string; pattern: RegExp; handler: Handler }> = [];

  constructor(
    private readonly state: StandInState,
    private readonly flows: StandInFlows,
    private readonly base: string,
  ) {
    this.route('POST', /^\/customers$/, (c) => this.createCustomer(c));
    this.route('GET', /^\/customers\/([^/]+)$/, (c, id) => this.expand(this.state.customer(id), c));
    this.route('POST', /^\/customers\/([^/]+)$/, (c, id) => this.expand(this.updateCustomer(c, id), c));
    this.route('GET', /^\/customers\/([^/]+)\/payment_methods$/, (c, id) => this.customerCards(id, c));
    this.route('GET', /^\/payment_methods$/, (c) => this.listPaymentMethods(c));
    this.route('GET', /^\/prices$/, (c) => this.listPrices(c));
    this.route('GET', /^\/prices\/([^/]+)$/, (c, id) => this.expand(this.state.price(id, 'id'), c));
    this.route('POST', /^\/checkout\/sessions$/, (c) => this.createCheckout(c));
    this.route('GET', /^\/checkout\/sessions\/([^/]+)$/, (c, id) => this.expand(this.state.checkoutSession(id), c));
    this.route('POST', /^\/billing_portal\/sessions$/, (c) => this.createPortal(c));
    this.route('GET', /^\/subscriptions\/([^/]+)$/, (c, id) => this.expand(this.state.subscription(id), c));
    this.route('POST', /^\/subscriptions\/([^/]+)$/, (c, id) => this.expand(this.updateSubscription(c, id), c));
    this.route('DELETE', /^\/subscriptions\/([^/]+)$/, (_c, id) => this.cancelSubscription(id));
    this.route('GET', /^\/payment_methods\/([^/]+)$/, (c, id) => this.expand(this.state.paymentMethod(id), c));
    this.route('POST', /^\/billing\/meter_events$/, (c) => this.meterEvent(c));
    this.route('GET', /^\/invoices\/([^/]+)$/, (c, id) => this.expand(this.state.invoice(id), c));
  }

  private route(method: string, pattern: RegExp, handler: Handler) {
    this.routes.push({ method, pattern, handler });
  }

  /** Answers a call with the object, or throws a StripeError. */
  handle(call: ApiCall): object {
    for (const route of this.routes) {
      const match = route.pattern.exec(call.path);
      if (match && route.method === call.method) return route.handler(call, decodeURIComponent(match[1] ?? ''));
    }
    throw new StripeError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${call.method}: /v1${call.path}).` });
  }

  private createCustomer({ params }: ApiCall): Stripe.Customer {
    const customer = buildCustomer(str(params.email) ?? null, str(params.name) ?? null, stringMap(params.metadata));
    this.state.customers.set(customer.id, customer);
    return customer;
  }

  private updateCustomer({ params }: ApiCall, id: string): Stripe.Customer {
    const customer = this.state.customer(id);
    if (str(params.email) !== undefined) customer.email = str(params.email) || null;
    if (str(params.name) !== undefined) customer.name = str(params.name) || null;
    if (params.metadata !== undefined) {
      customer.metadata = { ...customer.metadata, ...stringMap(params.metadata) };
      for (const [key, value] of Object.entries(customer.metadata)) if (value === '') delete customer.metadata[key];
    }
    return customer;
  }

  /** The customer's cards, newest first (as Stripe lists them). */
  private customerCards(customerId: string, { params }: ApiCall): Stripe.ApiList<Stripe.PaymentMethod> {
    this.state.customer(customerId, 'customer');
    const type = str(params.type);
    const cards = [...this.state.paymentMethods.values()].filter((pm) => pm.customer === customerId && (!type || pm.type === type)).reverse();
    return limited(cards, params, `/v1/customers/${customerId}/payment_methods`);
  }

  /** GET /v1/payment_methods?customer=…&type=card */
  private listPaymentMethods(call: ApiCall): Stripe.ApiList<Stripe.PaymentMethod> {
    const customerId = str(call.params.customer);
    if (!customerId) throw paramMissing('customer');
    return { ...this.customerCards(customerId, call), url: '/v1/payment_methods' };
  }

  private listPrices({ params }: ApiCall): Stripe.ApiList<Stripe.Price> {
    const keys = list(params.lookup_keys).map(String);
    const active = str(params.active);
    const prices = [...this.state.prices.values()].filter(
      (p) => (!keys.length || (p.lookup_key !== null && keys.includes(p.lookup_key))) && (active === undefined || String(p.active) === active),
    );
    return limited(prices, params, '/v1/prices');
  }

  private createCheckout({ params }: ApiCall): Stripe.Checkout.Session {
    if (str(params.mode) !== 'subscription') throw invalid('mode', 'The stand-in only supports mode=subscription.');
    const customerId = str(params.customer);
    if (!customerId) throw paramMissing('customer');
    const customer = this.state.customer(customerId, 'customer');
    const line = list(params.line_items)[0];
    const priceId = str(child(line, 'price'));
    if (!priceId) throw paramMissing('line_items[0][price]');
    const price = this.state.price(priceId, 'line_items[0][price]');
    const metered = price.recurring?.usage_type === 'metered';
    const quantityText = str(child(line, 'quantity'));
    if (metered && quantityText !== undefined) throw invalid('line_items[0][quantity]', 'Quantity should not be specified where usage_type is `metered`. Remove quantity from `line_items[0]`.');
    const quantity = metered ? null : Number(quantityText ?? '1');
    if (quantity !== null && !(Number.isInteger(quantity) && quantity > 0)) throw invalid('line_items[0][quantity]', 'Invalid integer: quantity.');
    const successUrl = str(params.success_url);
    if (!successUrl) throw paramMissing('success_url');
    const session = buildCheckoutSession(
      {
        customer: customer.id, price, quantity, clientReferenceId: str(params.client_reference_id) ?? null,
        metadata: stringMap(params.metadata), subscriptionMetadata: {}, successUrl, cancelUrl: str(params.cancel_url) ?? null,
        customerEmail: null,
      },
      this.base,
    );
    this.state.checkoutSessions.set(session.id, session);
    this.state.purchases.set(session.id, { priceId: price.id, quantity, subscriptionMetadata: stringMap(child(params.subscription_data, 'metadata')) });
    return session;
  }

  private createPortal({ params }: ApiCall): Stripe.BillingPortal.Session {
    const customerId = str(params.customer);
    if (!customerId) throw paramMissing('customer');
    this.state.customer(customerId, 'customer');
    const session = buildPortalSession(customerId, str(params.return_url) ?? null, this.base);
    this.state.portalSessions.set(session.id, session);
    return session;
  }

  private updateSubscription({ params }: ApiCall, id: string): Stripe.Subscription {
    const item = list(params.items)[0];
    const cancel = str(params.cancel_at_period_end);
    const quantity = str(child(item, 'quantity'));
    return this.flows.update(id, {
      itemId: str(child(item, 'id')),
      priceId: str(child(item, 'price')),
      quantity: quantity === undefined ? undefined : Number(quantity),
      proration: str(params.proration_behavior),
      cancelAtPeriodEnd: cancel === undefined ? undefined : cancel === 'true',
      metadata: params.metadata === undefined ? undefined : stringMap(params.metadata),
    }).subscription;
  }

  /** DELETE /v1/subscriptions/:id: ends it now; customer.subscription.deleted follows the answer. */
  private cancelSubscription(id: string): Stripe.Subscription {
    const subscription = this.state.subscription(id);
    if (subscription.status === 'canceled') throw invalid('id', `No active subscription: '${id}' is already canceled.`);
    void this.flows.cancelNow(id);
    return subscription;
  }

  private meterEvent({ params }: ApiCall): Stripe.Billing.MeterEvent {
    const eventName = str(params.event_name);
    if (!eventName) throw paramMissing('event_name');
    const payload = stringMap(params.payload);
    if (!payload.stripe_customer_id) throw paramMissing('payload[stripe_customer_id]');
    // Stripe checks the customer asynchronously (a meter error report), so an unknown one is accepted here too.
    const identifier = str(params.identifier) ?? `standin_${now()}_${this.state.meterEvents.length}`;
    // Stripe ignores a second event with the same identifier (within 24 hours) and answers as if accepted.
    const known = this.state.meterEvents.find((e) => e.identifier === identifier);
    if (known) return known;
    const timestamp = Number(str(params.timestamp) ?? now());
    const event = buildMeterEvent(eventName, { value: '1', ...payload }, identifier, Number.isFinite(timestamp) ? timestamp : now());
    this.state.meterEvents.push(event);
    return event;
  }

  /** A copy of the object with each `expand[]` path's id replaced by the object it names. */
  private expand<T extends object>(object: T, { params }: ApiCall): T {
    const paths = list(params.expand).map(String);
    if (!paths.length) return object;
    const copy = structuredClone(object);
    for (const path of paths) {
      const keys = path.split('.');
      let node: Record<string, unknown> | null = copy as Record<string, unknown>;
      for (const key of keys.slice(0, -1)) node = (node?.[key] as Record<string, unknown> | null) ?? null;
      const last = keys.at(-1)!;
      const value = node?.[last];
      if (node && typeof value === 'string') node[last] = this.byId(value);
    }
    return copy;
  }

  private byId(id: string): object {
    const stores: Array<[string, Map<string, object>, string]> = [
      ['cus_', this.state.customers, 'customer'], ['pm_', this.state.paymentMethods, 'payment_method'],
      ['sub_', this.state.subscriptions, 'subscription'], ['in_', this.state.invoices, 'invoice'],
      ['price_', this.state.prices, 'price'], ['prod_', this.state.products, 'product'],
    ];
    const store = stores.find(([prefix]) => id.startsWith(prefix));
    const found = store?.[1].get(id);
    if (!found) throw missing(store?.[2] ?? 'object', id, 'expand');
    return found;
  }
}

/** A list object holding the first `limit` items (default 10, at most 100), with has_more. */
function limited<T>(items: T[], params: Params, url: string): Stripe.ApiList<T> {
  const limit = Math.min(100, Math.max(1, Number(str(params.limit) ?? 10) || 10));
  return { ...listOf(items.slice(0, limit), url), has_more: items.length > limit };
}
