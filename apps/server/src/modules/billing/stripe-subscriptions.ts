import type Stripe from 'stripe';
import { isoOf, subscriptionItem } from './stripe-objects';
import { updateAccount } from './stripe-accounts';
import { GRACE_MS, activeStripeEntry, updateActiveEntry } from './stripe-history';
import { packageOfPrice } from './stripe-prices';
import type { EventContext } from './stripe-webhook';

/*
 * customer.subscription.created/updated/deleted: the subscription's state as Stripe holds it.
 * Each event carries the whole state, so the newest applied wins: one older (by `created`) than
 * the account's lastEventAt is recorded and changes nothing.
 */

/** Statuses in which the subscription no longer pays for anything: the package ends now. */
const ENDED = new Set<Stripe.Subscription.Status>(['canceled', 'unpaid', 'incomplete_expired']);

const isOlder = ({ account, event }: EventContext) => Boolean(account.lastEventAt && event.created * 1000 < new Date(account.lastEventAt).getTime());

/** Another subscription than the account's current one (an old one ending late): not ours to apply. */
const isOtherSubscription = ({ account }: EventContext, sub: Stripe.Subscription) => Boolean(account.stripeSubscriptionId && account.stripeSubscriptionId !== sub.id);

/** The update undid a cancellation at the period's end (Stripe's previous_attributes). */
const wasCancelling = (event: Stripe.Event) =>
  (event.data as { previous_attributes?: { cancel_at_period_end?: boolean } }).previous_attributes?.cancel_at_period_end === true;

export async function subscriptionChanged(ctx: EventContext) {
  const { deps, tx, enterpriseId, event } = ctx;
  const sub = event.data.object as Stripe.Subscription;
  if (isOlder(ctx) || (isOtherSubscription(ctx, sub) && event.type !== 'customer.subscription.created')) return;
  const item = subscriptionItem(sub);
  const now = new Date().toISOString();

  if (ENDED.has(sub.status)) {
    await updateActiveEntry(deps, enterpriseId, { expiryDate: now });
    await updateAccount(deps, enterpriseId, { stripeSubscriptionId: null, stripeSubscriptionItemId: null, pendingPackageId: null, pendingEffectiveAt: null, lastEventAt: isoOf(event.created) });
    return;
  }

  const pkg = item.priceId ? await packageOfPrice(deps.payments, tx, { id: item.priceId, lookupKey: item.lookupKey }) : null;
  const entry = await activeStripeEntry(deps, enterpriseId);
  if (entry) {
    const changes: Parameters<typeof updateActiveEntry>[2] = {};
    // The price changed (an upgrade, the portal, the renewal's downgrade): the package follows.
    if (pkg && pkg.id !== entry.packageId) changes.packageId = pkg.id;
    if (item.periodEnd) {
      const periodEnd = item.periodEnd * 1000;
      const expiry = entry.expiryDate ? new Date(entry.expiryDate).getTime() : null;
      if (sub.cancel_at_period_end) {
        // Cancelled in the portal: the package is kept to the end of what was paid.
        if (expiry !== periodEnd) changes.expiryDate = new Date(periodEnd).toISOString();
      } else if (wasCancelling(event) && expiry !== null && expiry <= periodEnd) {
        // Cancellation undone: the paid period's grace again.
        changes.expiryDate = new Date(periodEnd + GRACE_MS).toISOString();
      }
    }
    if (Object.keys(changes).length) await updateActiveEntry(deps, enterpriseId, changes);
  }
  const pendingReached = pkg && ctx.account.pendingPackageId === pkg.id;
  await updateAccount(deps, enterpriseId, {
    stripeSubscriptionId: sub.id,
    stripeSubscriptionItemId: item.itemId ?? ctx.account.stripeSubscriptionItemId,
    lastEventAt: isoOf(event.created),
    ...(pendingReached ? { pendingPackageId: null, pendingEffectiveAt: null } : {}),
  });
}

export async function subscriptionDeleted(ctx: EventContext) {
  const { deps, enterpriseId, event } = ctx;
  const sub = event.data.object as Stripe.Subscription;
  if (isOtherSubscription(ctx, sub)) return;
  await updateActiveEntry(deps, enterpriseId, { expiryDate: new Date().toISOString() });
  const newest = ctx.account.lastEventAt && new Date(ctx.account.lastEventAt).getTime() > event.created * 1000 ? ctx.account.lastEventAt : isoOf(event.created);
  await updateAccount(deps, enterpriseId, { stripeSubscriptionId: null, stripeSubscriptionItemId: null, pendingPackageId: null, pendingEffectiveAt: null, lastEventAt: newest });
}
