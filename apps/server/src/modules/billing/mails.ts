import { layout } from '../../platform/mail/templates';

/*
 * The billing emails, to the enterprise's owner: a payment received or failed (from Stripe's
 * webhook), a package about to expire and one that has expired (from the expiry scan, once each
 * per expiry date). Each links to /packages.
 */

/** 1999, 'aud' -> 'A$19.99' (en-AU), as the packages page shows it. */
export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-AU', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

/** 2026-12-31T… -> '31 December 2026'. */
export function formatDay(iso: string): string {
  return new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));
}

interface BillingMailBase {
  enterpriseName: string;
  packageName: string;
  /** {publicUrl}/packages */
  url: string;
}

export function paymentReceivedMail(opts: BillingMailBase & { amountCents: number; currency: string; periodEnd: string | null; invoiceUrl?: string | null }) {
  const lines = [
    `We received ${formatMoney(opts.amountCents, opts.currency)} for ${opts.enterpriseName}'s ${opts.packageName} package.`,
    opts.periodEnd ? `Your package is active until ${formatDay(opts.periodEnd)} and renews automatically.` : 'Your package is active.',
    ...(opts.invoiceUrl ? [`Your invoice: ${opts.invoiceUrl}`] : []),
  ];
  return {
    subject: `Payment received: Candid ${opts.packageName}`,
    text: `${lines.join('\n\n')}\n\n${opts.url}`,
    html: layout('Payment received', lines, { label: 'See your package', url: opts.url }),
  };
}

export function paymentFailedMail(opts: BillingMailBase & { amountCents: number; currency: string }) {
  const lines = [
    `The payment of ${formatMoney(opts.amountCents, opts.currency)} for ${opts.enterpriseName}'s ${opts.packageName} package did not go through.`,
    'Please check the card on file. Stripe tries again over the next days; if every attempt fails the package ends and nothing new can be launched.',
  ];
  return {
    subject: `Payment failed: Candid ${opts.packageName}`,
    text: `${lines.join('\n\n')}\n\n${opts.url}`,
    html: layout('Your payment did not go through', lines, { label: 'Update the payment method', url: opts.url }),
  };
}

export function packageExpiringMail(opts: BillingMailBase & { expiresAt: string }) {
  const lines = [
    `${opts.enterpriseName}'s ${opts.packageName} package ends on ${formatDay(opts.expiresAt)}.`,
    'After that, candidates can still finish interviews they have started and your team can still review them, but no new job can be launched and no one new can be invited until the package is renewed.',
  ];
  return {
    subject: `Your Candid package ends on ${formatDay(opts.expiresAt)}`,
    text: `${lines.join('\n\n')}\n\n${opts.url}`,
    html: layout('Your package is about to end', lines, { label: 'Renew or change package', url: opts.url }),
  };
}

export function packageExpiredMail(opts: BillingMailBase & { expiredAt: string }) {
  const lines = [
    `${opts.enterpriseName}'s ${opts.packageName} package ended on ${formatDay(opts.expiredAt)}.`,
    'Candidates can still finish interviews they have started and your team can still review them, but no new job can be launched and no one new can be invited until the package is renewed.',
  ];
  return {
    subject: 'Your Candid package has ended',
    text: `${lines.join('\n\n')}\n\n${opts.url}`,
    html: layout('Your package has ended', lines, { label: 'Renew your package', url: opts.url }),
  };
}
