import {
  CAMPAIGN_LINE_STATUS,
  CAMPAIGN_LINE_STATUS_LABEL,
  DECISION_STATUSES,
  type CampaignLineStatus,
} from '@candid/shared';

type ChipColor = 'default' | 'info' | 'primary' | 'secondary' | 'success' | 'warning' | 'error';

const CHIP_COLOR: Record<CampaignLineStatus, ChipColor> = {
  [CAMPAIGN_LINE_STATUS.Invited]: 'default',
  [CAMPAIGN_LINE_STATUS.Started]: 'warning',
  [CAMPAIGN_LINE_STATUS.Completed]: 'info',
  [CAMPAIGN_LINE_STATUS.Reviewed]: 'secondary',
  [CAMPAIGN_LINE_STATUS.Shortlisted]: 'primary',
  [CAMPAIGN_LINE_STATUS.Rejected]: 'error',
  [CAMPAIGN_LINE_STATUS.Hired]: 'success',
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

/** The statuses the hiring team sets (Reviewed, Shortlisted, Rejected, Hired). */
export const DECISION_OPTIONS = DECISION_STATUSES.map((value) => ({ value, label: CAMPAIGN_LINE_STATUS_LABEL[value] }));

/** "3/5" answered, for the progress column. */
export const progressText = (answered: number, questions: number) => `${answered}/${questions}`;
