/*
 * Accommodations (issue 32): what a job's team grants one candidate so that the interview fits
 * them: more time (one and a half or two times every limit, or none at all) and extra attempts.
 * Only the grant is kept with the candidate; why it was asked for is not (reviewers see that an
 * accommodation was granted, never the reason). A zod-free subpath module.
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
}

export const NO_ACCOMMODATION: Accommodation = { time: null, extraRetakes: 0 };

/** The timing a candidate answers with: the job's, with their accommodation applied. */
export interface Timing {
  thinkTimeSeconds: number;
  answerTimeLimitSeconds: number;
  retakes: number;
  untimed: boolean;
}

export function accommodatedTiming(job: Timing, accommodation: Accommodation): Timing {
  const factor = accommodation.time === '2' || accommodation.time === '1.5' ? Number(accommodation.time) : 1;
  return {
    thinkTimeSeconds: Math.round(job.thinkTimeSeconds * factor),
    answerTimeLimitSeconds: Math.round(job.answerTimeLimitSeconds * factor),
    retakes: job.retakes + accommodation.extraRetakes,
    untimed: job.untimed || accommodation.time === 'untimed',
  };
}

/** Whether anything is granted. */
export const isAccommodated = (accommodation: Accommodation) => accommodation.time !== null || accommodation.extraRetakes > 0;
