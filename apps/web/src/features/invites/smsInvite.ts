import { MSG, type InviteResultRow } from '@candid/shared';
import { checkMobileNumber, formatMobileNumber } from '@candid/shared/phone';
import { notify } from '../../components/notify';
import { isCandidateEmail } from './emailChips';
import type { SmsRecipient } from './useInviteSender';

/** Candidates typed in the text message dialog at most (as many as the email dialog's addresses). */
export const SMS_DIALOG_MAX_ROWS = 50;

const NAME_MAX = 100;

/** One candidate typed in the text message dialog. */
export interface SmsRow {
  /** Stable across edits and removals: the React key and the fields' ids. */
  key: number;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  /** Why the server refused the row last time (its field and message), until that field changes. */
  refused?: { field: 'email' | 'mobile'; message: string };
}

export type SmsField = 'firstName' | 'lastName' | 'email' | 'mobile';

export const blankSmsRow = (key: number): SmsRow => ({ key, firstName: '', lastName: '', email: '', mobile: '' });

/** A row with nothing typed in it: skipped on send rather than refused. */
export const isBlankRow = (row: SmsRow) => !row.firstName.trim() && !row.lastName.trim() && !row.email.trim() && !row.mobile.trim();

/** What is wrong with a row's email, or null. */
export function emailErrorOf(row: SmsRow): string | null {
  if (row.refused?.field === 'email') return row.refused.message;
  return isCandidateEmail(row.email.trim()) ? null : MSG.validEmail;
}

/** What is wrong with a row's mobile number, or null; a number without its country code is read in `country`. */
export function mobileErrorOf(row: SmsRow, country?: string): string | null {
  if (row.refused?.field === 'mobile') return row.refused.message;
  const check = checkMobileNumber(row.mobile, country);
  if (check.ok) return null;
  return check.reason === 'not-mobile' ? MSG.mobileNotMobile : MSG.mobileInvalid;
}

/** The number a valid mobile field will be texted at, grouped (+61 412 345 678), or null. */
export function mobileShownAs(mobile: string, country?: string): string | null {
  const check = checkMobileNumber(mobile, country);
  return check.ok ? formatMobileNumber(check.e164) : null;
}

/** The rows a send would use (the ones not blank), as recipients with the mobile number in E.164. */
export function smsRecipientsOf(rows: SmsRow[], country?: string): { row: SmsRow; recipient: SmsRecipient }[] {
  return rows
    .filter((row) => !isBlankRow(row))
    .map((row) => {
      const check = checkMobileNumber(row.mobile, country);
      return {
        row,
        recipient: {
          email: row.email.trim(),
          phone: check.ok ? check.e164 : row.mobile.trim(),
          firstName: row.firstName.trim().slice(0, NAME_MAX),
          lastName: row.lastName.trim().slice(0, NAME_MAX),
        },
      };
    });
}

/** SendSms checks the address too: a row refused for it points at the email field, else at the mobile number. */
export const refusalOf = ([, , message]: InviteResultRow): NonNullable<SmsRow['refused']> => ({
  field: message === MSG.validEmail ? 'email' : 'mobile',
  message: message || MSG.mobileInvalid,
});

/**
 * One toast per SendSms row (`sent`: the recipients of the request, in the rows' order), as the
 * email dialog does: sent (to the number, grouped), or the server's reason (already invited,
 * opted out, invalid) with the number or address it is about; '402' rows open the package-limit
 * modal instead.
 */
export function toastSmsRows(rows: InviteResultRow[], sent: SmsRecipient[]): void {
  rows.forEach((row, i) => {
    const [, status, message, number] = row;
    const email = sent[i]?.email ?? '';
    if (status === '200') notify.success(MSG.smsSentTo(formatMobileNumber(number)));
    else if (status === '400') {
      const refusal = refusalOf(row);
      notify.error(refusal.field === 'email' ? MSG.invalidEmailFor(email) : `${formatMobileNumber(number)}: ${refusal.message}`);
    } else if (status === '409') notify.error(message || MSG.alreadyMailSentTo(email));
  });
}
