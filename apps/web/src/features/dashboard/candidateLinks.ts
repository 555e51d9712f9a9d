import { initialsOf, type CandidateListRow } from '@candid/shared';

/** The candidate detail screen of a campaign line. */
export const candidateInfoPath = (campaignLineId: number) => `/candidates/info?id=${campaignLineId}`;

/** '4.3 (3 ratings)', or 'Not rated yet'. */
export function ratingText(average: number | null, count: number): string {
  if (average === null || count === 0) return 'Not rated yet';
  return `${average.toFixed(1)} (${count} ${count === 1 ? 'rating' : 'ratings'})`;
}

/** The candidate's initials, else the first letter of the email. */
export function candidateInitials(
  line: Pick<CandidateListRow, 'CampaignLine_CandidateFirstName' | 'CampaignLine_CandidateLastName' | 'CampaignLine_CandidateEmail'>,
): string {
  const initials = initialsOf(line.CampaignLine_CandidateFirstName, line.CampaignLine_CandidateLastName);
  return initials === '?' ? line.CampaignLine_CandidateEmail.charAt(0).toUpperCase() || '?' : initials;
}
