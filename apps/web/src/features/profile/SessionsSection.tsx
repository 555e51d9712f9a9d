import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ComputerRounded from '@mui/icons-material/ComputerRounded';
import { MSG, type AccountSession } from '@candid/shared';
import { useAccountSessions, useRevokeSession } from '../../api/account';
import { errorMessage } from '../../api/client';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorRetry } from '../../components/ErrorRetry';
import { ListSkeleton } from '../../components/ListSkeleton';
import { notify } from '../../components/notify';
import { LogoutDialog } from '../layout/LogoutDialog';
import { ProfileSection } from './ProfileSection';
import { deviceFromUserAgent } from './device';

const started = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The signed-in sessions; another one can be signed out, and this one signs out as Logout does. */
export function SessionsSection() {
  const sessions = useAccountSessions();
  const revoke = useRevokeSession();
  const [target, setTarget] = useState<AccountSession | null>(null);
  const [logoutOpen, setLogoutOpen] = useState(false);

  const confirm = () => {
    if (!target) return;
    revoke.mutate(target.id, {
      onSuccess: () => {
        setTarget(null);
        notify.success(MSG.sessionRevoked);
      },
      onError: (e) => {
        setTarget(null);
        notify.error(errorMessage(e, MSG.somethingWentWrongDot));
      },
    });
  };

  return (
    <ProfileSection title="Signed-in sessions" description="Where your account is signed in now.">
      {sessions.isPending ? (
        <ListSkeleton label="Loading sessions" rowHeight={56} />
      ) : sessions.isError ? (
        <ErrorRetry error={sessions.error} onRetry={sessions.refetch} />
      ) : (
        <Box component="ul" aria-label="Sessions" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {sessions.data.map((s) => {
            const device = deviceFromUserAgent(s.userAgent);
            return (
              <Box
                component="li"
                key={s.id}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
                  alignItems: 'center',
                  gap: 2,
                  py: 1.5,
                  '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
                }}
              >
                <ComputerRounded color="action" aria-hidden />
                <Box sx={{ minWidth: 0 }}>
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography sx={{ fontWeight: 600 }}>{device}</Typography>
                    {s.current && <Chip size="small" color="success" label="This device" />}
                  </Box>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {[s.ip, `Signed in ${started(s.createdAt)}`].filter(Boolean).join(' · ')}
                  </Typography>
                </Box>
                <Button
                  size="small"
                  variant="outlined"
                  color="inherit"
                  onClick={() => (s.current ? setLogoutOpen(true) : setTarget(s))}
                  aria-label={s.current ? 'Sign out of this device' : `Sign out ${device}, signed in ${started(s.createdAt)}`}
                >
                  Sign out
                </Button>
              </Box>
            );
          })}
        </Box>
      )}
      <ConfirmDialog
        open={target !== null}
        title="Sign out session"
        text={target ? `Sign out ${deviceFromUserAgent(target.userAgent)}${target.ip ? ` (${target.ip})` : ''}? It will have to log in again.` : ''}
        confirmLabel="Sign out"
        destructive
        busy={revoke.isPending}
        onConfirm={confirm}
        onClose={() => setTarget(null)}
      />
      <LogoutDialog open={logoutOpen} onClose={() => setLogoutOpen(false)} />
    </ProfileSection>
  );
}
