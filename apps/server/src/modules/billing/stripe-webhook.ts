import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Deps } from '../../context';
import type { DbOrTx } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { billingAccounts, enterprises, stripeEvents } from '../../db/schema/index';
import { HttpError } from '../../http/errors';
import type { Payments } from '../../platform/payments/stripe';
import { lockAccount, updateAccount, type BillingAccount } from './stripe-accounts';
import { customerIdOf, invoiceSubscription, isoOf, metadataId } from './stripe-objects';
import { invoicePaid, invoicePaymentFailed } from './stripe-invoices';
import { subscriptionChanged, subscriptionDeleted } from './stripe-subscriptions';

/*
 * POST /Stripe/Webhook after its signature verified (stripe-routes.ts). Each event is applied
 * once, in one transaction with the record of its id: a replay finds the id and changes
 * nothing; an event for a customer we do not know is refused (404) and not recorded, so Stripe
 * delivers it again. docs/api-billing.md lists what each event type does.
 */

export type WebhookDeps = Deps<'config'> & { payments: Payments };

/** What an event handler gets: the transaction, the enterprise's locked account and the event. */
export interface EventContext {
  deps: WebhookDeps;
  tx: DbOrTx;
  enterpriseId: number;
  account: BillingAccount;
  event: Stripe.Event;
}

export const unknownCustomer = () => new HttpError(404, 'Unknown customer');

interface Handler {
  /** The customer and, when Stripe carries it, our enterprise id from the object's metadata. */
  owner(object: unknown): { customerId: string | null; enterpriseId: number | null };
  apply(ctx: EventContext): Promise<void>;
}

const subscriptionOwner = (object: unknown) => {
  const sub = object as Stripe.Subscription;
  return { customerId: customerIdOf(sub), enterpriseId: metadataId(sub.metadata, 'enterpriseId') };
};
const invoiceOwner = (object: unknown) => {
  const invoice = object as Stripe.Invoice;
  return { customerId: customerIdOf(invoice), enterpriseId: metadataId(invoiceSubscription(invoice).metadata, 'enterpriseId') };
};

const HANDLERS: Record<string, Handler> = {
  'checkout.session.completed': {
    owner(object) {
      const session = object as Stripe.Checkout.Session;
      const named = Number(session.client_reference_id);
      return { customerId: customerIdOf(session), enterpriseId: Number.isInteger(named) && named > 0 ? named : metadataId(session.metadata, 'enterpriseId') };
    },
    async apply({ deps, enterpriseId, event }) {
      const session = event.data.object as Stripe.Checkout.Session;
      if (session.mode !== 'subscription' || !session.subscription) return;
      const sub = session.subscription;
      await updateAccount(deps, enterpriseId, {
        stripeCustomerId: customerIdOf(session),
        stripeSubscriptionId: typeof sub === 'string' ? sub : sub.id,
        ...(typeof sub === 'object' && sub.items?.data?.[0] ? { stripeSubscriptionItemId: sub.items.data[0].id } : {}),
      });
    },
  },
  'customer.subscription.created': { owner: subscriptionOwner, apply: subscriptionChanged },
  'customer.subscription.updated': { owner: subscriptionOwner, apply: subscriptionChanged },
  'customer.subscription.deleted': { owner: subscriptionOwner, apply: subscriptionDeleted },
  'invoice.paid': { owner: invoiceOwner, apply: invoicePaid },
  'invoice.payment_failed': { owner: invoiceOwner, apply: invoicePaymentFailed },
};

/**
 * The enterprise an event concerns: the one whose billing account has the customer, else the
 * one its metadata names when that enterprise has no other customer (the account then takes
 * the customer). Null: unknown.
 */
async function resolveEnterprise(txDeps: Deps, owner: { customerId: string | null; enterpriseId: number | null }): Promise<number | null> {
  const tx = txDeps.db;
  if (owner.customerId) {
    const [known] = await tx.select({ id: billingAccounts.enterpriseId }).from(billingAccounts).where(eq(billingAccounts.stripeCustomerId, owner.customerId));
    if (known) return known.id;
  }
  if (!owner.enterpriseId) return null;
  const [enterprise] = await tx.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.id, owner.enterpriseId));
  if (!enterprise) return null;
  const account = await lockAccount(txDeps, enterprise.id);
  if (account.stripeCustomerId && account.stripeCustomerId !== owner.customerId) return null;
  if (!account.stripeCustomerId && owner.customerId) await updateAccount(txDeps, enterprise.id, { stripeCustomerId: owner.customerId });
  return enterprise.id;
}

/** Applies a verified event once; `duplicate` when its id was seen before. */
export async function receiveStripeEvent(deps: WebhookDeps, event: Stripe.Event): Promise<{ received: true; duplicate?: boolean }> {
  return withTransaction(deps, async (txDeps) => {
    const tx = txDeps.db;
    const recorded = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, createdAt: isoOf(event.created) })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (!recorded.length) return { received: true, duplicate: true };
    const handler = HANDLERS[event.type];
    if (!handler) return { received: true };

    const enterpriseId = await resolveEnterprise(txDeps, handler.owner(event.data.object));
    // Thrown inside the transaction: the event id is not kept, so Stripe's retry is applied.
    if (!enterpriseId) throw unknownCustomer();
    await tx.update(stripeEvents).set({ enterpriseId }).where(eq(stripeEvents.id, event.id));
    // One enterprise's events are applied one at a time (the account row's lock).
    const account = await lockAccount(txDeps, enterpriseId);
    await handler.apply({ deps: txDeps, tx, enterpriseId, account, event });
    return { received: true };
  });
}
