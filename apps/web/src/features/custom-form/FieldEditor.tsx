import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import DragIndicatorRounded from '@mui/icons-material/DragIndicatorRounded';
import AddRounded from '@mui/icons-material/AddRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import type { FormField, FormFieldKind } from '@candid/shared';
import { FIELD_KINDS, FIELD_KIND_LABELS, alwaysIdentifying, newId, withKind } from './fieldKinds';

interface FieldEditorProps {
  field: FormField;
  position: number;
  count: number;
  /** Messages by the field's own keys (label, options, max, ...). */
  errors: Record<string, string>;
  onChange: (field: FormField) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  /** Drag and drop: the list handles where it lands. */
  dragProps: React.HTMLAttributes<HTMLElement>;
}

const optionalNumber = (text: string) => (text.trim() === '' || !Number.isFinite(Number(text)) ? undefined : Number(text));

/** One field of the form being built: its kind, label, help, flags and its kind's settings. */
export function FieldEditor({ field, position, count, errors, onChange, onMove, onRemove, dragProps }: FieldEditorProps) {
  const name = field.label.trim() || `field ${position}`;
  const set = (patch: Partial<FormField>) => onChange({ ...field, ...patch } as FormField);
  const locked = alwaysIdentifying(field.kind);
  return (
    <Paper component="li" variant="outlined" aria-label={`Field ${position} of ${count}: ${name}`} sx={{ p: 2, listStyle: 'none' }} {...dragProps}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
        <DragIndicatorRounded aria-hidden sx={{ color: 'text.secondary', cursor: 'grab' }} />
        <TextField
          select
          size="small"
          label="Type"
          value={field.kind}
          onChange={(e) => onChange(withKind(field, e.target.value as FormFieldKind))}
          sx={{ width: { xs: 'calc(100% - 40px)', sm: 220 } }}
        >
          {FIELD_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {FIELD_KIND_LABELS[k]}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: 1 }} />
        <Tooltip title="Move up">
          <span>
            <IconButton aria-label={`Move ${name} up`} disabled={position === 1} onClick={() => onMove(-1)}>
              <ArrowUpwardRounded />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Move down">
          <span>
            <IconButton aria-label={`Move ${name} down`} disabled={position === count} onClick={() => onMove(1)}>
              <ArrowDownwardRounded />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Remove">
          <IconButton aria-label={`Remove ${name}`} onClick={onRemove}>
            <DeleteOutlineRounded />
          </IconButton>
        </Tooltip>
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <TextField
          label={field.kind === 'consent' ? 'What the candidate agrees to' : 'Label'}
          value={field.label}
          required
          onChange={(e) => set({ label: e.target.value })}
          error={!!errors.label}
          helperText={errors.label}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          label="Help text (optional)"
          value={field.help ?? ''}
          onChange={(e) => set({ help: e.target.value || undefined })}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </Box>
      <KindSettings field={field} errors={errors} onChange={onChange} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        <FormControlLabel control={<Checkbox checked={field.required} onChange={(e) => set({ required: e.target.checked })} />} label="Required" />
        <FormControlLabel
          control={<Checkbox checked={locked || field.identifying} disabled={locked} onChange={(e) => set({ identifying: e.target.checked })} />}
          label={locked ? 'Identifies the candidate (always hidden from anonymised shares)' : 'Identifies the candidate (hidden from anonymised shares)'}
        />
      </Box>
    </Paper>
  );
}

/** The settings only some kinds have: options, a number's range, a word limit. */
function KindSettings({ field, errors, onChange }: Pick<FieldEditorProps, 'field' | 'errors' | 'onChange'>) {
  if (field.kind === 'single_choice' || field.kind === 'multiple_choice') {
    const options = field.options;
    const setOptions = (next: typeof options) => onChange({ ...field, options: next });
    return (
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1.5 }}>
        <Box component="legend" sx={{ typography: 'body2', color: 'text.secondary', mb: 1 }}>
          Options
        </Box>
        <Box component="ol" sx={{ display: 'grid', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
          {options.map((o, i) => (
            <Box component="li" key={o.id} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <TextField
                size="small"
                fullWidth
                label={`Option ${i + 1}`}
                value={o.label}
                onChange={(e) => setOptions(options.map((x) => (x.id === o.id ? { ...x, label: e.target.value } : x)))}
                slotProps={{ htmlInput: { maxLength: 200 } }}
              />
              <IconButton aria-label={`Remove option ${i + 1}`} disabled={options.length <= 2} onClick={() => setOptions(options.filter((x) => x.id !== o.id))}>
                <CloseRounded />
              </IconButton>
            </Box>
          ))}
        </Box>
        {errors.options && (
          <Box role="alert" sx={{ color: 'error.main', typography: 'caption', mt: 0.5 }}>
            {errors.options}
          </Box>
        )}
        <Button
          size="small"
          startIcon={<AddRounded />}
          disabled={options.length >= 20}
          onClick={() => setOptions([...options, { id: newId('o'), label: `Option ${options.length + 1}` }])}
          sx={{ mt: 1 }}
        >
          Add option
        </Button>
      </Box>
    );
  }
  if (field.kind === 'number') {
    return (
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: '1fr 1fr', mt: 1.5 }}>
        <TextField
          size="small"
          type="number"
          label="Lowest (optional)"
          value={field.min ?? ''}
          onChange={(e) => onChange({ ...field, min: optionalNumber(e.target.value) })}
        />
        <TextField
          size="small"
          type="number"
          label="Highest (optional)"
          value={field.max ?? ''}
          onChange={(e) => onChange({ ...field, max: optionalNumber(e.target.value) })}
          error={!!errors.max}
          helperText={errors.max}
        />
      </Box>
    );
  }
  if (field.kind === 'long_text') {
    return (
      <TextField
        size="small"
        type="number"
        label="Word limit (optional)"
        value={field.wordLimit ?? ''}
        onChange={(e) => onChange({ ...field, wordLimit: optionalNumber(e.target.value) })}
        slotProps={{ htmlInput: { min: 1, max: 2000 } }}
        sx={{ mt: 1.5, maxWidth: 220 }}
      />
    );
  }
  return null;
}
