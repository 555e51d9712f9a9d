import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TextMessage } from '@candid/shared';
import { formatMobileNumber } from '@candid/shared/phone';
import { formatDate } from '../../lib/dates';
import { formatMoment } from './format';

const PURPOSE_LABEL: Record<TextMessage['purpose'], string> = { invitation: 'Invitation', reminder: 'Reminder' };

/** Where a text message stands (the provider's status), and the Chip colour that says whether it reached the candidate. */
const STATUS_CHIP: Record<TextMessage['status'], { label: string; color: 'success' | 'error' | 'default' }> = {
  pending: { label: 'Waiting to send', color: 'default' },
  sending: { label: 'Sending', color: 'default' },
  queued: { label: 'Queued', color: 'default' },
  sent: { label: 'Sent', color: 'default' },
  delivered: { label: 'Delivered', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
  undelivered: { label: 'Not delivered', color: 'error' },
};

/**
 * The text messages sent to a candidate (issue 33), newest first, each with the number it went to
 * and where it stands; and, when their number replied STOP, that no more are sent to it.
 */
export function TextMessagesCard({ messages, optedOutAt }: { messages: TextMessage[]; optedOutAt: string | null }) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2.5, minWidth: 0 }}>
      <Typography variant="h3" component="h2" id={headingId} sx={{ mb: 1 }}>
        Text messages
      </Typography>
      {optedOutAt && (
        <Alert severity="warning" sx={{ mb: messages.length > 0 ? 1.5 : 0 }}>
          Replied STOP on {formatDate(optedOutAt)}: no text messages are sent to this number.
        </Alert>
      )}
      {messages.length > 0 && (
        <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {/* The messages have no id of their own; the list only changes as a whole, with the candidate. */}
          {messages.map((m, i) => (
            <TextMessageItem key={`${i}-${m.createdAt}`} message={m} />
          ))}
        </Box>
      )}
    </Paper>
  );
}

function TextMessageItem({ message }: { message: TextMessage }) {
  const status = STATUS_CHIP[message.status];
  const at = message.statusAt ?? message.createdAt;
  return (
    <Box component="li" sx={{ display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {PURPOSE_LABEL[message.purpose]}
        </Typography>
        <Chip size="small" label={status.label} color={status.color} variant={status.color === 'default' ? 'outlined' : 'filled'} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        To {formatMobileNumber(message.to)} · <time dateTime={at}>{formatMoment(at)}</time>
      </Typography>
    </Box>
  );
}
