import { useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  RESPONSE_KINDS_BY_STAGE,
  applicationResponseInputSchema,
  type ApplicationResponseInput,
  type ApplicationResponseKind,
  type CandidateStage,
} from '@candid/shared';
import { errorMessage } from '../../api/client';
import { applicationResponseKeys } from '../../api/queryKeys';
import { previewApplicationResponse, useSendApplicationResponse, type ApplicationResponseSender } from '../../api/shares';
import { notify } from '../../components/notify';
import { useDebouncedValue } from '../../components/useDebouncedValue';

interface KindOption {
  label: string;
  hint: string;
}

/** What each response does, as the reviewer reads it before choosing. */
function kindOption(kind: ApplicationResponseKind, stage: CandidateStage): KindOption {
  switch (kind) {
    case 'shortlist':
      return { label: 'Shortlist', hint: 'Tells the candidate they are shortlisted and sets the status to Shortlisted.' };
    case 'reject':
      return { label: 'Reject', hint: 'Thanks the candidate and sets the status to Rejected.' };
    case 'reminder':
      return stage === 'notStarted'
        ? { label: 'Send a reminder', hint: 'Sends a new personal link to start the interview; it replaces the link in the invitation.' }
        : { label: 'Send a reminder', hint: 'Sends the link to carry on with the interview; their own link keeps working.' };
    case 'withdraw':
      return {
        label: 'Withdraw the invitation',
        hint: 'Tells the candidate the invitation is withdrawn: their link stops working and the status becomes Withdrawn.',
      };
    case 'custom':
      return { label: 'Custom message', hint: 'Your own subject and message; the status stays as it is.' };
  }
}

/** Above the choices, when the candidate's stage limits them. */
const STAGE_INTRO: Partial<Record<CandidateStage, string>> = {
  notStarted: 'This candidate has not started the interview, so there is nothing to decide on yet. You can remind them or withdraw the invitation.',
  inProgress: 'This candidate has started but not finished the interview, so there is nothing to decide on yet. You can remind them or withdraw the invitation.',
  withdrawn: 'The invitation of this candidate was withdrawn. You can still send them a message.',
};

interface ResponseDialogProps {
  open: boolean;
  campaignLineId: number;
  /** Where the candidate is: decides which responses are offered (as the server allows them). */
  stage: CandidateStage;
  sender: ApplicationResponseSender;
  onClose: () => void;
}

/** Emails the candidate a templated response; the exact email is previewed before it can be sent. */
export function ResponseDialog({ open, campaignLineId, stage, sender, onClose }: ResponseDialogProps) {
  const id = useId();
  const kinds = RESPONSE_KINDS_BY_STAGE[stage];
  const [chosen, setKind] = useState<ApplicationResponseKind | ''>('');
  // A choice that no longer fits (the candidate's stage changed) is dropped.
  const kind = chosen !== '' && kinds.includes(chosen) ? chosen : '';
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const send = useSendApplicationResponse();

  // Typing a custom message previews it once the typing pauses.
  const typed = { subject: useDebouncedValue(subject, 400), body: useDebouncedValue(body, 400) };
  const input: ApplicationResponseInput | null =
    kind === ''
      ? null
      : kind === 'custom'
        ? { campaignLineId, kind, subject: typed.subject.trim(), body: typed.body.trim() }
        : { campaignLineId, kind };
  const valid = input !== null && applicationResponseInputSchema.safeParse(input).success;
  const settled = kind !== 'custom' || (typed.subject === subject && typed.body === body);

  const preview = useQuery({
    queryKey: applicationResponseKeys.preview(input),
    queryFn: () => previewApplicationResponse(input!),
    enabled: open && valid,
    placeholderData: kind === 'custom' ? keepPreviousData : undefined,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  const previewIsCurrent = valid && settled && preview.isSuccess && !preview.isPlaceholderData;

  const close = () => {
    if (send.isPending) return;
    setKind('');
    setSubject('');
    setBody('');
    onClose();
  };

  const submit = async () => {
    if (!input || !previewIsCurrent) return;
    try {
      const sent = await send.mutateAsync({ sender, input, subject: preview.data.subject });
      notify.success(`Response sent to ${sent?.to ?? preview.data.to}`);
      close();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={`${id}-title`} maxWidth="sm" fullWidth>
      <DialogTitle id={`${id}-title`}>Send response</DialogTitle>
      <DialogContent>
        {STAGE_INTRO[stage] && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} id={`${id}-intro`}>
            {STAGE_INTRO[stage]}
          </Typography>
        )}
        <RadioGroup
          aria-label="Response"
          aria-describedby={STAGE_INTRO[stage] ? `${id}-intro` : undefined}
          value={kind}
          onChange={(e) => setKind(e.target.value as ApplicationResponseKind)}
          sx={{ mb: 2 }}
        >
          {kinds.map((value) => {
            const k = kindOption(value, stage);
            return (
              <FormControlLabel
                key={value}
                value={value}
                control={<Radio />}
                label={
                  <Box>
                    <Typography>{k.label}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {k.hint}
                    </Typography>
                  </Box>
                }
                sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { pt: 0.5 } }}
              />
            );
          })}
        </RadioGroup>

        {kind === 'custom' && (
          <Box sx={{ display: 'grid', gap: 2, mb: 2 }}>
            <TextField label="Subject" value={subject} onChange={(e) => setSubject(e.target.value)} required slotProps={{ htmlInput: { maxLength: 200 } }} />
            <TextField
              label="Message"
              value={body}
              onChange={(e) => setBody(e.target.value)}
              required
              multiline
              minRows={4}
              helperText="{firstName}, {lastName}, {jobTitle}, {employerName} and {closingDate} are filled in."
              slotProps={{ htmlInput: { maxLength: 10_000 } }}
            />
          </Box>
        )}

        {kind !== '' && (
          <Box component="section" aria-label="Email preview" aria-busy={preview.isFetching} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, bgcolor: 'background.default' }}>
            <Typography variant="overline" color="text.secondary" component="h3">
              Preview
            </Typography>
            {!valid ? (
              <Typography variant="body2" color="text.secondary">
                Enter a subject and a message to preview the email.
              </Typography>
            ) : preview.isError ? (
              <Alert severity="error">{errorMessage(preview.error)}</Alert>
            ) : !preview.data ? (
              <CircularProgress size={20} aria-label="Loading the preview" />
            ) : (
              <Box sx={{ opacity: previewIsCurrent ? 1 : 0.6 }}>
                <Typography variant="body2">
                  <strong>To:</strong> {preview.data.to}
                </Typography>
                <Typography variant="body2" sx={{ mb: 1.5 }}>
                  <strong>Subject:</strong> {preview.data.subject}
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                  {preview.data.text}
                </Typography>
              </Box>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={send.isPending} color="inherit">
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={!previewIsCurrent || send.isPending}
          startIcon={send.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          Send response
        </Button>
      </DialogActions>
    </Dialog>
  );
}
