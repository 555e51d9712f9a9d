import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ForwardToInboxRounded from '@mui/icons-material/ForwardToInboxRounded';
import IosShareRounded from '@mui/icons-material/IosShareRounded';
import { CAMPAIGN_LINE_STATUS, candidateStage, type CandidateDetail, type User } from '@candid/shared';
import { useUpdateCandidateStatus } from '../../api/candidates';
import { errorMessage } from '../../api/client';
import { notify } from '../../components/notify';
import { mentionName } from '../comments/mentions';
import { DECISION_OPTIONS, candidateStatusChip, givenName, noDecisionReason } from './candidateStatus';
import { formatMoment } from './format';
import { ResponseDialog } from './ResponseDialog';
import { ShareDialog } from './ShareDialog';
import { DeleteCandidatesButton } from './DeleteCandidates';

interface CandidateHeaderProps {
  candidate: CandidateDetail;
  user: User;
  /** Status, response and share controls (not for Hiring Managers). */
  canDecide: boolean;
  /** After the candidate was deleted (issue 16). */
  onDeleted?: () => void;
}

/**
 * Who the candidate is, where they are in the pipeline, and what the team may do: a decision once
 * the interview is finished; before that, a reminder or a withdrawal of the invitation (the
 * response dialog offers what fits).
 */
export function CandidateHeader({ candidate, user, canDecide, onDeleted }: CandidateHeaderProps) {
  const known = givenName(candidate);
  // Before the candidate gives a name, their email address is the heading (and is not repeated).
  const name = known ?? candidate.CampaignLine_CandidateEmail;
  const stage = candidateStage(candidate);
  const waiting = noDecisionReason(stage);
  const hintId = useId();
  const status = candidateStatusChip(candidate.CampaignLine_Status);
  const updateStatus = useUpdateCandidateStatus();
  const [responding, setResponding] = useState(false);
  const [sharing, setSharing] = useState(false);
  const decided = candidate.CampaignLine_Status >= CAMPAIGN_LINE_STATUS.Reviewed;

  const changeStatus = async (next: number) => {
    try {
      await updateStatus.mutateAsync({ id: candidate.pk_CampaignLine_ID, status: next });
      notify.success(`Status changed to ${candidateStatusChip(next).label}`);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  const moments = [
    { label: 'Invited', value: candidate.CampaignLine_InvitedAt },
    { label: 'Consent given', value: candidate.CampaignLine_ConsentAt },
    { label: 'Started', value: candidate.CampaignLine_StartedAt },
    { label: 'Completed', value: candidate.CampaignLine_CompletedAt },
  ];

  return (
    <Paper variant="outlined" component="section" aria-label="Candidate" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h1" component="h1" sx={{ wordBreak: 'break-word' }}>
            {name}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 0.5, color: 'text.secondary' }}>
            {known ? (
              <Link href={`mailto:${candidate.CampaignLine_CandidateEmail}`} color="inherit">
                {candidate.CampaignLine_CandidateEmail}
              </Link>
            ) : (
              <Typography component="span" variant="body2">
                No name given yet
              </Typography>
            )}
            {candidate.CampaignLine_CandidatePhone && (
              <Link href={`tel:${candidate.CampaignLine_CandidatePhone.replace(/[^+\d]/g, '')}`} color="inherit">
                {candidate.CampaignLine_CandidatePhone}
              </Link>
            )}
          </Box>
          <Typography sx={{ mt: 1 }}>
            <Link component={RouterLink} to={`/candidates?campaignId=${candidate.fk_Campaign_ID}`}>
              {candidate.Campaign_Name}
            </Link>
            {candidate.Campaign_Job_Title && candidate.Campaign_Job_Title !== candidate.Campaign_Name && (
              <Typography component="span" color="text.secondary">
                {' '}
                · {candidate.Campaign_Job_Title}
              </Typography>
            )}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          {canDecide && waiting === null ? (
            <TextField
              select
              size="small"
              label="Status"
              value={candidate.CampaignLine_Status}
              onChange={(e) => void changeStatus(Number(e.target.value))}
              disabled={updateStatus.isPending}
              helperText={decided ? undefined : 'The candidate’s progress; choose a decision'}
              fullWidth={false}
              sx={{ minWidth: 200 }}
            >
              {!decided && (
                <MenuItem value={candidate.CampaignLine_Status} disabled>
                  {status.label}
                </MenuItem>
              )}
              {DECISION_OPTIONS.map((o) => (
                <MenuItem key={o.value} value={o.value}>
                  {o.label}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <Box sx={{ display: 'grid', justifyItems: 'start', gap: 0.5 }}>
              <Chip
                label={status.label}
                color={status.color}
                variant={status.color === 'default' ? 'outlined' : 'filled'}
                aria-describedby={canDecide && waiting ? hintId : undefined}
              />
              {canDecide && waiting && (
                <Typography id={hintId} variant="caption" color="text.secondary">
                  {waiting}
                </Typography>
              )}
            </Box>
          )}
          {canDecide && (
            <>
              <Button variant="contained" startIcon={<ForwardToInboxRounded />} onClick={() => setResponding(true)}>
                Send response
              </Button>
              <Button variant="outlined" startIcon={<IosShareRounded />} onClick={() => setSharing(true)}>
                Share
              </Button>
            </>
          )}
          <DeleteCandidatesButton ids={[candidate.pk_CampaignLine_ID]} subject={name} onDeleted={onDeleted} />
        </Box>
      </Box>

      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          gap: 2,
          m: 0,
          mt: 2.5,
        }}
      >
        {moments.map((m) => (
          <Box key={m.label}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {m.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {m.value ? <time dateTime={m.value}>{formatMoment(m.value)}</time> : '—'}
            </Typography>
          </Box>
        ))}
      </Box>

      {canDecide && (
        <>
          <ResponseDialog
            open={responding}
            campaignLineId={candidate.pk_CampaignLine_ID}
            stage={stage}
            sender={{
              enterpriseId: user.fk_Enterprise_ID,
              fromMail: user.User_Email,
              fromName: mentionName(user),
              jobName: candidate.Campaign_Job_Title || candidate.Campaign_Name,
            }}
            onClose={() => setResponding(false)}
          />
          <ShareDialog
            open={sharing}
            campaignId={candidate.fk_Campaign_ID}
            campaignLineIds={[candidate.pk_CampaignLine_ID]}
            subject={name}
            onClose={() => setSharing(false)}
          />
        </>
      )}
    </Paper>
  );
}
