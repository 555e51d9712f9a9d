import { formatDateTime } from '../../lib/dates';

/** A moment of the candidate's progress, e.g. "5th Mar, 2025, 2:30 PM"; '—' when not reached. */
export const formatMoment = (value: string | null | undefined): string => formatDateTime(value);

/** A team average as shown beside the stars: one decimal, '–' when nobody rated. */
export const formatAverage = (average: number | null | undefined) => (average == null ? '–' : average.toFixed(1));

export const ratingCountText = (count: number) => `${count} ${count === 1 ? 'rating' : 'ratings'}`;
