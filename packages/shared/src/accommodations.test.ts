import { describe, expect, it } from 'vitest';
import { accommodatedEndDate, accommodatedTiming, accommodatedWritingLimit, isAccommodated, NO_ACCOMMODATION } from './accommodations';

const job = { thinkTimeSeconds: 30, answerTimeLimitSeconds: 90, retakes: 1, untimed: false };
const grant = (time: '1.5' | '2' | 'untimed' | null, extraRetakes = 0, endDate: string | null = null) => ({ time, extraRetakes, endDate });

describe('accommodations', () => {
  it('multiplies every limit, adds attempts, or lifts the limits', () => {
    expect(accommodatedTiming(job, NO_ACCOMMODATION)).toEqual(job);
    expect(accommodatedTiming(job, grant('2'))).toEqual({ ...job, thinkTimeSeconds: 60, answerTimeLimitSeconds: 180 });
    expect(accommodatedTiming(job, grant('1.5', 2))).toEqual({ thinkTimeSeconds: 45, answerTimeLimitSeconds: 135, retakes: 3, untimed: false });
    expect(accommodatedTiming(job, grant('untimed'))).toMatchObject({ untimed: true });
    expect(isAccommodated(NO_ACCOMMODATION)).toBe(false);
    expect(isAccommodated(grant(null, 1))).toBe(true);
    expect(isAccommodated(grant(null, 0, '2027-01-31'))).toBe(true);
  });

  it("gives a written answer's own limit the same factor, and none when untimed", () => {
    expect(accommodatedWritingLimit(120, NO_ACCOMMODATION)).toBe(120);
    expect(accommodatedWritingLimit(120, grant('1.5'))).toBe(180);
    expect(accommodatedWritingLimit(120, grant('2'))).toBe(240);
    expect(accommodatedWritingLimit(120, grant('untimed'))).toBeUndefined();
    expect(accommodatedWritingLimit(undefined, grant('2'))).toBeUndefined();
  });

  it("moves the last day only later than the job's", () => {
    expect(accommodatedEndDate('2026-12-31', NO_ACCOMMODATION)).toBe('2026-12-31');
    expect(accommodatedEndDate('2026-12-31', grant(null, 0, '2027-01-15'))).toBe('2027-01-15');
    expect(accommodatedEndDate('2026-12-31', grant(null, 0, '2026-12-01'))).toBe('2026-12-31');
  });
});
