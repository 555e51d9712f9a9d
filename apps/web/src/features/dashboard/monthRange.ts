import { DASHBOARD_LIMITS, DASHBOARD_RANGE_MESSAGES, monthsBetween } from '@candid/shared';
import type { MonthRange } from '../../api/dashboard';
import { formatLongMonth, formatShortMonth } from '../../lib/dates';

/** A month as the per-month calls name it: 'YYYY-MM'. */
export type Month = string;

/** The per-month calls accept at most five years. */
export const MAX_RANGE_MONTHS = DASHBOARD_LIMITS.maxRangeYears * 12;
export const RANGE_PRESETS = [6, 12, 24] as const;

const pad = (n: number) => String(n).padStart(2, '0');
const monthIndex = (month: Month) => {
  const [y, m] = month.split('-').map(Number);
  return y * 12 + (m - 1);
};
const fromIndex = (i: number): Month => `${Math.floor(i / 12)}-${pad((i % 12) + 1)}`;

/** The current month (UTC, as the server counts months). */
export const thisMonth = (now = new Date()): Month => `${now.getUTCFullYear()}-${pad(now.getUTCMonth() + 1)}`;

/** The last `count` months up to and including `to`. */
export function presetRange(count: number, to: Month = thisMonth()): { from: Month; to: Month } {
  return { from: fromIndex(monthIndex(to) - count + 1), to };
}

export { monthsBetween };

/** Options of the custom range: the last five years, newest first. */
export const selectableMonths = (to: Month = thisMonth()): Month[] =>
  monthsBetween(presetRange(MAX_RANGE_MONTHS, to).from, to).reverse();

/** The call's dates: the first day of `from` to the last day of `to`. */
export function toMonthRange(from: Month, to: Month): MonthRange {
  const [y, m] = to.split('-').map(Number);
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { startDate: `${from}-01`, endDate: `${to}-${pad(lastDay)}` };
}

/** Why a custom range cannot be shown, or null when it can. */
export function rangeError(from: Month, to: Month): string | null {
  if (monthIndex(from) > monthIndex(to)) return 'The first month must not be after the last month.';
  if (monthIndex(to) - monthIndex(from) + 1 > MAX_RANGE_MONTHS) return DASHBOARD_RANGE_MESSAGES.tooLong;
  return null;
}

/** A count for every month of the range: months the server left out count 0. */
export function zeroFill(months: Month[], series: { month: string; count: number }[] | undefined): number[] {
  const byMonth = new Map((series ?? []).map((p) => [p.month, p.count]));
  return months.map((m) => byMonth.get(m) ?? 0);
}

/** 'Mar 2025' */
export const shortMonth: (month: Month) => string = formatShortMonth;
/** 'March 2025' */
export const longMonth: (month: Month) => string = formatLongMonth;
