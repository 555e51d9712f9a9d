import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import { API_KEY_MAX_DAYS, API_KEY_ROLES, MSG, levelCovers, roleName, type ApiKey } from '@candid/shared';
import { ApiError, errorMessage } from '../../api/client';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../../api/integrations';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorRetry } from '../../components/ErrorRetry';
import { notify } from '../../components/notify';
import { SecretShownOnce } from './SecretShownOnce';
import { visuallyHidden } from '../../components/visuallyHidden';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—');
const STATE: Record<ApiKey['State'], string> = { active: 'Active', expired: 'Expired', revoked: 'Revoked' };

/**
 * /company's API keys (issue 17, docs/api-keys-and-webhooks.md): owners and admins create a key
 * with a name, a role no higher than theirs and an expiry, copy its secret once, and revoke it.
 */
export function ApiKeysSection({ myLevel }: { myLevel: number }) {
  const headingId = useId();
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.ApiKey_ID, {
      onSuccess: () => {
        notify.success(MSG.apiKeyRevoked);
        setRevoking(null);
      },
      onError: (error) => notify.error(errorMessage(error)),
    });
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0, gridColumn: '1 / -1' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h3" component="h2" id={headingId}>
          API keys
        </Typography>
        <Button variant="outlined" startIcon={<AddRounded />} onClick={() => setCreating(true)}>
          Create API key
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 720 }}>
        Another system calls Candid’s API with a key, sent as <code>Authorization: Bearer …</code>, with the access of the key’s role in this company.
      </Typography>
      {keys.isError ? (
        <ErrorRetry error={keys.error} onRetry={keys.refetch} />
      ) : !keys.data ? (
        <Typography color="text.secondary">Loading…</Typography>
      ) : keys.data.length === 0 ? (
        <Typography color="text.secondary">No API keys yet.</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Key</TableCell>
                <TableCell>Role</TableCell>
                <TableCell>Created</TableCell>
                <TableCell>Expires</TableCell>
                <TableCell>Last used</TableCell>
                <TableCell>State</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    Actions
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {keys.data.map((k) => (
                <TableRow key={k.ApiKey_ID}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{k.Name}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{k.Prefix}</TableCell>
                  <TableCell>{roleName(k.Role)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {when(k.CreatedAt)}
                    {k.CreatedBy && (
                      <Typography variant="body2" color="text.secondary">
                        by {k.CreatedBy}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(k.ExpiresAt)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(k.LastUsedAt)}</TableCell>
                  <TableCell>{STATE[k.State]}</TableCell>
                  <TableCell align="right">
                    {k.State === 'active' && (
                      <Button color="error" size="small" onClick={() => setRevoking(k)} aria-label={`Revoke ${k.Name}`}>
                        Revoke
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {creating && (
        <CreateKeyDialog
          myLevel={myLevel}
          onClose={() => setCreating(false)}
          onCreated={(s) => {
            setCreating(false);
            setSecret(s);
          }}
        />
      )}
      <SecretShownOnce title="Your new API key" label="API key" secret={secret} warning={MSG.apiKeyShownOnce} onClose={() => setSecret(null)} />
      <ConfirmDialog
        open={revoking !== null}
        title={`Revoke ${revoking?.Name ?? 'this key'}?`}
        text="Every system using this key loses access at once. This cannot be undone."
        confirmLabel="Revoke"
        destructive
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
        onClose={() => setRevoking(null)}
      />
    </Paper>
  );
}

function CreateKeyDialog({ myLevel, onClose, onCreated }: { myLevel: number; onClose: () => void; onCreated: (secret: string) => void }) {
  const titleId = useId();
  const create = useCreateApiKey();
  const roles = API_KEY_ROLES.filter((r) => levelCovers(myLevel, r));
  const [name, setName] = useState('');
  const [role, setRole] = useState<number>(roles.includes(250) ? 250 : (roles[0] ?? 270));
  const [days, setDays] = useState('90');
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const input = { Name: name.trim(), Role: role as (typeof API_KEY_ROLES)[number], ExpiresInDays: Number(days) };
    create.mutate(input, {
      onSuccess: (key) => onCreated(key.Secret),
      onError: (error) => {
        if (error instanceof ApiError && error.details) setErrors(error.details);
        notify.error(errorMessage(error));
      },
    });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Create API key</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField
            label="Name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            autoFocus
            slotProps={{ htmlInput: { maxLength: 100 } }}
            error={Boolean(errors.Name)}
            helperText={errors.Name?.[0] ?? 'What uses it, e.g. “ATS sync”.'}
          />
          <TextField select label="Role" value={role} onChange={(e) => setRole(Number(e.target.value))} error={Boolean(errors.Role)} helperText={errors.Role?.[0] ?? 'The key has the access of a team member with this role.'}>
            {roles.map((r) => (
              <MenuItem key={r} value={r}>
                {roleName(r)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Expires after (days)"
            type="number"
            value={days}
            onChange={(e) => setDays(e.target.value)}
            slotProps={{ htmlInput: { min: 1, max: API_KEY_MAX_DAYS } }}
            error={Boolean(errors.ExpiresInDays)}
            helperText={errors.ExpiresInDays?.[0] ?? `1 to ${API_KEY_MAX_DAYS} days.`}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={create.isPending} sx={{ width: 'auto' }}>
            Create
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
