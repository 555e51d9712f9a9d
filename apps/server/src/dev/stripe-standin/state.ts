import type Stripe from 'stripe';
import { buildPrice, buildProduct, type InvoiceLine, newId, type PriceSpec } from './objects';

/** An API error in Stripe's shape, with the HTTP status it is answered with. */
export class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; code?: string; message: string; param?: string },
  ) {
    super(body.message);
  }
}

/** What Stripe answers for an unknown id: 404 resource_missing. */
export function missing(kind: string, id: string, param = 'id'): StripeError {
  return new StripeError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'`, param });
}

/** What Stripe answers for a required parameter left out: 400 parameter_missing. */
export function paramMissing(param: string): StripeError {
  return new StripeError(400, { type: 'invalid_request_error', code: 'parameter_missing', message: `Missing required param: ${param}.`, param });
}

export function invalid(param: string, message: string): StripeError {
  return new StripeError(400, { type: 'invalid_request_error', code: 'parameter_invalid', message, param });
}

/** The price, quantity and subscription metadata of a checkout session. */
export interface Purchase {
  priceId: string;
  quantity: number | null;
  subscriptionMetadata: Stripe.Metadata;
}

/** Everything the stand-in holds, in memory, by id. */
export class StandInState {
  readonly products = new Map<string, Stripe.Product>();
  readonly prices = new Map<string, Stripe.Price>();
  readonly customers = new Map<string, Stripe.Customer>();
  readonly paymentMethods = new Map<string, Stripe.PaymentMethod>();
  readonly checkoutSessions = new Map<string, Stripe.Checkout.Session>();
  readonly portalSessions = new Map<string, Stripe.BillingPortal.Session>();
  readonly subscriptions = new Map<string, Stripe.Subscription>();
  readonly invoices = new Map<string, Stripe.Invoice>();
  readonly meterEvents: Stripe.Billing.MeterEvent[] = [];
  /** What each checkout session sells (Stripe keeps line items and subscription_data off the session object). */
  readonly purchases = new Map<string, Purchase>();
  /** Proration lines of each subscription waiting for its next invoice. */
  readonly pendingProrations = new Map<string, InvoiceLine[]>();
  /** The meter of each metered price's events (one per stand-in: every metered price shares it). */
  readonly meterId = newId('mtr');

  constructor(prices: PriceSpec[]) {
    for (const spec of prices) {
      const product = buildProduct(spec.productName);
      this.products.set(product.id, product);
      const price = buildPrice(spec, product, this.meterId);
      this.prices.set(price.id, price);
    }
  }

  customer(id: string, param = 'id'): Stripe.Customer {
    return found(this.customers.get(id), 'customer', id, param);
  }

  price(id: string, param = 'price'): Stripe.Price {
    return found(this.prices.get(id), 'price', id, param);
  }

  productName(price: Stripe.Price): string {
    const id = typeof price.product === 'string' ? price.product : price.product.id;
    return this.products.get(id)?.name ?? price.nickname ?? price.id;
  }

  paymentMethod(id: string): Stripe.PaymentMethod {
    return found(this.paymentMethods.get(id), 'PaymentMethod', id);
  }

  checkoutSession(id: string): Stripe.Checkout.Session {
    return found(this.checkoutSessions.get(id), 'checkout.session', id);
  }

  purchase(sessionId: string): Purchase {
    return found(this.purchases.get(sessionId), 'checkout.session', sessionId);
  }

  portalSession(id: string): Stripe.BillingPortal.Session {
    return found(this.portalSessions.get(id), 'billing_portal.session', id);
  }

  subscription(id: string): Stripe.Subscription {
    return found(this.subscriptions.get(id), 'subscription', id);
  }

  invoice(id: string): Stripe.Invoice {
    return found(this.invoices.get(id), 'invoice', id);
  }

  /** The customer's default card, if any. */
  defaultCard(customer: Stripe.Customer): Stripe.PaymentMethod | null {
    const pm = customer.invoice_settings.default_payment_method;
    const id = typeof pm === 'string' ? pm : pm?.id;
    return (id && this.paymentMethods.get(id)) || null;
  }

  /** The customer's live subscription (not canceled), newest first. */
  subscriptionOf(customerId: string): Stripe.Subscription | null {
    const subs = [...this.subscriptions.values()].filter((s) => s.customer === customerId && s.status !== 'canceled');
    return subs.at(-1) ?? null;
  }
}

function found<T>(value: T | undefined, kind: string, id: string, param = 'id'): T {
  if (value === undefined) throw missing(kind, id, param);
  return value;
}
