import dayjs, { type Dayjs } from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';

/*
 * The one place the web app turns dates into text (issue 19): a date reads "1st Dec, 2026" (the
 * SPEC §9 shape 'Do MMM, YYYY' with real ordinals), a moment "1st Dec, 2026, 1:24 PM" in the
 * user's time zone with the time as their locale writes it, a month "Dec 2026". Nothing else
 * formats dates; a search for format(, toLocale…String and Intl.DateTimeFormat outside this
 * file finds none.
 */

dayjs.extend(advancedFormat);

/** SPEC §9 display format of a date, with ordinals (1st, 2nd, 3rd, 4th, 11th, 21st ...). */
export const DATE_FORMAT = 'Do MMM, YYYY';

/** 1 → '1st', 2 → '2nd', 11 → '11th', 22 → '22nd'. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** A calendar date (YYYY-MM-DD or YYYY/MM/DD, as campaign dates travel) as a local day. */
function calendarDay(value: string): Dayjs {
  // dayjs reads 'YYYY-MM-DD' as that day at local midnight (not UTC, as Date would).
  return dayjs(value.replaceAll('/', '-').slice(0, 10));
}

/**
 * A date for reading: '1st Dec, 2026'; '—' when there is none. A bare calendar date stays that
 * day everywhere; a moment (ISO with a time) is shown on the user's day.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '—';
  const d = typeof value === 'string' && /^\d{4}[-/]\d{2}[-/]\d{2}$/.test(value) ? calendarDay(value) : dayjs(value);
  return d.isValid() ? `${ordinal(d.date())} ${d.format('MMM, YYYY')}` : '—';
}

/** One formatter per locale: building an Intl.DateTimeFormat costs far more than formatting with it. */
const timeFormats = new Map<string | undefined, Intl.DateTimeFormat>();
function timeOfDay(d: Date, locale?: string): string {
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' });
    timeFormats.set(locale, format);
  }
  return format.format(d);
}

/** A moment for reading, in the user's time zone: '1st Dec, 2026, 1:24 PM'; '—' when there is none. */
export function formatDateTime(value: string | Date | null | undefined, locale?: string): string {
  if (!value) return '—';
  const d = dayjs(value);
  return d.isValid() ? `${formatDate(d.toDate())}, ${timeOfDay(d.toDate(), locale)}` : '—';
}

// English month names, as the rest of the app's dates: no Intl.DateTimeFormat to build (the first
// one built on a page costs a long task on a slow phone) for what is a table lookup.
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const monthParts = (month: string): [number, string] => {
  const [y, m] = month.split('-');
  return [Number(y), MONTHS[Number(m) - 1] ?? ''];
};

/** A month 'YYYY-MM' (as the dashboard's series count them): 'Mar 2025'. */
export function formatShortMonth(month: string): string {
  const [year, name] = monthParts(month);
  return `${name.slice(0, 3)} ${year}`;
}
/** A month 'YYYY-MM': 'March 2025'. */
export function formatLongMonth(month: string): string {
  const [year, name] = monthParts(month);
  return `${name} ${year}`;
}
