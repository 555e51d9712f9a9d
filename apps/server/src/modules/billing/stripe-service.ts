import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { MSG, type PaymentMethod, type StripePaymentInput, type StripePaymentResult } from '@candid/shared';
import type { Deps } from '../../context';
import type { AuthContext } from '../../actors';
import { withTransaction } from '../../db/transaction';
import { packages } from '../../db/schema/index';
import { HttpError, badRequest } from '../../http/errors';
import type { OffWire } from '../../http/wire';
import type { wireNames } from '../../http/wire-names';
import type { Payments } from '../../platform/payments/stripe';
import { isExpired, planOf } from './plan';
import { accountOf, lockAccount, ownerOf, requirePayments, updateAccount } from './stripe-accounts';
import { updateActiveEntry } from './stripe-history';
import { subscriptionItem } from './stripe-objects';
import { packageOfPrice, priceOfPackage, type PackageRow, type StripePrice } from './stripe-prices';

/*
 * The owner's Stripe calls (docs/api-billing.md, Stripe): subscribe through Checkout, change the
 * subscription's package (an upgrade now, prorated; a downgrade at the period's end), the
 * Customer Portal and the card on file. Webhooks (stripe-webhook.ts) record what Stripe did.
 */

type StripeDeps = Deps<'config' | 'payments'>;

/** POST /StripePayment's body with the domain's names: the package chosen and, optionally, its price. */
export type SubscribeInput = OffWire<StripePaymentInput, typeof wireNames.stripePayments>;

const packageNotFound = () => new HttpError(404, MSG.packageNotFound);

/** The Stripe customer of the enterprise, created once (with the owner's email). */
async function ensureCustomer(deps: StripeDeps, payments: Payments, actor: AuthContext): Promise<string> {
  return withTransaction(deps, async (txDeps) => {
    // The lock makes two concurrent first subscriptions share one customer.
    const account = await lockAccount(txDeps, actor.enterpriseId);
    if (account.stripeCustomerId) return account.stripeCustomerId;
    const owner = await ownerOf(txDeps, actor.enterpriseId);
    const customer = await payments.call('create customer', (stripe) =>
      stripe.customers.create({
        email: owner?.email,
        name: owner?.enterpriseName,
        metadata: { enterpriseId: String(actor.enterpriseId) },
      }),
    );
    await updateAccount(txDeps, actor.enterpriseId, { stripeCustomerId: customer.id });
    return customer.id;
  });
}

async function checkout(deps: StripeDeps, payments: Payments, actor: AuthContext, pkg: PackageRow, price: StripePrice): Promise<StripePaymentResult> {
  const customer = await ensureCustomer(deps, payments, actor);
  const metadata = { enterpriseId: String(actor.enterpriseId), packageId: String(pkg.id), userId: String(actor.userId) };
  const base = deps.config.publicUrl;
  const session = await payments.call('create checkout session', (stripe) =>
    stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: String(actor.enterpriseId),
      line_items: [price.metered || pkg.metered ? { price: price.id } : { price: price.id, quantity: 1 }],
      metadata,
      subscription_data: { metadata },
      success_url: `${base}/packages?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${base}/packages?checkout=cancelled`,
    }),
  );
  if (!session.url) throw new HttpError(503, MSG.billingUnavailable);
  return { action: 'checkout', url: session.url };
}

/** Changes the package of a live subscription: an upgrade now (prorated), a downgrade at the period's end. */
async function change(deps: StripeDeps, payments: Payments, actor: AuthContext, sub: Stripe.Subscription, pkg: PackageRow, price: StripePrice): Promise<StripePaymentResult> {
  const { enterpriseId } = actor;
  const item = sub.items.data[0];
  if (!item) throw new HttpError(503, MSG.billingUnavailable);
  const current = await packageOfPrice(payments, deps.db, { id: item.price.id, lookupKey: item.price.lookup_key });
  if (current?.id === pkg.id) throw new HttpError(409, MSG.packageAlreadyActive);

  if (!current || pkg.priceCents >= current.priceCents) {
    await payments.call('upgrade subscription', (stripe) =>
      stripe.subscriptions.update(sub.id, {
        items: [{ id: item.id, price: price.id }],
        proration_behavior: 'create_prorations',
        metadata: { ...sub.metadata, packageId: String(pkg.id) },
      }),
    );
    // In force now; customer.subscription.updated confirms the same package later (idempotent).
    await withTransaction(deps, async (txDeps) => {
      await lockAccount(txDeps, enterpriseId);
      await updateAccount(txDeps, enterpriseId, { stripeSubscriptionItemId: item.id, pendingPackageId: null, pendingEffectiveAt: null });
      await updateActiveEntry(txDeps, enterpriseId, { packageId: pkg.id });
    });
    return { action: 'upgraded', packageName: pkg.name };
  }

  const { periodEnd } = subscriptionItem(sub);
  if (!periodEnd) throw new HttpError(503, MSG.billingUnavailable);
  const effectiveAt = new Date(periodEnd * 1000).toISOString();
  await withTransaction(deps, async (txDeps) => {
    await lockAccount(txDeps, enterpriseId);
    await updateAccount(txDeps, enterpriseId, { stripeSubscriptionItemId: item.id, pendingPackageId: pkg.id, pendingEffectiveAt: effectiveAt });
  });
  return { action: 'scheduled', packageName: pkg.name, effectiveAt };
}

