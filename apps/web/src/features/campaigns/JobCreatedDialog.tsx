import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import PersonAddAltRounded from '@mui/icons-material/PersonAddAltRounded';
import { MSG, type InterviewBuild } from '@candid/shared';
import { useInterviewBuild } from '../../api/campaigns';
import { formatDate } from '../../lib/dates';

interface JobCreatedDialogProps {
  open: boolean;
  /** The new job; its interview build is followed while the dialog is open. */
  campaignId?: number;
  onClose: () => void;
  /** Leaves for the invite screen of the job. */
  onInvite: (campaignId: number) => void;
  /** The start date (YYYY-MM-DD) of a job that opens later: the dialog says when candidates can start. */
  opensOn?: string | null;
}

/** "Preparing question audio: 2 of 5", as a determinate bar (indeterminate before the count is known). */
export function BuildProgress({ build }: { build: InterviewBuild | undefined }) {
  const total = build?.questionsTotal ?? 0;
  const done = Math.min(build?.questionsDone ?? 0, total);
  const label = total > 0 ? `Preparing question audio: ${done} of ${total}` : 'Preparing the interview';
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <LinearProgress
        variant={total > 0 ? 'determinate' : 'indeterminate'}
        value={total > 0 ? Math.round((done / total) * 100) : undefined}
        aria-label="Interview build progress"
        aria-valuetext={label}
      />
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

function BuildState({ build, failedToLoad, opensOn }: { build: InterviewBuild | undefined; failedToLoad: boolean; opensOn?: string | null }) {
  if (failedToLoad) {
    // No build state to show: the spec's wording stands.
    return <DialogContentText>The interview process is being built and will be ready in about 5 minutes.</DialogContentText>;
  }
  if (build?.state === 'ready') {
    return (
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 600 }}>
          <CheckCircleRounded color="success" aria-hidden />
          {MSG.interviewReady}
        </Typography>
        {opensOn && <DialogContentText>{MSG.jobOpensLater(formatDate(opensOn))}</DialogContentText>}
        {build.audioSource === 'browser' && <DialogContentText>{MSG.interviewBrowserVoice}</DialogContentText>}
      </Box>
    );
  }
  if (build?.state === 'failed') {
    return <DialogContentText>{MSG.interviewBuildFailed}</DialogContentText>;
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <DialogContentText>{MSG.interviewBuilding}</DialogContentText>
      <BuildProgress build={build} />
    </Box>
  );
}

/** SPEC §2 'Job Created', showing the interview build as it happens (polled every 2 s). */
export function JobCreatedDialog({ open, campaignId, onClose, onInvite, opensOn }: JobCreatedDialogProps) {
  const build = useInterviewBuild(campaignId, { enabled: open, pollWhileNone: true });
  const settled = build.data?.state === 'ready' || build.data?.state === 'failed';
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="job-created-title" maxWidth="xs" fullWidth>
      <DialogTitle id="job-created-title">Job Created</DialogTitle>
      <DialogContent>
        <Box role="status" aria-live="polite">
          <BuildState build={build.data} failedToLoad={build.isError} opensOn={opensOn} />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button variant={settled ? 'outlined' : 'contained'} color={settled ? 'inherit' : 'primary'} onClick={onClose}>
          Close
        </Button>
        {settled && campaignId !== undefined && (
          <Button variant="contained" startIcon={<PersonAddAltRounded />} onClick={() => onInvite(campaignId)}>
            Invite candidates
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
