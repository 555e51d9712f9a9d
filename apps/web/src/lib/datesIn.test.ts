import { describe, expect, it } from 'vitest';
import { formatDayIn } from './datesIn';

describe('dates in the candidate language', () => {
  it.each([
    ['en', '1 December 2026'],
    ['es', '1 de diciembre de 2026'],
    ['fr', '1 décembre 2026'],
    ['de', '1. Dezember 2026'],
    ['pt-BR', '1 de dezembro de 2026'],
    ['zh-CN', '2026年12月1日'],
  ])('%s writes a calendar date its own way: %s', (locale, text) => {
    // English's long form depends on the region the runtime picks (December 1, 2026 in the US).
    if (locale === 'en') expect(formatDayIn(locale, '2026-12-01')).toMatch(/December 1, 2026|1 December 2026/);
    else expect(formatDayIn(locale, '2026-12-01')).toBe(text);
  });

  it('keeps a calendar date on its day, writes Arabic with its own month names, and gives nothing for a non-date', () => {
    expect(formatDayIn('de', '2026/03/31')).toBe('31. März 2026');
    expect(formatDayIn('ar', '2026-12-01')).toContain('ديسمبر');
    expect(formatDayIn('en', 'soon')).toBe('');
  });
});
