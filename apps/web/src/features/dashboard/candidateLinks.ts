import { initialsOf } from '@candid/shared';
import type { CandidateListRow } from '../../api/entities';

/** The candidate detail screen of a campaign line. */
export const candidateInfoPath = (campaignLineId: number) => `/candidates/info?id=${campaignLineId}`;

/** '4.3 (3 ratings)', or 'Not rated yet'. */
export function ratingText(average: number | null, count: number): string {
  if (average === null || count === 0) return 'Not rated yet';
  return `${average.toFixed(1)} (${count} ${count === 1 ? 'rating' : 'ratings'})`;
}

/** The candidate's initials, else the first letter of the email. */
export function candidateInitials(
  line: Pick<CandidateListRow, 'candidateFirstName' | 'candidateLastName' | 'candidateEmail'>,
): string {
  const initials = initialsOf(line.candidateFirstName, line.candidateLastName);
  return initials === '?' ? line.candidateEmail.charAt(0).toUpperCase() || '?' : initials;
}
