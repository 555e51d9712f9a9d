import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { STRIPE_PAYMENT_STATUS } from '@candid/shared';
import { packages, stripePayments, users } from '../../db/schema/index';
import { enqueueMail } from '../../platform/mail/outbox';
import type { DbOrTx } from '../../db/client';
import { paymentFailedMail, paymentReceivedMail } from './mails';
import { ownerOf, updateAccount } from './stripe-accounts';
import { GRACE_MS, activeStripeEntry, endActiveEntries } from './stripe-history';
import { invoiceLine, invoiceSubscription, isoOf, metadataId, type InvoiceLine } from './stripe-objects';
import { packageOfPrice, priceOfPackage, type PackageRow } from './stripe-prices';
import type { EventContext } from './stripe-webhook';

/*
 * invoice.paid and invoice.payment_failed: one history entry per invoice (its id is unique).
 * A paid invoice's entry is the package in force until its period ends (plus a grace) and ends
 * the previous one; a failed one is recorded as Failed and changes nothing else (Stripe retries,
 * and the package lasts until its expiry). A downgrade due at this period applies here.
 */

/** The package the invoice's line sells, else the one the subscription's metadata names. */
async function packageOfInvoice(ctx: EventContext, line: InvoiceLine | null, metadata: Stripe.Metadata | null): Promise<PackageRow | null> {
  if (line?.priceId) {
    const pkg = await packageOfPrice(ctx.deps.payments, ctx.tx, { id: line.priceId, lookupKey: line.lookupKey });
    if (pkg) return pkg;
  }
  const named = metadataId(metadata, 'packageId');
  if (!named) return null;
  const [pkg] = await ctx.tx.select().from(packages).where(eq(packages.id, named));
  return pkg ?? null;
}

/** Who the entry is for: the user who subscribed (metadata) when still a member, else the owner. */
async function payerOf(tx: DbOrTx, enterpriseId: number, metadata: Stripe.Metadata | null, ownerId: number | undefined): Promise<number> {
  const named = metadataId(metadata, 'userId');
  if (named) {
    const [user] = await tx.select({ id: users.id }).from(users).where(and(eq(users.enterpriseId, enterpriseId), eq(users.id, named)));
    if (user) return user.id;
  }
  return ownerId ?? 0;
}

/**
 * The downgrade chosen for this period: the subscription's price switches now, without
 * proration (the period just paid is the last at the old price), and the entry gets the new package.
 */
async function dueDowngrade(ctx: EventContext, line: InvoiceLine, subscriptionId: string | null): Promise<PackageRow | null> {
  const { account, tx, deps } = ctx;
  if (!account.pendingPackageId || !account.pendingEffectiveAt || !subscriptionId) return null;
  // A minute's slack: Stripe's period boundaries are whole seconds.
  if (line.periodStart * 1000 < new Date(account.pendingEffectiveAt).getTime() - 60_000) return null;
  const [pkg] = await tx.select().from(packages).where(eq(packages.id, account.pendingPackageId));
  const price = pkg ? await priceOfPackage(deps.payments, tx, pkg) : null;
  const itemId = line.subscriptionItemId ?? account.stripeSubscriptionItemId;
  if (!pkg || !price || !itemId) return null;
  await deps.payments.call('apply downgrade', (stripe) =>
    stripe.subscriptions.update(subscriptionId, { items: [{ id: itemId, price: price.id }], proration_behavior: 'none', metadata: { packageId: String(pkg.id) } }),
  );
  return pkg;
}

