import dayjs from 'dayjs';
import { CAMPAIGN_STATUS } from '@candid/shared';

/** The list's status filter (SPEC §4: code 100 active, 1 new; an ended job has code 0). */
export const STATUS_FILTERS = [
  { label: 'All', value: undefined },
  { label: 'Active', value: CAMPAIGN_STATUS.Active },
  { label: 'New', value: CAMPAIGN_STATUS.New },
  { label: 'Ended', value: 0 },
] as const;

export type StatusChip = { label: string; color: 'success' | 'info' | 'default' | 'warning' };

/** The chip of a job: an end date in the past reads Ended whatever the code. */
export function campaignStatusChip(status: number, endDate: string | null, today = dayjs()): StatusChip {
  const ended = endDate ? dayjs(endDate.replaceAll('/', '-')).isBefore(today, 'day') : false;
  if (status === 0 || ended) return { label: 'Ended', color: 'default' };
  if (status === CAMPAIGN_STATUS.Active) return { label: 'Active', color: 'success' };
  if (status === CAMPAIGN_STATUS.New) return { label: 'New', color: 'info' };
  return { label: `Status ${status}`, color: 'warning' };
}
