import { useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import type { QuestionKind } from '@candid/shared';
import {
  KIND_LIMITS,
  KIND_OPTIONS,
  hasScreeningRule,
  isChoiceKind,
  kindSettingsErrors,
  newChoiceId,
  settingsForKind,
  type ChoiceOptionDraft,
  type KindSettingsDraft,
  type KindSettingsErrors,
  type QualifyingAnswer,
} from './questionKinds';

/** What a change of the answer fields sets on the question. */
export interface QuestionAnswerPatch {
  kind?: QuestionKind;
  required?: boolean;
  settings?: KindSettingsDraft;
}

interface QuestionKindFieldsProps {
  /** The question's number in the list, for the group's name. */
  n: number;
  kind: QuestionKind;
  required: boolean;
  settings: KindSettingsDraft;
  onChange: (patch: QuestionAnswerPatch) => void;
}

/** Keeps what a number field may hold while typed: digits, one leading minus, a decimal point. */
const numberChars = (value: string) => value.replace(/[^\d.-]/g, '').replace(/(?!^)-/g, '').slice(0, 16);
const digits = (value: string) => value.replace(/\D/g, '').slice(0, 5);
const decimal = (value: string) => value.replace(/[^\d.]/g, '').slice(0, 6);

/**
 * How one question is answered (issue 29): its Answer type, whether it is required, and the
 * settings of that type, shown under the question only for the types that have some.
 */
export function QuestionKindFields({ n, kind, required, settings, onChange }: QuestionKindFieldsProps) {
  const errors = kindSettingsErrors(kind, settings);
  const setSettings = (patch: Partial<KindSettingsDraft>) => onChange({ settings: { ...settings, ...patch } });
  return (
    <Box role="group" aria-label={`Question ${n} answer`} sx={{ display: 'grid', gap: 1.5, mt: 1, mb: 0.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <TextField
          select
          size="small"
          label="Answer type"
          value={kind}
          onChange={(e) => {
            const next = e.target.value as QuestionKind;
            onChange({ kind: next, settings: settingsForKind(next, settings) });
          }}
          sx={{ minWidth: 200 }}
        >
          {KIND_OPTIONS.map((o) => (
            <MenuItem key={o.kind} value={o.kind}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Switch checked={required} onChange={(e) => onChange({ required: e.target.checked })} />}
          label="Required"
          sx={{ mr: 0 }}
        />
        {hasScreeningRule(kind, settings) && (
          <Typography variant="caption" color="text.secondary">
            Screening question: asked before the others.
          </Typography>
        )}
      </Box>
      {isChoiceKind(kind) && (
        <ChoiceOptionsEditor options={settings.options} error={errors.options} onChange={(options) => setSettings({ options })} />
      )}
      {kind === 'yes_no' && (
        <TextField
          select
          size="small"
          label="Qualifying answer"
          value={settings.qualifyingAnswer}
          onChange={(e) => setSettings({ qualifyingAnswer: e.target.value as QualifyingAnswer })}
          helperText="Any: the answer does not screen candidates."
          sx={{ maxWidth: 280 }}
        >
          <MenuItem value="any">Any</MenuItem>
          <MenuItem value="yes">Yes</MenuItem>
          <MenuItem value="no">No</MenuItem>
        </TextField>
      )}
      {kind === 'number' && <NumberSettings settings={settings} errors={errors} onChange={setSettings} />}
      {kind === 'text' && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <TextField
            size="small"
            label="Word limit"
            value={settings.wordLimit}
            onChange={(e) => setSettings({ wordLimit: digits(e.target.value) })}
            error={Boolean(errors.wordLimit)}
            helperText={errors.wordLimit ?? 'Optional.'}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ width: 180 }}
          />
          <TextField
            size="small"
            label="Time limit"
            value={settings.timeLimitMinutes}
            onChange={(e) => setSettings({ timeLimitMinutes: decimal(e.target.value) })}
            error={Boolean(errors.timeLimit)}
            helperText={errors.timeLimit ?? 'Optional.'}
            slotProps={{
              htmlInput: { inputMode: 'decimal' },
              input: { endAdornment: <InputAdornment position="end">minutes</InputAdornment> },
            }}
            sx={{ width: 200 }}
          />
        </Box>
      )}
    </Box>
  );
}

interface ChoiceOptionsEditorProps {
  options: ChoiceOptionDraft[];
  error?: string;
  onChange: (options: ChoiceOptionDraft[]) => void;
}

type Rule = 'none' | 'qualifies' | 'disqualifies';
/** An option's screening rule as the wire has it: qualifies, disqualifies, or none (absent). */
const RULES: Record<Rule, boolean | undefined> = { none: undefined, qualifies: true, disqualifies: false };
const ruleOf = (o: ChoiceOptionDraft): Rule => (o.qualifies === true ? 'qualifies' : o.qualifies === false ? 'disqualifies' : 'none');

/** The options of a choice question: rename, add, remove (2 to 20), and which answers qualify or disqualify. */
function ChoiceOptionsEditor({ options, error, onChange }: ChoiceOptionsEditorProps) {
  // Focus follows the keyboard user: into an added option, back to Add option after a removal.
  const [addedId, setAddedId] = useState<string | null>(null);
  const helpId = useId();
  const addRef = useRef<HTMLButtonElement>(null);
  const set = (id: string, patch: Partial<ChoiceOptionDraft>) => onChange(options.map((o) => (o.id === id ? { ...o, ...patch } : o)));
  const add = () => {
    const id = newChoiceId(options);
    setAddedId(id);
    onChange([...options, { id, label: '' }]);
  };
  const remove = (id: string) => {
    onChange(options.filter((o) => o.id !== id));
    addRef.current?.focus();
  };
  const canRemove = options.length > KIND_LIMITS.optionsMin;
  return (
    <Box role="group" aria-label="Options" sx={{ display: 'grid', gap: 1 }}>
      {options.map((o, i) => (
        // On a phone the option's text takes the row, its rule and Remove go under it.
        <Box key={o.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
          <TextField
            size="small"
            label={`Option ${i + 1}`}
            value={o.label}
            onChange={(e) => set(o.id, { label: e.target.value })}
            autoFocus={o.id === addedId}
            error={Boolean(error) && o.label.trim() === ''}
            slotProps={{ htmlInput: { maxLength: KIND_LIMITS.optionLabelMax, 'aria-describedby': helpId } }}
            sx={{ flexGrow: 1, flexBasis: { xs: '100%', sm: 'auto' }, maxWidth: { sm: 420 } }}
          />
          <TextField
            select
            size="small"
            label="Screening"
            value={ruleOf(o)}
            onChange={(e) => set(o.id, { qualifies: RULES[e.target.value as Rule] })}
            slotProps={{ select: { native: true }, htmlInput: { 'aria-label': `Option ${i + 1} screening` } }}
            sx={{ width: 150, flexShrink: 0 }}
          >
            <option value="none">No rule</option>
            <option value="qualifies">Qualifies</option>
            <option value="disqualifies">Disqualifies</option>
          </TextField>
          <IconButton size="small" aria-label={`Remove option ${i + 1}`} onClick={() => remove(o.id)} disabled={!canRemove}>
            <CloseRounded fontSize="small" />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button ref={addRef} size="small" startIcon={<AddRounded />} onClick={add} disabled={options.length >= KIND_LIMITS.optionsMax}>
          Add option
        </Button>
      </Box>
      <FormHelperText id={helpId} error={Boolean(error)} sx={{ mt: 0, mx: 0 }}>
        {error ?? 'Screening: an answer marked Disqualifies fails it; when some are marked Qualifies, one of them must be chosen to pass. With no rule on any option, the question does not screen.'}
      </FormHelperText>
    </Box>
  );
}

interface NumberSettingsProps {
  settings: KindSettingsDraft;
  errors: KindSettingsErrors;
  onChange: (patch: Partial<KindSettingsDraft>) => void;
}

const NUMBER_FIELDS = [
  { field: 'min', label: 'Minimum' },
  { field: 'max', label: 'Maximum' },
  { field: 'qualifyingMin', label: 'Qualifying from' },
  { field: 'qualifyingMax', label: 'Qualifying up to' },
] as const;

/** The range a number answer may take, and the range that qualifies (either end may stay open). */
function NumberSettings({ settings, errors, onChange }: NumberSettingsProps) {
  return (
    <Box>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 160px))' } }}>
        {NUMBER_FIELDS.map(({ field, label }) => (
          <TextField
            key={field}
            size="small"
            label={label}
            value={settings[field]}
            onChange={(e) => onChange({ [field]: numberChars(e.target.value) })}
            error={Boolean(errors[field])}
            helperText={errors[field] ?? 'Optional.'}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        ))}
      </Box>
      <FormHelperText sx={{ mx: 0 }}>An answer in the qualifying range passes screening; leave it empty for no screening.</FormHelperText>
    </Box>
  );
}
