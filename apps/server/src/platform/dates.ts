/**
 * A calendar date (YYYY-MM-DD, as job dates are stored) as people read it in mail and messages:
 * "10 December 2026". Job dates are days, not instants, so no time zone shifts them.
 */
export const readableDate = (isoDate: string) =>
  new Date(`${isoDate.slice(0, 10).replaceAll('/', '-')}T00:00:00Z`).toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * A calendar date as a candidate reads it in their language (issue 32): English exactly as
 * readableDate, any other language in its own long style ("1 de diciembre de 2026").
 */
export const readableDateIn = (isoDate: string, locale: string) =>
  locale === 'en'
    ? readableDate(isoDate)
    : new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${isoDate.slice(0, 10).replaceAll('/', '-')}T00:00:00Z`),
      );
