/*
 * The funnel's numbers as text (issue 33). Durations come as the lower bound of the bucket the
 * median falls in (FUNNEL buckets in @candid/shared), so they read "about …".
 */

const PERCENT = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 0 });
const COUNT = new Intl.NumberFormat('en');
const ONE_DECIMAL = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/** '3 candidates', '1 candidate'. */
export const plural = (n: number, one: string, many: string) => `${COUNT.format(n)} ${n === 1 ? one : many}`;

/** A count with thousands separators: '1,234'. */
export const countText = (n: number) => COUNT.format(n);

/** A rate 0..1 as a whole percentage ('42%'); '—' when there is none. */
export const percentText = (rate: number | null) => (rate === null ? '—' : PERCENT.format(rate));

/** The median interview length: 'about 12 minutes', 'about 1.5 hours', 'under a minute'; '—' before anyone finished. */
export function interviewLengthText(minutes: number | null): string {
  if (minutes === null) return '—';
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return `about ${plural(minutes, 'minute', 'minutes')}`;
  return `about ${ONE_DECIMAL.format(minutes / 60)} ${minutes === 60 ? 'hour' : 'hours'}`;
}

/** The median time from invitation to finish: 'about 6 hours', 'about 3 days', 'under an hour'; '—' before anyone finished. */
export function responseTimeText(hours: number | null): string {
  if (hours === null) return '—';
  if (hours < 1) return 'under an hour';
  if (hours < 48) return `about ${plural(hours, 'hour', 'hours')}`;
  return `about ${ONE_DECIMAL.format(hours / 24)} days`;
}
