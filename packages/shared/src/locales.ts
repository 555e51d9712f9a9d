/*
 * The languages a candidate meets Candid in (issue 32). A job's language (Campaign_Language, BCP 47)
 * decides the candidate's: their pages, their mails and the question voice. A regional variant
 * falls back to its base language, and anything else to English. A subpath of its own
 * (`@candid/shared/locales`), so the candidate app carries it without the contract.
 */

/** The candidate languages, each with a complete catalogue (apps/web/src/interview/i18n/catalogues). */
export const CANDIDATE_LOCALES = ['en', 'es', 'fr', 'de', 'pt-BR', 'ar', 'zh-CN'] as const;
export type CandidateLocale = (typeof CANDIDATE_LOCALES)[number];

/** Each language as it names itself: the candidate's language switch shows these. */
export const LOCALE_NAMES: Record<CandidateLocale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  'pt-BR': 'Português (Brasil)',
  ar: 'العربية',
  'zh-CN': '简体中文',
};

/** The languages written right to left. */
const RIGHT_TO_LEFT = new Set<string>(['ar']);

/** The languages a job can be set to, as the job form offers them (the English variants differ in the question voice). */
export const JOB_LANGUAGES = [
  { tag: 'en-AU', label: 'English (Australia)' },
  { tag: 'en-GB', label: 'English (United Kingdom)' },
  { tag: 'en-US', label: 'English (United States)' },
  { tag: 'es-ES', label: 'Spanish (Spain)' },
  { tag: 'fr-FR', label: 'French (France)' },
  { tag: 'de-DE', label: 'German (Germany)' },
  { tag: 'pt-BR', label: 'Portuguese (Brazil)' },
  { tag: 'ar', label: 'Arabic' },
  { tag: 'zh-CN', label: 'Chinese (Simplified)' },
] as const;

/**
 * The candidate language of a BCP 47 tag: the tag itself when it has a catalogue, then its base
 * language (`es-MX` → `es`, `pt-PT` → `pt-BR` as the one Portuguese, `zh-TW` → `zh-CN`), then
 * English. Case does not matter; null, empty or unknown is English.
 */
export function candidateLocaleOf(tag: string | null | undefined): CandidateLocale {
  if (!tag) return 'en';
  const wanted = tag.trim().replaceAll('_', '-').toLowerCase();
  const exact = CANDIDATE_LOCALES.find((locale) => locale.toLowerCase() === wanted);
  if (exact) return exact;
  const base = wanted.split('-')[0];
  return CANDIDATE_LOCALES.find((locale) => locale.split('-')[0].toLowerCase() === base) ?? 'en';
}

/** Whether a language is written right to left (the page's `dir`). */
export function directionOf(locale: string): 'rtl' | 'ltr' {
  return RIGHT_TO_LEFT.has(locale.split('-')[0].toLowerCase()) ? 'rtl' : 'ltr';
}

/** Characters of the scripts written without spaces between words: each Han ideograph, kana and Hangul syllable is a word. */
const UNSPACED = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]/gu;
const HAS_WORD = /[\p{L}\p{N}]/u;

/**
 * The words of a written answer, as its word limit counts them on both sides (the candidate's
 * counter, the server's check): runs of letters or digits between spaces, and each character of
 * Chinese, Japanese or Korean text (written without spaces), as word processors count them. Marks
 * standing alone ('-', '。') are not words.
 */
export function countWords(text: string): number {
  const unspaced = text.match(UNSPACED)?.length ?? 0;
  return unspaced + text.replace(UNSPACED, ' ').split(/\s+/).filter((token) => HAS_WORD.test(token)).length;
}
