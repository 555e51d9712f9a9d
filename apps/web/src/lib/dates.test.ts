import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatLongMonth, formatShortMonth, ordinal } from './dates';

describe('date formatting (the one module)', () => {
  it('writes real ordinals', () => {
    const days = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 24, 30, 31, 101, 111, 112];
    expect(days.map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '24th', '30th', '31st', '101st', '111th', '112th']);
  });

  it('shows a calendar date as that day, whatever the time zone', () => {
    expect(formatDate('2026-12-01')).toBe('1st Dec, 2026');
    expect(formatDate('2026/12/22')).toBe('22nd Dec, 2026');
    expect(formatDate('2027-01-03')).toBe('3rd Jan, 2027');
    expect(formatDate('2026-11-11')).toBe('11th Nov, 2026');
    expect(formatDate(null)).toBe('—');
    expect(formatDate('not a date')).toBe('—');
  });

  it('shows a moment on the user’s day with the time as their locale writes it', () => {
    const local = new Date(2026, 11, 2, 13, 24); // 2 Dec 2026, 1:24 PM local time
    expect(formatDateTime(local.toISOString(), 'en-US')).toBe('2nd Dec, 2026, 1:24 PM');
    expect(formatDateTime(local.toISOString(), 'en-GB')).toBe('2nd Dec, 2026, 13:24');
    expect(formatDateTime(undefined)).toBe('—');
  });

  it('names months of the dashboard series', () => {
    expect(formatShortMonth('2025-03')).toBe('Mar 2025');
    expect(formatLongMonth('2025-03')).toBe('March 2025');
  });
});
