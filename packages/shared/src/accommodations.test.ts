import { describe, expect, it } from 'vitest';
import { accommodatedTiming, isAccommodated, NO_ACCOMMODATION } from './accommodations';

const job = { thinkTimeSeconds: 30, answerTimeLimitSeconds: 90, retakes: 1, untimed: false };

describe('accommodations', () => {
  it('multiplies every limit, adds attempts, or lifts the limits', () => {
    expect(accommodatedTiming(job, NO_ACCOMMODATION)).toEqual(job);
    expect(accommodatedTiming(job, { time: '2', extraRetakes: 0 })).toEqual({ ...job, thinkTimeSeconds: 60, answerTimeLimitSeconds: 180 });
    expect(accommodatedTiming(job, { time: '1.5', extraRetakes: 2 })).toEqual({ thinkTimeSeconds: 45, answerTimeLimitSeconds: 135, retakes: 3, untimed: false });
    expect(accommodatedTiming(job, { time: 'untimed', extraRetakes: 0 })).toMatchObject({ untimed: true });
    expect(isAccommodated(NO_ACCOMMODATION)).toBe(false);
    expect(isAccommodated({ time: null, extraRetakes: 1 })).toBe(true);
  });
});
