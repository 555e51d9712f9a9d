import type { PlanSummary } from '@candid/shared';
import { formatDate } from '../../lib/dates';

type Meter = PlanSummary['jobs'];

/** 'Expires 1st Dec, 2026', 'Expired on …' or 'Does not expire'. */
export function expiryText(plan: Pick<PlanSummary, 'expiresAt' | 'isPackageExpired'>): string {
  if (!plan.expiresAt) return 'Does not expire';
  return `${plan.isPackageExpired ? 'Expired on' : 'Expires'} ${formatDate(plan.expiresAt)}`;
}

/** A meter as a phrase: '3 of 5 used', or '3 used · Unlimited' (limit null). */
export function meterText(meter: Meter): string {
  return meter.limit === null ? `${meter.used} used · Unlimited` : `${meter.used} of ${meter.limit} used`;
}
