import { useId, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseRounded from '@mui/icons-material/CloseRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import { MSG, type InviteResultRow } from '@candid/shared';
import type { Campaign } from '../../api/campaigns';
import { ApiError } from '../../api/client';
import { chunk } from '../../api/invites';
import { CsvFilePicker } from './CsvFilePicker';
import { CsvPreview } from './CsvPreview';
import { RemainingInvites } from './RemainingInvites';
import {
  csvFileError,
  phoneToKeep,
  readFileText,
  readInviteCsv,
  splitForSms,
  type CsvCandidate,
  type CsvInviteResult,
  type CsvRejectedRow,
  type CsvSmsCandidate,
} from './csvInvite';
import { emptyTally, tallyRows, type InviteTally } from './inviteResults';
import { useInviteSender, useMobileCountry, useSmsInviteSender } from './useInviteSender';

interface CsvInviteDialogProps {
  open: boolean;
  campaign: Campaign;
  onClose: () => void;
  /** The plan ran out (402): `error` is the refused request's, when one was thrown. */
  onLimit: (error?: unknown) => void;
}

type Parsed = Extract<CsvInviteResult, { ok: true }> & { fileName: string };

/** How the file's candidates are invited: a file with a phone column may go by text message. */
type Channel = 'email' | 'sms';

/** The rows of the file for a channel: by email, the valid ones; by text, those with a mobile number too. */
type Delivery =
  | { channel: 'email'; valid: CsvCandidate[]; invalid: CsvRejectedRow[] }
  | { channel: 'sms'; valid: CsvSmsCandidate[]; invalid: CsvRejectedRow[] };

function deliveryFor(parsed: Parsed, channel: Channel, country: string | undefined): Delivery {
  if (channel === 'email') return { channel, valid: parsed.valid, invalid: parsed.invalid };
  return { channel, ...splitForSms(parsed.valid, parsed.invalid, country) };
}

/**
 * Upload a CSV: read it in the browser, preview valid, invalid and duplicate rows, send the valid
 * ones, by email or, when the file has a phone column, by text message.
 */
export function CsvInviteDialog({ open, campaign, onClose, onLimit }: CsvInviteDialogProps) {
  const id = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const send = useInviteSender(campaign);
  const sendSms = useSmsInviteSender(campaign);
  const country = useMobileCountry();
  const [error, setError] = useState<string | null>(null);
  const [parsed, setParsed] = useState<Parsed | null>(null);
  const [channel, setChannel] = useState<Channel>('email');
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [result, setResult] = useState<InviteTally | null>(null);
  const sending = useRef(false);
  const busy = progress !== null && result === null;
  // Checking up to 1,000 numbers is kept out of the renders the progress makes.
  const delivery = useMemo(
    () => parsed && deliveryFor(parsed, parsed.hasPhone ? channel : 'email', country),
    [parsed, channel, country],
  );

  const reset = () => {
    setError(null);
    setParsed(null);
    setChannel('email');
    setProgress(null);
    setResult(null);
  };

  const close = () => {
    if (sending.current) return;
    reset();
    onClose();
  };

  const onFile = async (file: File) => {
    reset();
    const fileError = csvFileError(file);
    if (fileError) {
      setError(fileError);
      return;
    }
    let text: string;
    try {
      text = await readFileText(file);
    } catch {
      setError(MSG.csvReadFailed);
      return;
    }
    const read = readInviteCsv(text);
    if (!read.ok) setError(read.error);
    else setParsed({ ...read, fileName: file.name });
  };

  /** The delivery's rows in batches of at most 1,000, each sent by its channel's request. */
  const batchesOf = (d: Delivery): { size: number; run: () => Promise<InviteResultRow[]> }[] =>
    d.channel === 'sms'
      ? chunk(d.valid).map((batch) => ({
          size: batch.length,
          run: () => sendSms(batch.map(({ email, firstName, lastName, mobile }) => ({ email, firstName, lastName, phone: mobile }))),
        }))
      : chunk(d.valid).map((batch) => ({
          size: batch.length,
          run: () =>
            send(
              batch.map(({ email, firstName, lastName, phone }) => ({ email, firstName, lastName, phone: phoneToKeep(phone, country) })),
            ),
        }));

  const onSend = async () => {
    if (!delivery || sending.current || delivery.valid.length === 0) return;
    sending.current = true;
    const total = delivery.valid.length;
    let tally = emptyTally();
    let done = 0;
    let limitError: unknown;
    setProgress({ done, total });
    for (const batch of batchesOf(delivery)) {
      try {
        const rows = await batch.run();
        tally = rows.length === 0 ? { ...tally, failed: tally.failed + batch.size } : tallyRows(rows, tally);
      } catch (err) {
        // Nothing of this batch (or of the ones after it) was sent.
        tally = { ...tally, failed: tally.failed + (total - done) };
        if (err instanceof ApiError && err.status === 402) {
          tally.overLimit = true;
          limitError = err;
        }
        done = total;
        setProgress({ done, total });
        break;
      }
      done += batch.size;
      setProgress({ done, total });
      if (tally.overLimit) {
        tally = { ...tally, failed: tally.failed + (total - done) };
        break;
      }
    }
    sending.current = false;
    setResult(tally);
    if (tally.overLimit) onLimit(limitError);
  };

  const percent = progress ? Math.round((progress.done / Math.max(progress.total, 1)) * 100) : 0;

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={`${id}-title`}
      maxWidth="md"
      fullWidth
      fullScreen={fullScreen}
    >
      <DialogTitle id={`${id}-title`} sx={{ pr: 6 }}>
        Upload a CSV
      </DialogTitle>
      <IconButton aria-label="Close" onClick={close} disabled={busy} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseRounded />
      </IconButton>
      <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <RemainingInvites enterpriseId={campaign.enterpriseId} needed={delivery?.valid.length ?? 0} />
        {!parsed && <CsvFilePicker onFile={(file) => void onFile(file)} />}
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        {parsed && delivery && (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography sx={{ flexGrow: 1, fontWeight: 600, overflowWrap: 'anywhere' }}>{parsed.fileName}</Typography>
              {!progress && (
                <Button size="small" onClick={reset}>
                  Choose another file
                </Button>
              )}
            </Box>
            {parsed.hasPhone && (
              <FormControl disabled={progress !== null}>
                <FormLabel id={`${id}-channel`}>Send by</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby={`${id}-channel`}
                  name={`${id}-channel`}
                  value={channel}
                  onChange={(e) => setChannel(e.target.value === 'sms' ? 'sms' : 'email')}
                >
                  <FormControlLabel value="email" control={<Radio />} label="Email" />
                  <FormControlLabel value="sms" control={<Radio />} label="Text message" />
                </RadioGroup>
              </FormControl>
            )}
            {progress && (
              <Box sx={{ display: 'grid', gap: 1 }}>
                <LinearProgress variant="determinate" value={percent} aria-label="Sending invitations" />
                <Typography variant="body2" color="text.secondary" role="status">
                  {result ? 'Finished' : 'Sending'}: {progress.done} of {progress.total}
                </Typography>
              </Box>
            )}
            {result && (
              <Alert severity={result.failed === 0 ? 'success' : 'warning'} role="status">
                {MSG.inviteSummary(result.sent, result.alreadyInvited, result.failed)}
              </Alert>
            )}
            <CsvPreview valid={delivery.valid} invalid={delivery.invalid} duplicates={parsed.duplicates} showPhone={parsed.hasPhone} />
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button color="inherit" onClick={close} disabled={busy}>
          {result ? 'Done' : 'Cancel'}
        </Button>
        {delivery && !result && (
          <Button
            variant="contained"
            onClick={() => void onSend()}
            disabled={busy || delivery.valid.length === 0}
            startIcon={busy ? <CircularProgress size={16} color="inherit" aria-label="Sending" /> : <SendRounded />}
          >
            {sendLabel(delivery)}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** 'Send 3 invites' by email, 'Send 3 text messages' by text. */
function sendLabel(delivery: Delivery): string {
  const n = delivery.valid.length;
  if (delivery.channel === 'sms') return `Send ${n} ${n === 1 ? 'text message' : 'text messages'}`;
  return `Send ${n} ${n === 1 ? 'invite' : 'invites'}`;
}
