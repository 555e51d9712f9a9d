import Typography from '@mui/material/Typography';
import { MSG } from '@candid/shared';
import { useRemainingInvites } from './useInviteSender';

/**
 * 'N invites left on your plan'. When `needed` is more than that, it warns: the server
 * refuses the whole send (402) if more new addresses than invites left are in it.
 */
export function RemainingInvites({ enterpriseId, needed = 0 }: { enterpriseId: number; needed?: number }) {
  const remaining = useRemainingInvites(enterpriseId);
  if (!remaining.isSuccess) return null;
  const left = remaining.data;
  const short = left !== null && needed > left;
  return (
    <Typography variant="body2" color={short ? 'error' : 'text.secondary'} role="status">
      {left === null ? MSG.invitesUnlimited : MSG.invitesLeft(left)}
      {short && `. If more than ${left} of these addresses are new, nothing will be sent.`}
    </Typography>
  );
}
