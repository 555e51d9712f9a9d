import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { MSG } from '@candid/shared';
import { errorMessage } from '../../api/client';
import { PackageLimitDialog } from '../../components/PackageLimitDialog';
import { InviteResultList, TeamInviteFields } from '../team/TeamInviteFields';
import { useTeamInviteForm } from '../team/useTeamInviteForm';
import { StepActions } from './StepActions';

interface TeamStepProps {
  enterpriseId: number;
  /** The inviter's name for the email. */
  fromName: string;
  onBack: () => void;
  /** Moves on to the package step. */
  onFinish: () => void;
}

/**
 * Step 3 (optional): invite colleagues by email with an access level (POST
 * /Message/SendInviteUser, the team page's rules), each recipient's outcome listed. Continue
 * sends what is still in the field first and moves on only when every address went out.
 */
export function TeamStep({ enterpriseId, fromName, onBack, onFinish }: TeamStepProps) {
  const [limitOpen, setLimitOpen] = useState(false);
  const form = useTeamInviteForm({
    enterpriseId,
    fromName,
    onPlanLimit: () => setLimitOpen(true),
    failureText: (e) => errorMessage(e, MSG.somethingWentWrongDot),
  });

  const next = async () => {
    if (form.unsent) {
      const rows = await form.send();
      if (!rows?.every(([, status]) => status === '200')) return;
    }
    onFinish();
  };

  const sending = form.sending;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography color="text.secondary">
        Colleagues you invite get an email with a link to join your company on Candid. Administrators can create jobs and
        invite candidates; Hiring Managers review and rate the candidates of their jobs.
      </Typography>
      <Box component="form" noValidate aria-label="Invite your team" onSubmit={form.onSubmit} sx={{ display: 'grid', gap: 2.5 }}>
        <TeamInviteFields form={form} row />
        <Box>
          <Button
            type="submit"
            variant="outlined"
            disabled={sending || form.emailError !== null}
            startIcon={sending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            Send invitations
          </Button>
        </Box>
      </Box>
      {sending && <Alert severity="info">Sending invitations…</Alert>}
      {form.results && form.results.length > 0 && <InviteResultList rows={form.results} />}
      <StepActions onBack={onBack} onSkip={onFinish} onContinue={() => void next()} busy={sending} />
      <PackageLimitDialog open={limitOpen} onClose={() => setLimitOpen(false)} />
    </Box>
  );
}
