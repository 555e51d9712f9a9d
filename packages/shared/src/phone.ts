import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/*
 * Mobile numbers for text messages (issue 33), checked with libphonenumber-js and its full
 * metadata: a number is kept in E.164 (+61412345678). A number written without its country code
 * is read in `defaultCountry` when one is given (the recruiter's company country), else refused.
 * A subpath of its own (@candid/shared/phone): the metadata stays out of every bundle that does
 * not check numbers.
 */

export type MobileCheck = { ok: true; e164: string } | { ok: false; reason: 'invalid' | 'not-mobile' };

/** Reads `raw` as a mobile number: its E.164 form, or why it is refused. */
export function checkMobileNumber(raw: string, defaultCountry?: string): MobileCheck {
  const text = raw.trim();
  if (!text || text.length > 30) return { ok: false, reason: 'invalid' };
  const country = defaultCountry && /^[A-Z]{2}$/.test(defaultCountry) ? (defaultCountry as Parameters<typeof parsePhoneNumberFromString>[1]) : undefined;
  const parsed = parsePhoneNumberFromString(text, country);
  if (!parsed || !parsed.isValid()) return { ok: false, reason: 'invalid' };
  const type = parsed.getType();
  // Fixed lines cannot take text messages; numbers whose kind the metadata cannot tell are allowed.
  if (type === 'FIXED_LINE' || type === 'TOLL_FREE' || type === 'PREMIUM_RATE' || type === 'SHARED_COST' || type === 'VOICEMAIL') {
    return { ok: false, reason: 'not-mobile' };
  }
  return { ok: true, e164: parsed.number };
}

/** A number in E.164 for display, grouped the international way (+61 412 345 678). */
export function formatMobileNumber(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
