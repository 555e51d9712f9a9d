import { useCallback, useEffect, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddRounded from '@mui/icons-material/AddRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import { MSG } from '@candid/shared';
import type { Campaign } from '../../api/campaigns';
import { ApiError } from '../../api/client';
import { notify } from '../../components/notify';
import { RemainingInvites } from './RemainingInvites';
import { SmsRecipientFields } from './SmsRecipientFields';
import {
  SMS_DIALOG_MAX_ROWS,
  blankSmsRow,
  emailErrorOf,
  isBlankRow,
  mobileErrorOf,
  refusalOf,
  smsRecipientsOf,
  toastSmsRows,
  type SmsField,
  type SmsRow,
} from './smsInvite';
import { useMobileCountry, useSmsInviteSender } from './useInviteSender';

interface SmsInviteDialogProps {
  open: boolean;
  campaign: Campaign;
  onClose: () => void;
  /** The plan has too few text messages or invites left (402): the page shows the package-limit modal. */
  onLimit: (error?: unknown) => void;
}

/**
 * Issue 33 'Text message': candidates typed one per row (name, email, mobile number checked as
 * typed), one send, a toast per candidate; the rows the server refused stay to be corrected.
 */
export function SmsInviteDialog({ open, campaign, onClose, onLimit }: SmsInviteDialogProps) {
  const id = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const country = useMobileCountry();
  const send = useSmsInviteSender(campaign);
  const nextKey = useRef(1);
  const [rows, setRows] = useState<SmsRow[]>(() => [blankSmsRow(0)]);
  // The row whose first field takes the focus when it appears (the first one, then each one added).
  const [focusKey, setFocusKey] = useState(0);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const addButton = useRef<HTMLButtonElement>(null);
  // A field to focus once the fields are enabled again: the first one a send could not take.
  const [focusTarget, setFocusTarget] = useState<string | null>(null);

  useEffect(() => {
    if (!focusTarget || busy) return;
    document.getElementById(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget, busy]);

  const fieldId = (key: number, field: SmsField) => `${id}-${key}-${field}`;
  const allBlank = rows.every(isBlankRow);
  const toSend = rows.filter((row) => !isBlankRow(row)).length;

  /** Errors show once a field was left or a send was tried; a blank row is skipped, unless all are. */
  const showsErrors = (row: SmsRow, field: 'email' | 'mobile') =>
    isBlankRow(row) ? submitted && allBlank : submitted || touched.has(`${row.key}:${field}`);

  const reset = () => {
    const key = nextKey.current++;
    setRows([blankSmsRow(key)]);
    setFocusKey(key);
    setTouched(new Set());
    setSubmitted(false);
  };

  const close = () => {
    if (sending.current) return;
    reset();
    onClose();
  };

  const update = useCallback(
    (key: number, field: SmsField, value: string) =>
      setRows((current) =>
        current.map((row) =>
          row.key !== key ? row : { ...row, [field]: value, refused: row.refused?.field === field ? undefined : row.refused },
        ),
      ),
    [],
  );

  const leave = useCallback((key: number, field: SmsField) => setTouched((current) => new Set(current).add(`${key}:${field}`)), []);

  const add = () => {
    if (rows.length >= SMS_DIALOG_MAX_ROWS) return;
    const key = nextKey.current++;
    setRows((current) => [...current, blankSmsRow(key)]);
    setFocusKey(key);
  };

  const remove = useCallback((key: number) => {
    setRows((current) => (current.length > 1 ? current.filter((row) => row.key !== key) : current));
    // The removed row's button goes: the focus stays in the dialog, on Add.
    addButton.current?.focus();
  }, []);

  /** The first field a send cannot take, to move the focus to. */
  const firstInvalidField = (): string | null => {
    for (const row of rows) {
      if (isBlankRow(row) && !allBlank) continue;
      if (emailErrorOf(row)) return fieldId(row.key, 'email');
      if (mobileErrorOf(row, country)) return fieldId(row.key, 'mobile');
    }
    return null;
  };

  const onSend = async () => {
    if (sending.current) return;
    setSubmitted(true);
    const invalid = firstInvalidField();
    if (invalid) {
      setFocusTarget(invalid);
      return;
    }
    const items = smsRecipientsOf(rows, country);
    const recipients = items.map((item) => item.recipient);
    sending.current = true;
    setBusy(true);
    try {
      const results = await send(recipients);
      // SendSms answers one row per candidate, in order.
      if (results.length !== items.length) {
        notify.error(MSG.somethingWentWrongDot);
        return;
      }
      toastSmsRows(results, recipients);
      if (results.some(([, status]) => status === '402')) {
        onLimit();
        return;
      }
      const refused = items.flatMap(({ row }, i) => (results[i][1] === '400' ? [{ ...row, refused: refusalOf(results[i]) }] : []));
      if (refused.length === 0) {
        reset();
        onClose();
        return;
      }
      setRows(refused);
      setFocusTarget(fieldId(refused[0].key, refused[0].refused.field));
    } catch (error) {
      if (error instanceof ApiError && error.status === 402) onLimit(error);
      else notify.error(MSG.somethingWentWrongDot);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={`${id}-title`} maxWidth="md" fullWidth fullScreen={fullScreen}>
      <DialogTitle id={`${id}-title`} sx={{ pr: 6 }}>
        Invite by text message
      </DialogTitle>
      <IconButton aria-label="Close" onClick={close} disabled={busy} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseRounded />
      </IconButton>
      <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <Typography variant="body2" color="text.secondary">
          Each candidate gets a text message with their personal interview link. Their email is needed too: it is how
          they are known in Candid.
        </Typography>
        <RemainingInvites enterpriseId={campaign.enterpriseId} needed={toSend} />
        <Box sx={{ display: 'grid', gap: 2.5, pt: 1 }}>
          {rows.map((row, index) => (
            <SmsRecipientFields
              key={row.key}
              idPrefix={`${id}-${row.key}`}
              row={row}
              number={index + 1}
              country={country}
              showEmailError={showsErrors(row, 'email')}
              showMobileError={showsErrors(row, 'mobile')}
              disabled={busy}
              canRemove={rows.length > 1}
              autoFocus={row.key === focusKey}
              onChange={update}
              onBlur={leave}
              onRemove={remove}
            />
          ))}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Button ref={addButton} startIcon={<AddRounded />} onClick={add} disabled={busy || rows.length >= SMS_DIALOG_MAX_ROWS}>
            Add a candidate
          </Button>
          <Typography variant="body2" color="text.secondary" role="status">
            {rows.length} of {SMS_DIALOG_MAX_ROWS} candidates
          </Typography>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button color="inherit" onClick={close} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => void onSend()}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-label="Sending" /> : <SendRounded />}
        >
          Send text messages
        </Button>
      </DialogActions>
    </Dialog>
  );
}