/** POST /StripePayment: Checkout for a first subscription, else a change of the subscription's package. */
export async function subscribe(deps: StripeDeps, actor: AuthContext, input: SubscribeInput): Promise<StripePaymentResult> {
  const payments = requirePayments(deps.payments);
  const { enterpriseId } = actor;
  const [pkg] = await deps.db
    .select()
    .from(packages)
    .where(and(eq(packages.id, input.packageId), eq(packages.active, true)));
  if (!pkg) throw packageNotFound();
  const plan = await planOf(deps, enterpriseId);
  const account = await accountOf(deps, enterpriseId);
  if (plan.packageId === pkg.id && !isExpired(plan)) {
    if (!account?.pendingPackageId) throw new HttpError(409, MSG.packageAlreadyActive);
    // Choosing the package in force again calls off the downgrade scheduled for the period's end.
    await updateAccount(deps, enterpriseId, { pendingPackageId: null, pendingEffectiveAt: null });
    return { action: 'upgraded', packageName: pkg.name };
  }
  const price = await priceOfPackage(payments, deps.db, pkg);
  if (!price) throw packageNotFound();
  if (input.price_id && input.price_id !== price.id) throw badRequest(MSG.validationFailed, { price_id: [MSG.packageNotFound] });

  if (account?.stripeSubscriptionId) {
    const subscriptionId = account.stripeSubscriptionId;
    const sub = await payments.call('retrieve subscription', (stripe) => stripe.subscriptions.retrieve(subscriptionId));
    if (sub.status !== 'canceled' && sub.status !== 'incomplete_expired') return change(deps, payments, actor, sub, pkg, price);
    // Ended in Stripe before its webhook arrived: subscribe afresh.
    await updateAccount(deps, enterpriseId, { stripeSubscriptionId: null, stripeSubscriptionItemId: null, pendingPackageId: null, pendingEffectiveAt: null });
  }
  return checkout(deps, payments, actor, pkg, price);
}

/** POST /StripePayment/Portal: a Customer Portal session (card, invoices, cancelling) that returns to /billing-method. */
export async function portal(deps: StripeDeps, actor: AuthContext): Promise<{ url: string }> {
  const payments = requirePayments(deps.payments);
  const customer = (await accountOf(deps, actor.enterpriseId))?.stripeCustomerId;
  if (!customer) throw new HttpError(409, MSG.noSubscription);
  const session = await payments.call('create portal session', (stripe) =>
    stripe.billingPortal.sessions.create({ customer, return_url: `${deps.config.publicUrl}/billing-method` }),
  );
  return { url: session.url };
}

/** GET /StripePayment/PaymentMethod: the customer's default card (else its first card), read from Stripe; null offline or without one. */
export async function paymentMethod(deps: StripeDeps, actor: AuthContext): Promise<PaymentMethod> {
  const payments = deps.payments;
  const customerId = payments ? (await accountOf(deps, actor.enterpriseId))?.stripeCustomerId : null;
  if (!payments || !customerId) return null;
  const customer = await payments.call('retrieve customer', (stripe) => stripe.customers.retrieve(customerId));
  if (customer.deleted) return null;
  const preferred = customer.invoice_settings?.default_payment_method ?? null;
  const method =
    typeof preferred === 'string'
      ? await payments.call('retrieve payment method', (stripe) => stripe.paymentMethods.retrieve(preferred))
      : (preferred ?? (await payments.call('list payment methods', (stripe) => stripe.paymentMethods.list({ customer: customerId, type: 'card', limit: 1 }))).data[0]);
  const card = method?.card;
  return card ? { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year } : null;
}
