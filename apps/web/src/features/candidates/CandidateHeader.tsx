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
import { CAMPAIGN_LINE_STATUS, CHANNEL_LABELS, candidateStage } from '@candid/shared';
import { useUpdateCandidateStatus } from '../../api/candidates';
import { errorMessage } from '../../api/client';
import type { CandidateDetail, User } from '../../api/entities';
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
  const name = known ?? candidate.candidateEmail;
  const stage = candidateStage(candidate);
  const waiting = noDecisionReason(stage);
  const hintId = useId();
  const status = candidateStatusChip(candidate.status);
  const updateStatus = useUpdateCandidateStatus();
  const [responding, setResponding] = useState(false);
  const [sharing, setSharing] = useState(false);
  const decided = candidate.status >= CAMPAIGN_LINE_STATUS.Reviewed;

  const changeStatus = async (next: number) => {
    try {
      await updateStatus.mutateAsync({ id: candidate.id, status: next });
      notify.success(`Status changed to ${candidateStatusChip(next).label}`);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  const moments = [
    { label: 'Invited', value: candidate.invitedAt },
    { label: 'Invitation delivered', value: candidate.deliveredAt },
    { label: 'Opened the link', value: candidate.openedAt },
    { label: 'Consent given', value: candidate.consentAt },
    { label: 'Started', value: candidate.startedAt },
    { label: 'Completed', value: candidate.completedAt },
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
              <Link href={`mailto:${candidate.candidateEmail}`} color="inherit">
                {candidate.candidateEmail}
              </Link>
            ) : (
              <Typography component="span" variant="body2">
                No name given yet
              </Typography>
            )}
            {candidate.candidatePhone && (
              <Link href={`tel:${candidate.candidatePhone.replace(/[^+\d]/g, '')}`} color="inherit">
                {candidate.candidatePhone}
              </Link>
            )}
          </Box>
          <Typography sx={{ mt: 1 }}>
            <Link component={RouterLink} to={`/candidates?campaignId=${candidate.campaignId}`}>
              {candidate.campaignName}
            </Link>
            {candidate.jobTitle && candidate.jobTitle !== candidate.campaignName && (
              <Typography component="span" color="text.secondary">
                {' '}
                · {candidate.jobTitle}
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
              value={candidate.status}
              onChange={(e) => void changeStatus(Number(e.target.value))}
              disabled={updateStatus.isPending}
              helperText={decided ? undefined : 'The candidate’s progress; choose a decision'}
              fullWidth={false}
              sx={{ minWidth: 200 }}
            >
              {!decided && (
                <MenuItem value={candidate.status} disabled>
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
          <DeleteCandidatesButton ids={[candidate.id]} subject={name} onDeleted={onDeleted} />
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
        <Box>
          <Typography component="dt" variant="caption" color="text.secondary">
            Came by
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {CHANNEL_LABELS[candidate.channel]}
          </Typography>
        </Box>
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
            campaignLineId={candidate.id}
            stage={stage}
            sender={{
              enterpriseId: user.enterpriseId,
              fromMail: user.email,
              fromName: mentionName(user),
              jobName: candidate.jobTitle || candidate.campaignName,
            }}
            onClose={() => setResponding(false)}
          />
          <ShareDialog
            open={sharing}
            campaignId={candidate.campaignId}
            campaignLineIds={[candidate.id]}
            subject={name}
            onClose={() => setSharing(false)}
          />
        </>
      )}
    </Paper>
  );
}
