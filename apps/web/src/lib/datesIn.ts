/*
 * Dates in a language the candidate reads (issue 32): each language's own long form, from the
 * browser's Intl ('1 de diciembre de 2026', '2026年12月1日'). The candidate app's only dates; the
 * employer app's are in ./dates.ts (English, with dayjs, which the candidate's bundle does not load).
 */

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A calendar date 'YYYY-MM-DD' (or an ISO moment, on the reader's day) in `locale`'s long form; '' when it is not a date. */
export function formatDayIn(locale: string, value: string): string {
  const calendar = /^(\d{4})[-/](\d{2})[-/](\d{2})$/.exec(value);
  const date = calendar ? new Date(Number(calendar[1]), Number(calendar[2]) - 1, Number(calendar[3])) : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
    dayFormats.set(locale, format);
  }
  return format.format(date);
}
