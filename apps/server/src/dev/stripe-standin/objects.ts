import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';

/** A Stripe-looking id: the prefix, an underscore and 24 letters and digits. */
export function newId(prefix: string): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return `${prefix}_${[...randomBytes(24)].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

export const now = () => Math.floor(Date.now() / 1000);

/** The same moment one calendar month later (Stripe's monthly billing cycle), in unix seconds. */
export function plusOneMonth(unix: number): number {
  const date = new Date(unix * 1000);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}

/** One price of the stand-in's catalogue. */
export interface PriceSpec {
  lookupKey: string;
  productName: string;
  unitAmount: number;
  currency?: string;
  /** Billed per use through a meter (recurring.usage_type 'metered'). */
  metered?: boolean;
}

export function buildProduct(name: string): Stripe.Product {
  const created = now();
  return {
    id: newId('prod'), object: 'product', active: true, created, updated: created, description: null, images: [],
    livemode: false, marketing_features: [], metadata: {}, name, package_dimensions: null, shippable: null,
    tax_details: null, type: 'service', url: null,
  };
}

export function buildPrice(spec: PriceSpec, product: Stripe.Product, meterId: string | null): Stripe.Price {
  return {
    id: newId('price'), object: 'price', active: true, billing_scheme: 'per_unit', created: now(),
    currency: spec.currency ?? 'aud', custom_unit_amount: null, livemode: false, lookup_key: spec.lookupKey,
    metadata: {}, nickname: spec.productName, product: product.id,
    recurring: {
      interval: 'month', interval_count: 1, meter: spec.metered ? meterId : null, trial_period_days: null,
      usage_type: spec.metered ? 'metered' : 'licensed',
    },
    tax_behavior: 'unspecified', tiers_mode: null, transform_quantity: null, type: 'recurring',
    unit_amount: spec.unitAmount, unit_amount_decimal: null,
  };
}

/** The legacy plan object Stripe still embeds in each subscription item, mirroring its price. */
function planOfPrice(price: Stripe.Price): Stripe.Plan {
  return {
    id: price.id, object: 'plan', active: price.active, amount: price.unit_amount, amount_decimal: null,
    billing_scheme: price.billing_scheme, created: price.created, currency: price.currency,
    interval: price.recurring?.interval ?? 'month', interval_count: price.recurring?.interval_count ?? 1,
    livemode: false, metadata: price.metadata, meter: price.recurring?.meter ?? null, nickname: price.nickname,
    product: typeof price.product === 'string' ? price.product : price.product.id, tiers_mode: null,
    transform_usage: null, trial_period_days: null, usage_type: price.recurring?.usage_type ?? 'licensed',
  };
}

export function buildCustomer(email: string | null, name: string | null, metadata: Stripe.Metadata): Stripe.Customer {
  return {
    id: newId('cus'), object: 'customer', balance: 0, created: now(), default_source: null, description: null,
    email, name,
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false, metadata, shipping: null,
  };
}

/** A card payment method for a test card number (Visa unless it starts like another brand). */
export function buildCardPaymentMethod(number: string, expMonth: number, expYear: number, customer: Stripe.Customer): Stripe.PaymentMethod {
  const digits = number.replace(/\D/g, '');
  const brand = digits.startsWith('5') ? 'mastercard' : digits.startsWith('3') ? 'amex' : 'visa';
  return {
    id: newId('pm'), object: 'payment_method', created: now(), customer: customer.id, customer_account: null,
    billing_details: { address: null, email: customer.email, name: customer.name ?? null, phone: null, tax_id: null },
    card: {
      brand, checks: null, country: 'AU', display_brand: brand, exp_month: expMonth, exp_year: expYear,
      funding: 'credit', generated_from: null, last4: digits.slice(-4), networks: null, regulated_status: null,
      three_d_secure_usage: null, wallet: null,
    },
    livemode: false, metadata: {}, type: 'card',
  };
}

export interface CheckoutInput {
  customer: string;
  price: Stripe.Price;
  quantity: number | null;
  clientReferenceId: string | null;
  metadata: Stripe.Metadata;
  subscriptionMetadata: Stripe.Metadata;
  successUrl: string | null;
  cancelUrl: string | null;
  customerEmail: string | null;
}

export function buildCheckoutSession(input: CheckoutInput, base: string): Stripe.Checkout.Session {
  const id = newId('cs_test');
  const created = now();
  const amount = input.price.recurring?.usage_type === 'metered' ? 0 : (input.price.unit_amount ?? 0) * (input.quantity ?? 1);
  return {
    id, object: 'checkout.session', adaptive_pricing: null, after_expiration: null, allow_promotion_codes: null,
    allowed_payment_method_types: null, amount_subtotal: amount, amount_total: amount,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null }, billing_address_collection: null,
    cancel_url: input.cancelUrl, client_reference_id: input.clientReferenceId, client_secret: null,
    collected_information: null, consent: null, consent_collection: null, created, currency: input.price.currency,
    currency_conversion: null, custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: input.customer, customer_account: null, customer_creation: null, customer_details: null,
    customer_email: input.customerEmail, discounts: [], expires_at: created + 24 * 3600, integration_identifier: null,
    invoice: null, invoice_creation: null, livemode: false, locale: null, managed_payments: null,
    metadata: input.metadata, mode: 'subscription', origin_context: null, payment_intent: null, payment_link: null,
    payment_method_collection: 'always', payment_method_configuration_details: null, payment_method_options: null,
    payment_method_types: ['card'], payment_status: 'unpaid', permissions: null, recovered_from: null,
    saved_payment_method_options: null, setup_intent: null, shipping_address_collection: null, shipping_cost: null,
    shipping_options: [], status: 'open', submit_type: null, subscription: null, success_url: input.successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 }, ui_mode: 'hosted',
    url: `${base}/checkout/${id}`, wallet_options: null,
  };
}

export function buildSubscriptionItem(subscriptionId: string, price: Stripe.Price, quantity: number | undefined, start: number, end: number): Stripe.SubscriptionItem {
  return {
    id: newId('si'), object: 'subscription_item', billing_thresholds: null, created: start,
    current_period_start: start, current_period_end: end, current_trial: null, discounts: [], metadata: {},
    plan: planOfPrice(price), price, quantity, subscription: subscriptionId, tax_rates: [],
  };
}

export function buildSubscription(customer: string, price: Stripe.Price, quantity: number | undefined, metadata: Stripe.Metadata, paymentMethod: string | null): Stripe.Subscription {
  const id = newId('sub');
  const start = now();
  const item = buildSubscriptionItem(id, price, quantity, start, plusOneMonth(start));
  return {
    id, object: 'subscription', application: null, application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null }, billing_cycle_anchor: start,
    billing_cycle_anchor_config: null, billing_mode: { flexible: null, type: 'classic' }, billing_schedules: [],
    billing_thresholds: null, cancel_at: null, cancel_at_period_end: false, canceled_at: null,
    cancellation_details: null, collection_method: 'charge_automatically', created: start, currency: price.currency,
    customer, customer_account: null, days_until_due: null, default_payment_method: paymentMethod,
    default_source: null, description: null, discounts: [], ended_at: null,
    invoice_settings: { account_tax_ids: null, custom_fields: null, description: null, footer: null, issuer: { type: 'self' } },
    items: { object: 'list', data: [item], has_more: false, url: `/v1/subscription_items?subscription=${id}` },
    latest_invoice: null, livemode: false, managed_payments: null, metadata, next_pending_invoice_item_invoice: null,
    on_behalf_of: null, pause_collection: null, payment_settings: null, pending_invoice_item_interval: null,
    pending_setup_intent: null, pending_update: null, schedule: null, start_date: start, status: 'active',
    test_clock: null, transfer_data: null, trial_end: null, trial_settings: null, trial_start: null,
  };
}

/** One line of an invoice: the period's charge, or a proration left by a mid-period price change. */
export interface InvoiceLine {
  amount: number;
  description: string;
  periodStart: number;
  periodEnd: number;
  proration?: boolean;
}

export interface InvoiceInput {
  customer: Stripe.Customer;
  subscription: Stripe.Subscription;
  paid: boolean;
  billingReason: Stripe.Invoice.BillingReason;
  lines: InvoiceLine[];
}

export function buildInvoice(input: InvoiceInput, base: string): Stripe.Invoice {
  const id = newId('in');
  const created = now();
  const { customer, subscription, paid } = input;
  const item = subscription.items.data[0];
  const toLine = (line: InvoiceLine): Stripe.InvoiceLineItem => ({
    id: newId('il'), object: 'line_item', amount: line.amount, currency: subscription.currency, description: line.description,
    discount_amounts: [], discountable: true, discounts: [], invoice: id, livemode: false, metadata: {},
    parent: {
      type: 'subscription_item_details', invoice_item_details: null,
      subscription_item_details: {
        invoice_item: null, proration: line.proration ?? false, proration_details: null,
        subscription: subscription.id, subscription_item: item?.id ?? '',
      },
    },
    period: { start: line.periodStart, end: line.periodEnd },
    pretax_credit_amounts: [], pricing: { type: 'price_details', unit_amount_decimal: null, price_details: item ? { price: item.price.id, product: String(item.price.product) } : undefined },
    quantity: line.proration ? null : (item?.quantity ?? null), quantity_decimal: null, subscription: subscription.id, subtotal: line.amount, taxes: [],
  });
  const amount = Math.max(0, input.lines.reduce((sum, line) => sum + line.amount, 0));
  const first = input.lines[0];
  const periodStart = first?.periodStart ?? created;
  const periodEnd = first?.periodEnd ?? created;
  return {
    id, object: 'invoice', account_country: 'AU', account_name: 'Candid (Stripe stand-in)', account_tax_ids: null,
    amount_due: amount, amount_overpaid: 0, amount_paid: paid ? amount : 0, amount_remaining: paid ? 0 : amount,
    amount_shipping: 0, application: null, attempt_count: 1, attempted: true,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null, billing_reason: input.billingReason, collection_method: 'charge_automatically',
    created, currency: subscription.currency, custom_fields: null, customer: customer.id, customer_account: null,
    customer_address: null, customer_email: customer.email, customer_name: customer.name ?? null, customer_phone: null,
    customer_shipping: null, customer_tax_exempt: 'none', default_payment_method: null, default_source: null,
    default_tax_rates: [], description: null, discounts: [], due_date: null, effective_at: created,
    ending_balance: 0, footer: null, from_invoice: null, hosted_invoice_url: `${base}/invoices/${id}`,
    invoice_pdf: null, issuer: { type: 'self' }, last_finalization_error: null, latest_revision: null,
    lines: { object: 'list', data: input.lines.map(toLine), has_more: false, url: `/v1/invoices/${id}/lines` },
    livemode: false, metadata: {}, next_payment_attempt: paid ? null : created + 3 * 24 * 3600,
    number: `STANDIN-${id.slice(-6).toUpperCase()}`, on_behalf_of: null,
    parent: {
      type: 'subscription_details', quote_details: null,
      subscription_details: { metadata: subscription.metadata, subscription: subscription.id },
    },
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    period_end: periodEnd, period_start: periodStart, post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0, receipt_number: null, rendering: null, shipping_cost: null,
    shipping_details: null, starting_balance: 0, statement_descriptor: null, status: paid ? 'paid' : 'open',
    status_transitions: { finalized_at: created, marked_uncollectible_at: null, paid_at: paid ? created : null, voided_at: null },
    subtotal: amount, subtotal_excluding_tax: amount, test_clock: null, total: amount, total_discount_amounts: [],
    total_excluding_tax: amount, total_pretax_credit_amounts: [], total_taxes: [], webhooks_delivered_at: created,
  };
}

export function buildPortalSession(customer: string, returnUrl: string | null, base: string): Stripe.BillingPortal.Session {
  const id = newId('bps');
  return {
    id, object: 'billing_portal.session', configuration: newId('bpc'), created: now(), customer,
    customer_account: null, flow: null, livemode: false, locale: null, on_behalf_of: null, return_url: returnUrl,
    url: `${base}/portal/${id}`,
  };
}

export function buildMeterEvent(eventName: string, payload: Record<string, string>, identifier: string, timestamp: number): Stripe.Billing.MeterEvent {
  return { object: 'billing.meter_event', created: now(), event_name: eventName, identifier, livemode: false, payload, timestamp };
}

/** A list object as the API answers a list request. */
export function listOf<T>(data: T[], url: string): Stripe.ApiList<T> {
  return { object: 'list', data, has_more: false, url };
}
