import { useId, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';

interface InlineInputProps {
  /** The input's accessible label, e.g. "Template name". */
  label: string;
  initialValue?: string;
  /** Shown as helper text when the trimmed value is blank (SPEC §5); nothing is sent then. */
  requiredMessage: string;
  /** Receives the trimmed value; a rejection keeps the input open. */
  onConfirm: (value: string) => unknown;
  onCancel: () => void;
  busy?: boolean;
  multiline?: boolean;
  placeholder?: string;
}

/**
 * A text input with a check (save) and a cross (cancel), the inline editing of SPEC §2.
 * Enter saves, Escape cancels.
 */
export function InlineInput({
  label,
  initialValue = '',
  requiredMessage,
  onConfirm,
  onCancel,
  busy = false,
  multiline = false,
  placeholder,
}: InlineInputProps) {
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState<string | null>(null);
  const helperId = useId();

  const confirm = async () => {
    if (busy) return;
    const trimmed = value.trim();
    if (!trimmed) {
      setError(requiredMessage);
      return;
    }
    try {
      await onConfirm(trimmed);
    } catch {
      // The caller reports the failure; the input stays open so nothing typed is lost.
    }
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && !(multiline && e.shiftKey)) {
      e.preventDefault();
      void confirm();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      onCancel();
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, width: '100%', minWidth: 0 }}>
      <TextField
        size="small"
        autoFocus
        value={value}
        placeholder={placeholder}
        multiline={multiline}
        maxRows={multiline ? 6 : undefined}
        onChange={(e) => {
          setValue(e.target.value);
          if (error) setError(null);
        }}
        onKeyDown={onKeyDown}
        error={error !== null}
        helperText={error ?? undefined}
        disabled={busy}
        slotProps={{
          htmlInput: { 'aria-label': label, 'aria-describedby': error ? helperId : undefined },
          formHelperText: { id: helperId },
        }}
        sx={{ flex: 1, minWidth: 0 }}
      />
      <IconButton aria-label={`Save ${label.toLowerCase()}`} onClick={() => void confirm()} disabled={busy} color="success">
        <CheckRounded />
      </IconButton>
      <IconButton aria-label={`Cancel ${label.toLowerCase()}`} onClick={onCancel} disabled={busy} color="error">
        <CloseRounded />
      </IconButton>
    </Box>
  );
}

/** SPEC §4: an inline edit is saved only when the text changed; returns whether to send. */
export function hasChanged(original: string, next: string): boolean {
  return original.trim() !== next.trim();
}
