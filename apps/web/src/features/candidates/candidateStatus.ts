import {
  CAMPAIGN_LINE_STATUS,
  CAMPAIGN_LINE_STATUS_LABEL,
  DECISION_STATUSES,
  type CampaignLineStatus,
  type CandidateStage,
} from '@candid/shared';
import type { CandidateListRow } from '../../api/entities';

type ChipColor = 'default' | 'info' | 'primary' | 'secondary' | 'success' | 'warning' | 'error';

const CHIP_COLOR: Record<CampaignLineStatus, ChipColor> = {
  [CAMPAIGN_LINE_STATUS.Invited]: 'default',
  [CAMPAIGN_LINE_STATUS.Started]: 'warning',
  [CAMPAIGN_LINE_STATUS.Completed]: 'info',
  [CAMPAIGN_LINE_STATUS.Reviewed]: 'secondary',
  [CAMPAIGN_LINE_STATUS.Shortlisted]: 'primary',
  [CAMPAIGN_LINE_STATUS.Rejected]: 'error',
  [CAMPAIGN_LINE_STATUS.Hired]: 'success',
  [CAMPAIGN_LINE_STATUS.Withdrawn]: 'default',
};

const isLineStatus = (status: number): status is CampaignLineStatus => status in CAMPAIGN_LINE_STATUS_LABEL;

/** The chip of a campaign line's status (docs/api-interview.md "Campaign line status"). */
export function candidateStatusChip(status: number): { label: string; color: ChipColor } {
  if (!isLineStatus(status)) return { label: `Status ${status}`, color: 'default' };
  return { label: CAMPAIGN_LINE_STATUS_LABEL[status], color: CHIP_COLOR[status] };
}

/** Every status, for the list's filter. */
export const STATUS_OPTIONS = (Object.values(CAMPAIGN_LINE_STATUS) as CampaignLineStatus[]).map((value) => ({
  value,
  label: CAMPAIGN_LINE_STATUS_LABEL[value],
}));

/** The statuses the hiring team sets on a finished interview (Reviewed, Shortlisted, Rejected, Hired). */
export const DECISION_OPTIONS = DECISION_STATUSES.map((value) => ({ value, label: CAMPAIGN_LINE_STATUS_LABEL[value] }));

/** Why a candidate takes no decision yet, by stage; null when a decision can be made. */
export function noDecisionReason(stage: CandidateStage): string | null {
  if (stage === 'completed') return null;
  if (stage === 'withdrawn') return 'The invitation was withdrawn.';
  return 'Decisions open once the candidate finishes the interview.';
}

/** The candidate's name as they gave it, or null before they gave one. */
export function givenName(
  line: Pick<CandidateListRow, 'candidateFirstName' | 'candidateLastName'>,
): string | null {
  const name = [line.candidateFirstName, line.candidateLastName]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ');
  return name || null;
}

/** "3/5" answered, for the progress column. */
export const progressText = (answered: number, questions: number) => `${answered}/${questions}`;
