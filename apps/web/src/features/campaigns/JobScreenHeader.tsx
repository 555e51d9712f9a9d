import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import PersonAddAltRounded from '@mui/icons-material/PersonAddAltRounded';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import { jobStateOf } from '@candid/shared';
import { useCampaign } from '../../api/campaigns';
import { BuildStatusChip } from './BuildStatusChip';
import { pauseLabel, usePauseJob } from './usePauseJob';

interface JobScreenHeaderProps {
  heading: string;
  /** The saved job's id: shows its build state and the invite action. */
  campaignId?: number;
  busy: boolean;
  onSave: () => void;
  onInvite: (campaignId: number) => void;
}

/** Back link, heading, the build chip, Pause or Reactivate and Invite candidates (edit mode), and Save with its spinner. */
export function JobScreenHeader({ heading, campaignId, busy, onSave, onInvite }: JobScreenHeaderProps) {
  const pause = usePauseJob();
  // The saved job as the server has it (the form does not hold its status): Pause or Reactivate.
  const saved = useCampaign(campaignId).data;
  const state = saved ? jobStateOf(saved) : undefined;
  const pauseAction = state ? pauseLabel(state) : null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Link component={RouterLink} to="/dashboard" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <ArrowBackRounded fontSize="small" aria-hidden />
        Back
      </Link>
      <Box sx={{ flexGrow: 1, display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', minWidth: 0 }}>
        <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.4rem', sm: '1.75rem' } }}>
          {heading}
        </Typography>
        {campaignId !== undefined && <BuildStatusChip campaignId={campaignId} />}
      </Box>
      {campaignId !== undefined && state && pauseAction && (
        <Button
          variant="outlined"
          startIcon={pauseAction === 'Pause' ? <PauseRounded /> : <PlayArrowRounded />}
          disabled={pause.busy}
          onClick={() => void pause.toggle(campaignId, state)}
        >
          {pauseAction === 'Pause' ? 'Pause job' : 'Reactivate job'}
        </Button>
      )}
      {campaignId !== undefined && (
        <Button variant="outlined" startIcon={<PersonAddAltRounded />} onClick={() => onInvite(campaignId)}>
          Invite candidates
        </Button>
      )}
      <Button
        variant="contained"
        onClick={onSave}
        aria-disabled={busy}
        sx={{ minWidth: 120 }}
        startIcon={busy ? <CircularProgress size={16} color="inherit" aria-label="Saving" /> : undefined}
      >
        Save
      </Button>
    </Box>
  );
}
