import { describe, expect, it } from 'vitest';
import { TargetLimit, authRateLimit, createTargetLimits, retryAfterSeconds } from './rate-limit';
import { testConfig } from '../../test/harness';

/* The fixed windows on targets, on a clock the test holds (`now` is a parameter). */

describe('TargetLimit', () => {
  it('refuses past max within a window, says how long is left, and starts afresh when the window ends', () => {
    const limit = new TargetLimit(2, 10_000);
    const t0 = 1_000_000;
    expect([limit.take('a', t0), limit.take('a', t0 + 1), limit.take('a', t0 + 2)]).toEqual([true, true, false]);
    expect(limit.exhausted('a', t0 + 3)).toBe(true);
    expect(limit.msUntilReset('a', t0 + 4_000)).toBe(6_000);
    // The last millisecond of the window still counts; the next one is a new window.
    expect(limit.exhausted('a', t0 + 9_999)).toBe(true);
    expect(limit.exhausted('a', t0 + 10_000)).toBe(false);
    expect(limit.msUntilReset('a', t0 + 10_000)).toBe(0);
    expect([limit.take('a', t0 + 10_000), limit.take('a', t0 + 10_001), limit.take('a', t0 + 10_002)]).toEqual([true, true, false]);
    expect(limit.msUntilReset('a', t0 + 10_002)).toBe(9_998);
  });

  it('keeps targets apart, and clear() forgets one', () => {
    const limit = new TargetLimit(1, 60_000);
    expect(limit.take('a', 0)).toBe(true);
    expect(limit.take('a', 1)).toBe(false);
    expect(limit.take('b', 1)).toBe(true);
    limit.clear('a');
    expect(limit.exhausted('a', 2)).toBe(false);
    expect(limit.take('a', 2)).toBe(true);
    expect(limit.exhausted('b', 2)).toBe(true);
  });
});

describe('limits from the configuration', () => {
  it('takes the auth and account windows from RATE_LIMIT_*_WINDOW_SECONDS (defaults: a minute, 15 minutes)', () => {
    expect(authRateLimit({ config: testConfig() })).toMatchObject({ timeWindow: 60_000 });
    expect(authRateLimit({ config: testConfig({ RATE_LIMIT_AUTH_WINDOW_SECONDS: '5', RATE_LIMIT_AUTH_MAX: '3' }) })).toEqual({ max: 3, timeWindow: 5_000 });
    expect(createTargetLimits(testConfig()).signInFailures.windowMs).toBe(15 * 60_000);
    const limits = createTargetLimits(testConfig({ RATE_LIMIT_ACCOUNT_MAX: '4', RATE_LIMIT_ACCOUNT_WINDOW_SECONDS: '7' }));
    expect([limits.signInFailures.max, limits.signInFailures.windowMs]).toEqual([4, 7_000]);
  });

  it('gives Retry-After in whole seconds, rounded up, at least one', () => {
    expect([0, 1, 999, 1_000, 1_001, 60_000].map(retryAfterSeconds)).toEqual(['1', '1', '1', '1', '2', '60']);
  });
});