export async function invoicePaid(ctx: EventContext) {
  const { tx, enterpriseId, event, deps } = ctx;
  const invoice = event.data.object as Stripe.Invoice;
  const subscription = invoiceSubscription(invoice);
  const line = invoiceLine(invoice);
  const [existing] = invoice.id ? await tx.select().from(stripePayments).where(eq(stripePayments.invoiceId, invoice.id)) : [];
  if (existing && existing.status !== STRIPE_PAYMENT_STATUS.Failed) return;
  let pkg = await packageOfInvoice(ctx, line, subscription.metadata);
  if (!pkg || !line) return;

  const downgrade = await dueDowngrade(ctx, line, subscription.id);
  if (downgrade) pkg = downgrade;
  const current = await activeStripeEntry(deps, enterpriseId);
  // A late invoice of an earlier period is history only: the newer period stays in force.
  const isCurrent = !current || new Date(current.startDate).getTime() <= line.periodStart * 1000;
  if (isCurrent) await endActiveEntries(deps, enterpriseId);
  const owner = await ownerOf(deps, enterpriseId);
  const expiresAt = new Date(line.periodEnd * 1000 + GRACE_MS).toISOString();
  // A mid-period invoice (a change's proration) continues the period in force: usage is not reset.
  const startsAt = invoice.billing_reason === 'subscription_update' && current ? current.startDate : isoOf(line.periodStart);
  const values = {
    enterpriseId: enterpriseId,
    userId: await payerOf(tx, enterpriseId, subscription.metadata, owner?.userId),
    packageId: pkg.id,
    status: isCurrent ? STRIPE_PAYMENT_STATUS.Active : STRIPE_PAYMENT_STATUS.Ended,
    source: 'stripe' as const,
    amountCents: invoice.amount_paid,
    currency: invoice.currency,
    invoiceId: invoice.id ?? null,
    invoiceUrl: invoice.hosted_invoice_url ?? null,
    clientId: ctx.account.stripeCustomerId,
    subscriptionId: subscription.id,
    subscriptionItemId: line.subscriptionItemId ?? ctx.account.stripeSubscriptionItemId,
    startDate: startsAt,
    expiryDate: expiresAt,
    remainingJobs: pkg.maxJobs,
    remainingInvites: pkg.maxInvites,
  };
  if (existing) {
    // A failed invoice that Stripe's retry has now collected.
    await tx
      .update(stripePayments)
      .set({ ...values, updatedAt: new Date().toISOString() })
      .where(eq(stripePayments.id, existing.id));
  } else {
    await tx.insert(stripePayments).values(values);
  }
  await updateAccount(deps, enterpriseId, {
    ...(subscription.id && isCurrent ? { stripeSubscriptionId: subscription.id } : {}),
    ...(line.subscriptionItemId && isCurrent ? { stripeSubscriptionItemId: line.subscriptionItemId } : {}),
    ...(downgrade ? { pendingPackageId: null, pendingEffectiveAt: null } : {}),
  });
  if (owner) {
    const mail = paymentReceivedMail({
      enterpriseName: owner.enterpriseName,
      packageName: pkg.name,
      url: `${deps.config.publicUrl}/packages`,
      amountCents: invoice.amount_paid,
      currency: invoice.currency,
      periodEnd: isoOf(line.periodEnd),
      invoiceUrl: invoice.hosted_invoice_url,
    });
    await enqueueMail(tx, { to: owner.email, enterpriseId, ...mail });
  }
}

export async function invoicePaymentFailed(ctx: EventContext) {
  const { tx, enterpriseId, event, deps } = ctx;
  const invoice = event.data.object as Stripe.Invoice;
  if (!invoice.id) return;
  const [existing] = await tx.select({ id: stripePayments.id }).from(stripePayments).where(eq(stripePayments.invoiceId, invoice.id));
  const subscription = invoiceSubscription(invoice);
  const line = invoiceLine(invoice);
  const current = await activeStripeEntry(deps, enterpriseId);
  const pkg = (await packageOfInvoice(ctx, line, subscription.metadata)) ?? (current ? { id: current.packageId } : null);
  const owner = await ownerOf(deps, enterpriseId);
  if (!existing && pkg) {
    await tx.insert(stripePayments).values({
      enterpriseId: enterpriseId,
      userId: await payerOf(tx, enterpriseId, subscription.metadata, owner?.userId),
      packageId: pkg.id,
      status: STRIPE_PAYMENT_STATUS.Failed,
      source: 'stripe',
      amountCents: invoice.amount_due,
      currency: invoice.currency,
      invoiceId: invoice.id,
      invoiceUrl: invoice.hosted_invoice_url ?? null,
      clientId: ctx.account.stripeCustomerId,
      subscriptionId: subscription.id,
      subscriptionItemId: line?.subscriptionItemId ?? null,
      startDate: line ? isoOf(line.periodStart) : new Date().toISOString(),
      expiryDate: line ? isoOf(line.periodEnd) : null,
    });
  }
  if (owner && !existing) {
    const [named] = pkg ? await tx.select({ name: packages.name }).from(packages).where(eq(packages.id, pkg.id)) : [];
    const mail = paymentFailedMail({
      enterpriseName: owner.enterpriseName,
      packageName: named?.name ?? '',
      url: `${deps.config.publicUrl}/billing-method`,
      amountCents: invoice.amount_due,
      currency: invoice.currency,
    });
    await enqueueMail(tx, { to: owner.email, enterpriseId, ...mail });
  }
}
