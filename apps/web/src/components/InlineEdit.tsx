import { useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';

interface InlineEditProps {
  /** The field's accessible label. */
  label: string;
  initialValue?: string;
  placeholder?: string;
  multiline?: boolean;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Return false to keep the field open (e.g. the text was rejected). */
  onConfirm: (value: string) => boolean | void | Promise<boolean | void>;
  onCancel: () => void;
}

/**
 * An inline text field with confirm (✓) and cancel (✗): Enter confirms, Escape cancels.
 * Used to add or edit questions, comments and template names in place.
 */
export function InlineEdit({
  label,
  initialValue = '',
  placeholder,
  multiline = false,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
}: InlineEditProps) {
  const [value, setValue] = useState(initialValue);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await onConfirm(value);
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      void confirm();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      onCancel();
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, width: '100%' }}>
      <TextField
        autoFocus
        size="small"
        value={value}
        placeholder={placeholder}
        multiline={multiline}
        maxRows={6}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={onKeyDown}
        slotProps={{ htmlInput: { 'aria-label': label } }}
      />
      <IconButton aria-label={confirmLabel} onClick={() => void confirm()} disabled={busy} color="success">
        <CheckRounded />
      </IconButton>
      <IconButton aria-label={cancelLabel} onClick={onCancel} disabled={busy}>
        <CloseRounded />
      </IconButton>
    </Box>
  );
}
