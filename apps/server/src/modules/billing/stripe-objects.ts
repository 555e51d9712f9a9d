import type Stripe from 'stripe';

/*
 * Reading the parts of Stripe's objects that billing needs, in the current API's shape and the
 * pre-2025 one (an invoice's subscription, a line's price and period), so a webhook endpoint
 * pinned to an older API version still works.
 */

type Ref = string | { id: string } | null | undefined;
const idOf = (ref: Ref) => (typeof ref === 'string' ? ref : (ref?.id ?? null));

/** An object's customer id (invoices, subscriptions, checkout sessions). */
export const customerIdOf = (object: { customer?: Ref }) => idOf(object.customer);

/** A string of the metadata that is a positive integer (our ids), or null. */
export function metadataId(metadata: Stripe.Metadata | null | undefined, key: string): number | null {
  const value = Number(metadata?.[key]);
  return Number.isInteger(value) && value > 0 ? value : null;
}

type LegacyInvoice = Stripe.Invoice & { subscription?: Ref; subscription_details?: { metadata?: Stripe.Metadata | null } };
type LegacyLine = Stripe.InvoiceLineItem & { price?: Stripe.Price | null };

/** The subscription an invoice bills, and the subscription's metadata as the invoice saw it. */
export function invoiceSubscription(invoice: Stripe.Invoice): { id: string | null; metadata: Stripe.Metadata | null } {
  const legacy = invoice as LegacyInvoice;
  const details = invoice.parent?.subscription_details;
  return {
    id: idOf(details?.subscription) ?? idOf(legacy.subscription),
    metadata: details?.metadata ?? legacy.subscription_details?.metadata ?? null,
  };
}

export interface InvoiceLine {
  priceId: string | null;
  lookupKey: string | null;
  /** Seconds since the epoch, as Stripe writes them. */
  periodStart: number;
  periodEnd: number;
  subscriptionItemId: string | null;
}

/** The invoice's line for the subscription's period (not a proration), else its first line. */
export function invoiceLine(invoice: Stripe.Invoice): InvoiceLine | null {
  const lines = (invoice.lines?.data ?? []) as LegacyLine[];
  const line = lines.find((l) => l.parent?.subscription_item_details && !l.parent.subscription_item_details.proration) ?? lines[0];
  if (!line) return null;
  const detailsPrice = line.pricing?.price_details?.price;
  const price = typeof detailsPrice === 'object' ? detailsPrice : (line.price ?? null);
  return {
    priceId: typeof detailsPrice === 'string' ? detailsPrice : (price?.id ?? null),
    lookupKey: price?.lookup_key ?? null,
    periodStart: line.period?.start ?? invoice.period_start,
    periodEnd: line.period?.end ?? invoice.period_end,
    subscriptionItemId: line.parent?.subscription_item_details?.subscription_item ?? null,
  };
}

/** A subscription's (first) item with its price and current period. */
export function subscriptionItem(sub: Stripe.Subscription) {
  const item = sub.items?.data?.[0] as (Stripe.SubscriptionItem & { current_period_end?: number }) | undefined;
  const legacyEnd = (sub as Stripe.Subscription & { current_period_end?: number }).current_period_end;
  return {
    itemId: item?.id ?? null,
    priceId: item?.price?.id ?? null,
    lookupKey: item?.price?.lookup_key ?? null,
    periodEnd: item?.current_period_end ?? legacyEnd ?? null,
  };
}

/** Seconds since the epoch -> ISO. */
export const isoOf = (seconds: number) => new Date(seconds * 1000).toISOString();
