import { JOB_STATE_LABELS, type JobState } from '@candid/shared';

/** The job list's state filter: every job, or those in one state (packages/shared jobState.ts). */
export const STATUS_FILTERS: readonly { label: string; value: JobState | undefined }[] = [
  { label: 'All', value: undefined },
  { label: JOB_STATE_LABELS.open, value: 'open' },
  { label: JOB_STATE_LABELS.scheduled, value: 'scheduled' },
  { label: JOB_STATE_LABELS.draft, value: 'draft' },
  { label: JOB_STATE_LABELS.paused, value: 'paused' },
  { label: JOB_STATE_LABELS.ended, value: 'ended' },
];

export type StatusChip = { label: string; color: 'success' | 'info' | 'default' | 'warning' };

const CHIP_COLOURS: Record<JobState, StatusChip['color']> = {
  open: 'success',
  scheduled: 'info',
  draft: 'warning',
  paused: 'warning',
  ended: 'default',
};

/** The chip of a job in a state: "Active" green, "Scheduled" blue, "Draft" and "Paused" amber, "Ended" grey. */
export const jobStateChip = (state: JobState): StatusChip => ({ label: JOB_STATE_LABELS[state], color: CHIP_COLOURS[state] });
