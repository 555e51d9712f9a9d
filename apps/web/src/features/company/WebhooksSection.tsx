import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import { MSG, WEBHOOK_EVENTS, type Webhook, type WebhookEventType } from '@candid/shared';
import { ApiError, errorMessage } from '../../api/client';
import { useCreateWebhook, useDeleteWebhook, useUpdateWebhook, useWebhooks } from '../../api/integrations';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorRetry } from '../../components/ErrorRetry';
import { notify } from '../../components/notify';
import { SecretShownOnce } from './SecretShownOnce';
import { WebhookLogDialog } from './WebhookLogDialog';

/**
 * /company's Webhooks (issue 17, docs/api-keys-and-webhooks.md): endpoints that are sent signed
 * events, each with its secret shown once, enable/disable, delete and the delivery log.
 */
export function WebhooksSection() {
  const headingId = useId();
  const hooks = useWebhooks();
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [logOf, setLogOf] = useState<Webhook | null>(null);

  const toggle = (hook: Webhook) =>
    update.mutate({ id: hook.Webhook_ID, Enabled: !hook.Enabled }, { onError: (error) => notify.error(errorMessage(error)) });
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.Webhook_ID, {
      onSuccess: () => {
        notify.success(MSG.webhookDeleted);
        setDeleting(null);
      },
      onError: (error) => notify.error(errorMessage(error)),
    });
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0, gridColumn: '1 / -1' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h3" component="h2" id={headingId}>
          Webhooks
        </Typography>
        <Button variant="outlined" startIcon={<AddRounded />} onClick={() => setAdding(true)}>
          Add endpoint
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 720 }}>
        Candid sends each chosen event to your URL as a signed POST (Standard Webhooks), retrying for days; an endpoint that keeps failing is disabled and the owner
        emailed.
      </Typography>
      {hooks.isError ? (
        <ErrorRetry error={hooks.error} onRetry={hooks.refetch} />
      ) : !hooks.data ? (
        <Typography color="text.secondary">Loading…</Typography>
      ) : hooks.data.length === 0 ? (
        <Typography color="text.secondary">No webhook endpoints yet.</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }} aria-labelledby={headingId}>
          {hooks.data.map((hook) => (
            <Box component="li" key={hook.Webhook_ID} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, minWidth: 0 }} aria-label={hook.Url}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}>
                <Typography sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', minWidth: 0 }}>{hook.Url}</Typography>
                <FormControlLabel
                  control={<Switch checked={hook.Enabled} onChange={() => toggle(hook)} disabled={update.isPending} />}
                  label={hook.Enabled ? 'Enabled' : 'Disabled'}
                />
              </Box>
              {hook.Description && <Typography variant="body2">{hook.Description}</Typography>}
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {hook.Events.join(', ')}
              </Typography>
              {hook.DisabledReason === 'failing' && (
                <Typography variant="body2" color="error">
                  Disabled after failing continuously. Fix the receiver, enable it and resend what it missed.
                </Typography>
              )}
              {hook.Enabled && hook.FailingSince && (
                <Typography variant="body2" color="error">
                  Failing since {new Date(hook.FailingSince).toLocaleString()}.
                </Typography>
              )}
              <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
                <Button size="small" onClick={() => setLogOf(hook)}>
                  Delivery log
                </Button>
                <Button size="small" color="error" onClick={() => setDeleting(hook)} aria-label={`Delete ${hook.Url}`}>
                  Delete
                </Button>
              </Box>
            </Box>
          ))}
        </Box>
      )}
      {adding && (
        <AddEndpointDialog
          onClose={() => setAdding(false)}
          onCreated={(s) => {
            setAdding(false);
            setSecret(s);
          }}
        />
      )}
      <SecretShownOnce title="Signing secret" label="Signing secret" secret={secret} warning={MSG.webhookSecretShownOnce} onClose={() => setSecret(null)} />
      <WebhookLogDialog hook={logOf} onClose={() => setLogOf(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this endpoint?"
        text={`${deleting?.Url ?? ''} will receive nothing more, and its delivery log is deleted.`}
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Paper>
  );
}

function AddEndpointDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (secret: string) => void }) {
  const titleId = useId();
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['interview.completed']);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const flip = (event: WebhookEventType) => setEvents((now) => (now.includes(event) ? now.filter((e) => e !== event) : [...now, event]));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    create.mutate(
      { Url: url.trim(), Events: events, Description: description.trim() || undefined },
      {
        onSuccess: (hook) => onCreated(hook.Secret),
        onError: (error) => {
          if (error instanceof ApiError && error.details) setErrors(error.details);
          notify.error(errorMessage(error));
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Add webhook endpoint</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField
            label="URL"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            required
            autoFocus
            placeholder="https://example.com/candid-events"
            error={Boolean(errors.Url)}
            helperText={errors.Url?.[0] ?? 'An https:// address that answers 2xx.'}
          />
          <TextField label="Description (optional)" value={description} onChange={(e) => setDescription(e.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }} />
          <FormControl error={Boolean(errors.Events)} component="fieldset">
            <FormLabel component="legend">Events</FormLabel>
            <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {WEBHOOK_EVENTS.map((event) => (
                <FormControlLabel key={event} control={<Checkbox checked={events.includes(event)} onChange={() => flip(event)} />} label={event} />
              ))}
            </FormGroup>
            {errors.Events && <FormHelperText>{errors.Events[0]}</FormHelperText>}
          </FormControl>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={create.isPending || events.length === 0} sx={{ width: 'auto' }}>
            Add endpoint
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
