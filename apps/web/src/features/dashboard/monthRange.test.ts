import { describe, expect, it } from 'vitest';
import { DASHBOARD_RANGE_MESSAGES } from '@candid/shared';
import { monthsBetween, presetRange, rangeError, selectableMonths, shortMonth, thisMonth, toMonthRange, zeroFill } from './monthRange';

describe('monthRange', () => {
  it('presets end at the current month and span whole months across years', () => {
    expect(thisMonth(new Date(2026, 0, 31))).toBe('2026-01');
    expect(presetRange(6, '2026-02')).toEqual({ from: '2025-09', to: '2026-02' });
    expect(presetRange(12, '2026-12')).toEqual({ from: '2026-01', to: '2026-12' });
    expect(presetRange(24, '2026-01')).toEqual({ from: '2024-02', to: '2026-01' });
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });

  it('sends the first day of the first month to the last day of the last month', () => {
    expect(toMonthRange('2023-12', '2024-02')).toEqual({ startDate: '2023-12-01', endDate: '2024-02-29' });
    expect(toMonthRange('2025-01', '2025-04')).toEqual({ startDate: '2025-01-01', endDate: '2025-04-30' });
  });

  it('rejects reversed or longer than five-year ranges', () => {
    expect(rangeError('2025-03', '2025-02')).toMatch(/must not be after/);
    expect(rangeError('2020-01', '2024-12')).toBeNull();
    expect(rangeError('2020-01', '2025-01')).toBe(DASHBOARD_RANGE_MESSAGES.tooLong);
    expect(selectableMonths('2026-01')).toHaveLength(60);
    expect(selectableMonths('2026-01')[0]).toBe('2026-01');
  });

  it('fills months the server left out with 0', () => {
    expect(zeroFill(['2025-01', '2025-02', '2025-03'], [{ month: '2025-02', count: 4 }])).toEqual([0, 4, 0]);
    expect(zeroFill(['2025-01'], undefined)).toEqual([0]);
    expect(shortMonth('2025-03')).toBe('Mar 2025');
  });
});
