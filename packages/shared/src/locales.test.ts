import { describe, expect, it } from 'vitest';
import { CANDIDATE_LOCALES, JOB_LANGUAGES, LOCALE_NAMES, candidateLocaleOf, countWords, directionOf } from './locales';

describe('candidate languages', () => {
  it.each([
    ['es-ES', 'es'],
    ['es-MX', 'es'],
    ['ES', 'es'],
    ['fr-CA', 'fr'],
    ['de-DE', 'de'],
    ['pt-BR', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['pt_br', 'pt-BR'],
    ['ar', 'ar'],
    ['ar-EG', 'ar'],
    ['zh-CN', 'zh-CN'],
    ['zh-TW', 'zh-CN'],
    ['en-AU', 'en'],
    ['it-IT', 'en'],
    ['', 'en'],
    [null, 'en'],
    ['not a tag', 'en'],
  ])('%s → %s: the tag, then its base language, then English', (tag, locale) => {
    expect(candidateLocaleOf(tag)).toBe(locale);
  });

  it('writes Arabic right to left and the others left to right', () => {
    expect(CANDIDATE_LOCALES.filter((locale) => directionOf(locale) === 'rtl')).toEqual(['ar']);
    expect(directionOf('ar-SA')).toBe('rtl');
  });

  it('names every language in itself, and the job form offers a tag for each', () => {
    expect(Object.keys(LOCALE_NAMES).sort()).toEqual([...CANDIDATE_LOCALES].sort());
    const offered = new Set(JOB_LANGUAGES.map((language) => candidateLocaleOf(language.tag)));
    expect([...offered].sort()).toEqual([...CANDIDATE_LOCALES].sort());
  });

  it('counts words as a word limit should in every language: spaced words, and each Chinese, Japanese or Korean character', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('  I like   night shifts. ')).toBe(4);
    expect(countWords('Yo trabajé dos años — en Madrid.')).toBe(6);
    expect(countWords('أحب العمل مع الناس')).toBe(4);
    expect(countWords('我喜欢夜班。')).toBe(5);
    expect(countWords('我在 Acme 工作了 3 年')).toBe(8);
    expect(countWords('こんにちは')).toBe(5);
  });
});
