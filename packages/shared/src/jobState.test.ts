import { describe, expect, it } from 'vitest';
import { jobStateOf } from './jobState';

describe('jobStateOf', () => {
  const today = '2026-11-25';
  const job = (over: Partial<Parameters<typeof jobStateOf>[0]> = {}) =>
    jobStateOf({ Campaign_Status: 1, Campaign_StartDate: '2026-11-01', Campaign_EndDate: '2026-12-31', questionCount: 3, ...over }, today);

  it('is open (Active) from the start date to the end of the end date, with code 1 or 100', () => {
    expect(job()).toBe('open');
    expect(job({ Campaign_Status: 100 })).toBe('open');
    expect(job({ Campaign_StartDate: today, Campaign_EndDate: today })).toBe('open');
    expect(job({ Campaign_StartDate: '2026/11/25', Campaign_EndDate: '2026/11/25' })).toBe('open');
  });

  it('is scheduled before its start date, a draft without questions, paused under another code', () => {
    expect(job({ Campaign_StartDate: '2026-12-10' })).toBe('scheduled');
    expect(job({ questionCount: 0 })).toBe('draft');
    expect(job({ questionCount: 0, Campaign_StartDate: '2026-12-10' })).toBe('draft');
    expect(job({ questionCount: undefined })).toBe('open');
    expect(job({ Campaign_Status: 7 })).toBe('paused');
  });

  it('is ended with code 0 or after its end date, whatever else holds', () => {
    expect(job({ Campaign_Status: 0 })).toBe('ended');
    expect(job({ Campaign_EndDate: '2026-11-24' })).toBe('ended');
    expect(job({ Campaign_EndDate: '2026-11-24', questionCount: 0, Campaign_Status: 7 })).toBe('ended');
  });
});
