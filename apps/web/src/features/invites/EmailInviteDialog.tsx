import { useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import CloseRounded from '@mui/icons-material/CloseRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import { MSG } from '@candid/shared';
import type { Campaign } from '../../api/campaigns';
import { ApiError } from '../../api/client';
import { notify } from '../../components/notify';
import { EmailChipsField } from './EmailChipsField';
import { canSend, pendingRecipients } from './emailChips';
import { RemainingInvites } from './RemainingInvites';
import { toastInviteRows } from './inviteResults';
import { useInviteSender } from './useInviteSender';

interface EmailInviteDialogProps {
  open: boolean;
  campaign: Campaign;
  onClose: () => void;
  /** The plan has too few invites left (402): the page shows the package-limit modal. */
  onLimit: () => void;
}

/** SPEC §2 'Invite By Email': addresses as chips, one send at a time, a toast per recipient. */
export function EmailInviteDialog({ open, campaign, onClose, onLimit }: EmailInviteDialogProps) {
  const id = useId();
  const [chips, setChips] = useState<string[]>([]);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const send = useInviteSender(campaign);

  const recipients = pendingRecipients(chips, text);
  const sendable = canSend(recipients);

  const reset = () => {
    setChips([]);
    setText('');
  };

  const close = () => {
    if (sending.current) return;
    reset();
    onClose();
  };

  const onSend = async () => {
    if (sending.current) return;
    // The text still in the field joins the chips, so an invalid one shows red.
    setChips(recipients);
    setText('');
    if (!canSend(recipients)) return;
    sending.current = true;
    setBusy(true);
    try {
      const rows = await send(recipients.map((email) => ({ email })));
      if (rows.length === 0) {
        notify.error(MSG.somethingWentWrongDot);
        return;
      }
      toastInviteRows(rows);
      if (rows.some(([, status]) => status === '402')) {
        onLimit();
        return;
      }
      // Keep only the addresses the server refused as invalid, to be corrected.
      const refused = new Set(rows.filter(([, status]) => status === '400').map(([, , , email]) => email.toLowerCase()));
      const left = recipients.filter((email) => refused.has(email.toLowerCase()));
      setChips(left);
      if (left.length === 0) {
        reset();
        onClose();
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 402) onLimit();
      else notify.error(MSG.somethingWentWrongDot);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={`${id}-title`} maxWidth="sm" fullWidth>
      <DialogTitle id={`${id}-title`} sx={{ pr: 6 }}>
        Invite By Email
      </DialogTitle>
      <IconButton aria-label="Close" onClick={close} disabled={busy} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseRounded />
      </IconButton>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <RemainingInvites enterpriseId={campaign.enterpriseId} />
        <Box sx={{ pt: 1 }}>
          <EmailChipsField
            label="Candidate emails"
            chips={chips}
            onChipsChange={setChips}
            text={text}
            onTextChange={setText}
            disabled={busy}
            autoFocus
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button color="inherit" onClick={close} disabled={busy}>
          Cancel
        </Button>
        <Tooltip title={sendable ? 'Send Invite' : 'Disabled'}>
          {/* A disabled button gets no pointer events: the wrapper carries the tooltip. */}
          <span>
            <Button
              variant="contained"
              onClick={() => void onSend()}
              disabled={!sendable || busy}
              startIcon={busy ? <CircularProgress size={16} color="inherit" aria-label="Sending" /> : <SendRounded />}
              sx={{ minWidth: 120 }}
            >
              Send
            </Button>
          </span>
        </Tooltip>
      </DialogActions>
    </Dialog>
  );
}
