import type { PlanSummary } from '@candid/shared';
import type { Package } from '../../api/entities';
import { formatDate } from '../../lib/dates';

type Meter = PlanSummary['jobs'];

/** 2000 -> '2,000'. */
const count = (n: number) => n.toLocaleString('en');

/**
 * 'Expires 1st Dec, 2026' (an operator's package), 'Paid until …' (a Stripe subscription, which
 * renews itself unless cancelled), 'Expired on …' or 'No end date'.
 */
export function expiryText(plan: Pick<PlanSummary, 'expiresAt' | 'isPackageExpired' | 'source'>): string {
  if (!plan.expiresAt) return 'No end date';
  if (plan.isPackageExpired) return `Expired on ${formatDate(plan.expiresAt)}`;
  return `${plan.source === 'stripe' ? 'Paid until' : 'Expires'} ${formatDate(plan.expiresAt)}`;
}

/** A meter as a phrase: '3 of 5 used', or '3 used · Unlimited' (limit null). */
export function meterText(meter: Meter): string {
  return meter.limit === null ? `${count(meter.used)} used · Unlimited` : `${count(meter.used)} of ${count(meter.limit)} used`;
}

/**
 * An amount in its currency: 'A$149', 'A$24.50'. English with the currency's international
 * symbol (A$, US$), so an Australian and an American plan cannot be mistaken for each other.
 */
export function formatMoney(cents: number, currency: string): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat('en', {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** 'Free', 'A$149 per month' or, billed by use, 'A$25 per launched job'. */
export function priceText(pkg: Pick<Package, 'priceCents' | 'currency' | 'interval' | 'metered'>): string {
  const amount = formatMoney(pkg.priceCents, pkg.currency);
  if (pkg.metered) return `${amount} per launched job`;
  if (pkg.priceCents === 0) return 'Free';
  return `${amount} per ${pkg.interval}`;
}

/** A package limit: '20', '2,000' or 'Unlimited'. */
export function limitText(limit: number | null): string {
  return limit === null ? 'Unlimited' : count(limit);
}

/** The package in force among those on offer: by id, else (the free default) by name. */
export function currentPackage(packages: readonly Package[], plan: Pick<PlanSummary, 'packageId' | 'packageName'>): Package | undefined {
  return plan.packageId !== null
    ? packages.find((p) => p.id === plan.packageId)
    : packages.find((p) => p.name === plan.packageName);
}

/**
 * Whether moving from `current` to `target` is an upgrade: as the server decides it, a package
 * at least as dear is one (in force now), a cheaper one a downgrade (at the period's end).
 */
export function isUpgrade(current: Package | undefined, target: Package): boolean {
  return !current || target.priceCents >= current.priceCents;
}

/** A package that costs nothing: it has no Stripe price, so it is reached by cancelling, not by paying. */
export const isFreePackage = (pkg: Package) => pkg.priceCents === 0 && !pkg.metered;
