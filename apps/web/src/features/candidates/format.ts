import { formatDateTime } from '../../lib/dates';

/** A moment of the candidate's progress, e.g. "5th Mar, 2025, 2:30 PM"; '—' when not reached. */
export const formatMoment = (value: string | null | undefined): string => formatDateTime(value);

/** A team average as shown beside the stars: one decimal, '–' when nobody rated. */
export const formatAverage = (average: number | null | undefined) => (average == null ? '–' : average.toFixed(1));

export const ratingCountText = (count: number) => `${count} ${count === 1 ? 'rating' : 'ratings'}`;

/** A team average as read out: '4.3 out of 5 from 3 ratings', or 'no ratings yet'. */
export const averageText = (average: number | null | undefined, count: number) =>
  average == null || count === 0 ? 'no ratings yet' : `${formatAverage(average)} out of 5 from ${ratingCountText(count)}`;

/** 75 → '1:15'. */
export function clockTime(seconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
