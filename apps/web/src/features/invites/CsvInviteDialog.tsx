import { useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseRounded from '@mui/icons-material/CloseRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import { MSG } from '@candid/shared';
import type { Campaign } from '../../api/campaigns';
import { ApiError } from '../../api/client';
import { chunk } from '../../api/invites';
import { CsvFilePicker } from './CsvFilePicker';
import { CsvPreview } from './CsvPreview';
import { RemainingInvites } from './RemainingInvites';
import { csvFileError, readFileText, readInviteCsv, type CsvInviteResult } from './csvInvite';
import { emptyTally, tallyRows, type InviteTally } from './inviteResults';
import { useInviteSender } from './useInviteSender';

interface CsvInviteDialogProps {
  open: boolean;
  campaign: Campaign;
  onClose: () => void;
  onLimit: () => void;
}

type Parsed = Extract<CsvInviteResult, { ok: true }> & { fileName: string };

/** Upload a CSV: read it in the browser, preview valid, invalid and duplicate rows, send the valid ones. */
export function CsvInviteDialog({ open, campaign, onClose, onLimit }: CsvInviteDialogProps) {
  const id = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const send = useInviteSender(campaign);
  const [error, setError] = useState<string | null>(null);
  const [parsed, setParsed] = useState<Parsed | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [result, setResult] = useState<InviteTally | null>(null);
  const sending = useRef(false);
  const busy = progress !== null && result === null;

  const reset = () => {
    setError(null);
    setParsed(null);
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

  const onSend = async () => {
    if (!parsed || sending.current || parsed.valid.length === 0) return;
    sending.current = true;
    const total = parsed.valid.length;
    let tally = emptyTally();
    let done = 0;
    setProgress({ done, total });
    for (const batch of chunk(parsed.valid)) {
      try {
        const rows = await send(batch.map(({ email, firstName, lastName }) => ({ email, firstName, lastName })));
        tally = rows.length === 0 ? { ...tally, failed: tally.failed + batch.length } : tallyRows(rows, tally);
      } catch (err) {
        // Nothing of this batch (or of the ones after it) was sent.
        tally = { ...tally, failed: tally.failed + (total - done) };
        if (err instanceof ApiError && err.status === 402) tally.overLimit = true;
        done = total;
        setProgress({ done, total });
        break;
      }
      done += batch.length;
      setProgress({ done, total });
      if (tally.overLimit) {
        tally = { ...tally, failed: tally.failed + (total - done) };
        break;
      }
    }
    sending.current = false;
    setResult(tally);
    if (tally.overLimit) onLimit();
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
        <RemainingInvites enterpriseId={campaign.enterpriseId} needed={parsed?.valid.length ?? 0} />
        {!parsed && <CsvFilePicker onFile={(file) => void onFile(file)} />}
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        {parsed && (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography sx={{ flexGrow: 1, fontWeight: 600, overflowWrap: 'anywhere' }}>{parsed.fileName}</Typography>
              {!progress && (
                <Button size="small" onClick={reset}>
                  Choose another file
                </Button>
              )}
            </Box>
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
            <CsvPreview valid={parsed.valid} invalid={parsed.invalid} duplicates={parsed.duplicates} />
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button color="inherit" onClick={close} disabled={busy}>
          {result ? 'Done' : 'Cancel'}
        </Button>
        {parsed && !result && (
          <Button
            variant="contained"
            onClick={() => void onSend()}
            disabled={busy || parsed.valid.length === 0}
            startIcon={busy ? <CircularProgress size={16} color="inherit" aria-label="Sending" /> : <SendRounded />}
          >
            Send {parsed.valid.length} {parsed.valid.length === 1 ? 'invite' : 'invites'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
