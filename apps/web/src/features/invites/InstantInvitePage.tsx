import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PersonAddAltRounded from '@mui/icons-material/PersonAddAltRounded';
import { useCampaign, type Campaign } from '../../api/campaigns';
import { errorMessage } from '../../api/client';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { InviteCandidates } from './InviteCandidates';

/** The job comes from `?id=` (a link or a reload) or from the navigation state of the list or job screen. */
function useInviteCampaignId(): { id: number | undefined; initial?: Campaign } {
  const [params] = useSearchParams();
  const state = (useLocation().state ?? {}) as { campaign?: Campaign };
  const fromQuery = Number(params.get('id'));
  const id = Number.isInteger(fromQuery) && fromQuery > 0 ? fromQuery : state.campaign?.id || undefined;
  return { id, initial: state.campaign?.id === id ? state.campaign : undefined };
}

/** /campaign/instant/invite: choose how to invite candidates to a job (SPEC §2). */
export function InstantInvitePage() {
  const { id, initial } = useInviteCampaignId();
  const campaign = useCampaign(id, initial);

  if (!id) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 640, mx: 'auto', textAlign: 'center' }}>
        <PersonAddAltRounded sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
        <Typography variant="h1" component="h1" sx={{ mt: 1 }}>
          Invite candidates
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          Choose a job first: open its menu in the job list and pick Invite candidates.
        </Typography>
        <Button variant="contained" component={RouterLink} to="/campaign">
          Go to jobs
        </Button>
      </Paper>
    );
  }
  if (campaign.isPending) return <FullPageSpinner label="Loading the job" />;
  if (campaign.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" component={RouterLink} to="/campaign">
            Jobs
          </Button>
        }
      >
        {errorMessage(campaign.error)}
      </Alert>
    );
  }
  return <InviteCandidates campaign={campaign.data} />;
}
