import dayjs from 'dayjs';

/** A moment of the candidate's progress, e.g. "5 Mar 2025, 2:30 PM"; '—' when not reached. */
export function formatMoment(value: string | null | undefined): string {
  if (!value) return '—';
  const d = dayjs(value);
  return d.isValid() ? d.format('D MMM YYYY, h:mm A') : '—';
}

/** A team average as shown beside the stars: one decimal, '–' when nobody rated. */
export const formatAverage = (average: number | null | undefined) => (average == null ? '–' : average.toFixed(1));

export const ratingCountText = (count: number) => `${count} ${count === 1 ? 'rating' : 'ratings'}`;
