import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Tooltip from '@mui/material/Tooltip';
import type { InterviewBuild } from '@candid/shared';
import { MSG } from '@candid/shared';
import { useInterviewBuild } from '../../api/campaigns';

type ChipLook = { label: string; color: 'default' | 'success' | 'warning' | 'info'; hint: string };

/** What the chip says for a build state. */
export function buildChipLook(build: InterviewBuild): ChipLook {
  switch (build.state) {
    case 'ready':
      return {
        label: 'Interview ready',
        color: 'success',
        hint: build.audioSource === 'browser' ? MSG.interviewBrowserVoice : MSG.interviewReady,
      };
    case 'failed':
      return { label: 'Audio failed', color: 'warning', hint: MSG.interviewBuildFailed };
    case 'queued':
    case 'running': {
      const progress = build.questionsTotal > 0 ? ` ${Math.min(build.questionsDone, build.questionsTotal)}/${build.questionsTotal}` : '';
      return { label: `Building interview${progress}`, color: 'info', hint: MSG.interviewBuilding };
    }
    default:
      return { label: 'Interview not built', color: 'default', hint: 'Save the job to build its interview.' };
  }
}

/** The interview build state of a saved job, polled while it is building. */
export function BuildStatusChip({ campaignId }: { campaignId: number }) {
  const build = useInterviewBuild(campaignId);
  if (!build.data) return null;
  const look = buildChipLook(build.data);
  const building = build.data.state === 'queued' || build.data.state === 'running';
  return (
    <Tooltip title={look.hint}>
      <Chip
        size="small"
        color={look.color}
        variant="outlined"
        label={look.label}
        icon={building ? <CircularProgress size={12} color="inherit" aria-hidden /> : undefined}
        aria-label={`${look.label}. ${look.hint}`}
        role="status"
      />
    </Tooltip>
  );
}
