import { CANDIDATE_EMAIL } from '@candid/shared';

/** SPEC §5: a candidate address is local part, at, dotted domain, final label of 2 to 4 letters. */
export const isCandidateEmail = (email: string) => email.length <= 254 && CANDIDATE_EMAIL.test(email);

/** The addresses in typed or pasted text: separated by spaces, commas or line breaks. */
export function splitEmails(text: string): string[] {
  return text.split(/[\s,;]+/).filter(Boolean);
}

/** Adds addresses to the chips, skipping ones already there (ignoring case). */
export function addChips(chips: string[], emails: string[]): string[] {
  const seen = new Set(chips.map((c) => c.toLowerCase()));
  const next = chips.slice();
  for (const email of emails) {
    const key = email.toLowerCase();
    if (!seen.has(key)) {
      seen.add(key);
      next.push(email);
    }
  }
  return next;
}

/** The addresses a Send would use: the chips plus the text still in the field, split on spaces. */
export const pendingRecipients = (chips: string[], text: string) => addChips(chips, splitEmails(text));

/** SPEC §5: sending needs at least one address, and every one valid. */
export const canSend = (recipients: string[]) => recipients.length > 0 && recipients.every(isCandidateEmail);
