/*
 * Accommodations (issue 32): what a job's team grants one candidate so that the interview fits
 * them: more time (one and a half or two times every limit, or none at all), extra attempts and
 * a later deadline of their own. A candidate can ask for one on their first page; their request
 * goes to the team that decides, and reviewers see only that an accommodation was granted, never
 * the reason. A zod-free subpath module.
 */

/** More time: every think time and answer limit times 1.5 or 2, or no limit at all. */
export const ACCOMMODATION_TIMES = ['1.5', '2', 'untimed'] as const;
export type AccommodationTime = (typeof ACCOMMODATION_TIMES)[number];

/** The most extra attempts a candidate can be given per question. */
export const ACCOMMODATION_MAX_EXTRA_RETAKES = 5;

/** The longest request for an accommodation a candidate can send, in characters. */
export const ACCOMMODATION_REQUEST_MAX = 2000;

export interface Accommodation {
  time: AccommodationTime | null;
  extraRetakes: number;
  /** The candidate's own last day (YYYY-MM-DD), after the job's end date; null: the job's. */
  endDate: string | null;
}

export const NO_ACCOMMODATION: Accommodation = { time: null, extraRetakes: 0, endDate: null };

/** The timing a candidate answers with: the job's, with their accommodation applied. */
export interface Timing {
  thinkTimeSeconds: number;
  answerTimeLimitSeconds: number;
  retakes: number;
  untimed: boolean;
}

/** How many times the usual time a candidate has (1 when untimed or not granted: untimed drops the limits). */
const timeFactor = (accommodation: Pick<Accommodation, 'time'>) =>
  accommodation.time === '2' || accommodation.time === '1.5' ? Number(accommodation.time) : 1;

export function accommodatedTiming(job: Timing, accommodation: Accommodation): Timing {
  const factor = timeFactor(accommodation);
  return {
    thinkTimeSeconds: Math.round(job.thinkTimeSeconds * factor),
    answerTimeLimitSeconds: Math.round(job.answerTimeLimitSeconds * factor),
    retakes: job.retakes + accommodation.extraRetakes,
    untimed: job.untimed || accommodation.time === 'untimed',
  };
}

/**
 * A written answer's own time limit (issue 29) with the accommodation applied: longer by the same
 * factor, or none when the candidate is untimed.
 */
export function accommodatedWritingLimit(seconds: number | undefined, accommodation: Pick<Accommodation, 'time'>): number | undefined {
  if (seconds === undefined || accommodation.time === 'untimed') return undefined;
  return Math.round(seconds * timeFactor(accommodation));
}

/** The last day the candidate can take the interview: their own deadline when it is later than the job's. */
export const accommodatedEndDate = (jobEndDate: string, accommodation: Pick<Accommodation, 'endDate'>) =>
  accommodation.endDate !== null && accommodation.endDate > jobEndDate ? accommodation.endDate : jobEndDate;

/** Whether anything is granted. */
export const isAccommodated = (accommodation: Accommodation) =>
  accommodation.time !== null || accommodation.extraRetakes > 0 || accommodation.endDate !== null;
