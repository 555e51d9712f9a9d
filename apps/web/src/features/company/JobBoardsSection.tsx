import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import { BlockSkeleton } from '../../components/ListSkeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MSG, idibuCredentialsSchema, seekCredentialsSchema, type JobBoard, type JobBoardSetting } from '@candid/shared';
import { ApiError, errorMessage } from '../../api/client';
import { useJobBoardSettings, useRemoveJobBoardCredentials, useSaveJobBoardCredentials } from '../../api/jobBoards';
import { ErrorRetry } from '../../components/ErrorRetry';
import { notify } from '../../components/notify';

type Field = { name: string; label: string; secret?: boolean; help?: string };
const FIELDS: Record<JobBoard, Field[]> = {
  // Candid's SEEK API credentials are the server's: an organisation names only its SEEK hirer.
  seek: [{ name: 'HirerId', label: 'Hirer id', help: 'Your SEEK hirer id (seekAnz:organization:seek:…) or numeric advertiser id, from SEEK.' }],
  idibu: [
    { name: 'ClientId', label: 'Client id' },
    { name: 'Secret', label: 'Secret', secret: true },
  ],
};

/**
 * The company's job-board settings (issue 17, docs/job-boards.md), for owners and admins: SEEK's
 * hirer id (checked with SEEK on save; Candid's SEEK credentials are the server's), idibu's
 * credentials. They are written, never shown again: the page only learns whether a board is set
 * up, and whether this server offers it. At /company/job-boards (the publish card's link).
 */
export function JobBoardsSection() {
  const headingId = useId();
  const settings = useJobBoardSettings();

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0, gridColumn: '1 / -1' }}>
      <Typography variant="h3" component="h2" id={headingId} sx={{ mb: 1 }}>
        Job boards
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 720 }}>
        Publish jobs to SEEK and idibu from the job screen. For SEEK, enter your organisation’s SEEK hirer id: Candid checks
        with SEEK that your SEEK account is connected to Candid. For idibu, enter the API credentials idibu gave your
        organisation. They are stored encrypted and never shown again.
      </Typography>
      {settings.isPending ? (
        <BlockSkeleton label="Loading the job boards" variant="rounded" height={120} />
      ) : settings.isError ? (
        <ErrorRetry error={settings.error} onRetry={settings.refetch} />
      ) : (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
          {settings.data.map((s) => (
            <BoardForm key={s.Board} setting={s} />
          ))}
        </Box>
      )}
    </Paper>
  );
}

function BoardForm({ setting }: { setting: JobBoardSetting }) {
  const save = useSaveJobBoardCredentials();
  const remove = useRemoveJobBoardCredentials();
  const fields = FIELDS[setting.Board];
  const empty = () => Object.fromEntries(fields.map((f) => [f.name, ''])) as Record<string, string>;
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [editing, setEditing] = useState(!setting.Configured);
  const formId = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const schema = setting.Board === 'seek' ? seekCredentialsSchema : idibuCredentialsSchema;
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      // The first issue per field: "Enter the …" before the format of an empty field.
      setErrors(Object.fromEntries(parsed.error.issues.reverse().map((i) => [String(i.path[0]), [i.message]])));
      return;
    }
    setErrors({});
    const input = setting.Board === 'seek' ? { board: 'seek' as const, credentials: seekCredentialsSchema.parse(values) } : { board: 'idibu' as const, credentials: idibuCredentialsSchema.parse(values) };
    save.mutate(input, {
      onSuccess: () => {
        notify.success(`${setting.BoardName} ${setting.Board === 'seek' ? 'hirer' : 'credentials'} saved`);
        setValues(empty());
        setEditing(false);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.details) setErrors(error.details);
        notify.error(errorMessage(error));
      },
    });
  };

  return (
    <Box component="form" aria-labelledby={`${formId}-title`} onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id={`${formId}-title`} sx={{ fontWeight: 600 }}>
          {setting.BoardName}
        </Typography>
        <Chip size="small" color={setting.Configured ? 'success' : 'default'} label={setting.Configured ? 'Configured' : 'Not set up'} />
      </Box>
      {!setting.Available && (
        <Typography variant="body2" color="text.secondary">
          {MSG.jobBoardUnavailable(setting.BoardName)}
        </Typography>
      )}
      {!setting.Available && !setting.Configured ? null : editing && setting.Available ? (
        <>
          {fields.map((f) => (
            <TextField
              key={f.name}
              size="small"
              label={`${setting.BoardName} ${f.label.toLowerCase()}`}
              type={f.secret ? 'password' : 'text'}
              autoComplete={f.secret ? 'new-password' : 'off'}
              value={values[f.name]}
              onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
              error={Boolean(errors[f.name])}
              helperText={errors[f.name]?.join(' ') ?? f.help}
              required
            />
          ))}
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button type="submit" variant="contained" disabled={save.isPending} fullWidth={false}>
              Save {setting.BoardName}
            </Button>
            {setting.Configured && (
              <Button onClick={() => setEditing(false)} disabled={save.isPending}>
                Cancel
              </Button>
            )}
          </Box>
        </>
      ) : (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {setting.Available && (
            <Button variant="outlined" onClick={() => setEditing(true)}>
              {setting.Board === 'seek' ? 'Replace hirer id' : 'Replace credentials'}
            </Button>
          )}
          <Button
            color="error"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(setting.Board, {
                onSuccess: () => {
                  notify.success(`${setting.BoardName} ${setting.Board === 'seek' ? 'hirer' : 'credentials'} removed`);
                  setEditing(true);
                },
                onError: (error) => notify.error(errorMessage(error)),
              })
            }
          >
            Remove
          </Button>
        </Box>
      )}
    </Box>
  );
}
