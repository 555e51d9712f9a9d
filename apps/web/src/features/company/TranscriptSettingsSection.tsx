import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SUMMARY_NOT_A_JUDGEMENT, type TranscriptSettings, type TranscriptSettingsInput } from '@candid/shared';
import { errorMessage } from '../../api/client';
import { offlineEngineText, useSaveTranscriptSettings, useTranscriptSettings } from '../../api/transcripts';
import { ErrorRetry } from '../../components/ErrorRetry';
import { notify } from '../../components/notify';
import { languageLabel } from '../../lib/languages';

/** The search languages offered; the offline engine's own come first. */
const LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'pl', 'sv', 'ja', 'zh', 'hi', 'ar'];

/** The section's words about the engine: which one runs, or that none does. */
function engineText(settings: TranscriptSettings): string {
  if (!settings.EngineAvailable) return '';
  return `Speech recognition on this server: ${settings.Engine ?? 'available'}.`;
}

/**
 * The company's transcript choices (issue 15): transcripts and captions of answers, summaries and
 * the language searches read words in (answers are transcribed in their job's language, issue 32).
 * Owners and administrators change them (`settings.edit`, as the server does); everyone else reads them.
 */
export function TranscriptSettingsSection({ canEdit }: { canEdit: boolean }) {
  const headingId = useId();
  const settings = useTranscriptSettings();
  const save = useSaveTranscriptSettings();

  const change = (patch: Partial<TranscriptSettingsInput>) => {
    const s = settings.data;
    if (!s) return;
    const input: TranscriptSettingsInput = { TranscriptsEnabled: s.TranscriptsEnabled, SummariesEnabled: s.SummariesEnabled, Language: s.Language, ...patch };
    save.mutate(input, {
      onSuccess: () => notify.success('Transcript settings saved'),
      onError: (error) => notify.error(errorMessage(error)),
    });
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0, gridColumn: '1 / -1' }}>
      <Typography variant="h3" component="h2" id={headingId} sx={{ mb: 1 }}>
        Transcripts
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 720 }}>
        Answers are turned into text by speech recognition: reviewers read along, turn on captions and search what candidates
        said. Summaries say what each candidate said in a few sentences.
      </Typography>
      {settings.isPending ? (
        <Box aria-label="Loading the transcript settings">
          <Skeleton variant="text" width="50%" />
          <Skeleton variant="text" width="40%" />
        </Box>
      ) : settings.isError ? (
        <ErrorRetry error={settings.error} onRetry={settings.refetch} />
      ) : (
        <SettingsForm settings={settings.data} canEdit={canEdit} saving={save.isPending} onChange={change} />
      )}
    </Paper>
  );
}

function SettingsForm({
  settings,
  canEdit,
  saving,
  onChange,
}: {
  settings: TranscriptSettings;
  canEdit: boolean;
  saving: boolean;
  onChange: (patch: Partial<TranscriptSettingsInput>) => void;
}) {
  const languageHint = useId();
  const noEngine = !settings.EngineAvailable;
  const disabled = !canEdit || saving;
  const languages = [...new Set([...settings.OfflineLanguages, ...LANGUAGES, settings.Language])];
  const offline = offlineEngineText(settings);

  return (
    <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
      {noEngine ? (
        <Alert severity="info" sx={{ justifySelf: 'stretch' }}>
          Transcripts are off on this server: no speech recognition engine is installed or configured. Your choices are kept
          for when one is.
        </Alert>
      ) : (
        <Box>
          <Typography variant="body2">{engineText(settings)}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 640 }}>
            Answers are transcribed in their job’s candidate language.
            {offline && ` ${offline} Answers to jobs in other languages get no transcript unless a speech recognition service is configured.`}
          </Typography>
        </Box>
      )}
      {!canEdit && (
        <Typography variant="body2" color="text.secondary">
          Only the owner and administrators can change these settings.
        </Typography>
      )}
      <FormControlLabel
        control={<Switch checked={settings.TranscriptsEnabled} onChange={(e) => onChange({ TranscriptsEnabled: e.target.checked })} disabled={disabled} />}
        label="Transcripts and captions of answers"
      />
      <Box>
        <FormControlLabel
          control={<Switch checked={settings.SummariesEnabled} onChange={(e) => onChange({ SummariesEnabled: e.target.checked })} disabled={disabled || !settings.TranscriptsEnabled} />}
          label="Summaries of what candidates said"
        />
        <Typography variant="caption" color="text.secondary" component="p" sx={{ ml: 6, maxWidth: 640 }}>
          {settings.TranscriptsEnabled ? SUMMARY_NOT_A_JUDGEMENT : 'Summaries are made from transcripts: turn transcripts on first.'}
        </Typography>
      </Box>
      <TextField
        select
        size="small"
        label="Language of searches"
        value={settings.Language}
        onChange={(e) => onChange({ Language: e.target.value })}
        disabled={disabled}
        fullWidth={false}
        sx={{ minWidth: 260, mt: 1 }}
        slotProps={{ select: { 'aria-describedby': languageHint } }}
      >
        {languages.map((l) => (
          <MenuItem key={l} value={l}>
            {languageLabel(l)}
          </MenuItem>
        ))}
      </TextField>
      <Typography id={languageHint} variant="caption" color="text.secondary" sx={{ maxWidth: 640 }}>
        Searches of what candidates said and wrote find the forms of each word in this language (nurse, nurses, nursing).
      </Typography>
    </Box>
  );
}
