import { describe, expect, it } from 'vitest';
import { jobStateOf } from './jobState';

describe('jobStateOf', () => {
  const today = '2026-11-25';
  const job = (over: Partial<Parameters<typeof jobStateOf>[0]> = {}) =>
    jobStateOf({ status: 1, startDate: '2026-11-01', endDate: '2026-12-31', questionCount: 3, ...over }, today);

  it('is open (Active) from the start date to the end of the end date, with code 1 or 100', () => {
    expect(job()).toBe('open');
    expect(job({ status: 100 })).toBe('open');
    expect(job({ startDate: today, endDate: today })).toBe('open');
    expect(job({ startDate: '2026/11/25', endDate: '2026/11/25' })).toBe('open');
  });

  it('is scheduled before its start date, a draft without questions, paused under another code', () => {
    expect(job({ startDate: '2026-12-10' })).toBe('scheduled');
    expect(job({ questionCount: 0 })).toBe('draft');
    expect(job({ questionCount: 0, startDate: '2026-12-10' })).toBe('draft');
    expect(job({ questionCount: undefined })).toBe('open');
    expect(job({ status: 7 })).toBe('paused');
  });

  it('is ended with code 0 or after its end date, whatever else holds', () => {
    expect(job({ status: 0 })).toBe('ended');
    expect(job({ endDate: '2026-11-24' })).toBe('ended');
    expect(job({ endDate: '2026-11-24', questionCount: 0, status: 7 })).toBe('ended');
  });
});
