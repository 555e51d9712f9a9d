import { useRef, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

interface TeamEmailFieldProps {
  chips: string[];
  onRemove: (email: string) => void;
  text: string;
  onTextChange: (text: string) => void;
  /** Tries to turn the typed text into a chip (trimmed; checked by the caller). */
  onCommit: () => void;
  /** MSG.validEmail or MSG.emailAlreadyExist for the typed text, shown under the field. */
  error: string | null;
  checking: boolean;
  disabled?: boolean;
}

/**
 * The invite dialog's multi-entry email field (SPEC §5): the typed address is committed on
 * Space, Enter or blur and becomes a removable chip only once it is valid and not taken; the
 * rejected text stays in the field with the reason. The candidates' field
 * (features/invites/EmailChipsField) keeps invalid addresses as red chips instead.
 */
export function TeamEmailField({ chips, onRemove, text, onTextChange, onCommit, error, checking, disabled }: TeamEmailFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === ' ' || e.key === 'Enter') {
      if (text.trim() || e.key === ' ') e.preventDefault();
      if (text.trim()) onCommit();
    } else if (e.key === 'Backspace' && text === '' && chips.length > 0) {
      e.preventDefault();
      onRemove(chips[chips.length - 1]);
    }
  };
  return (
    <TextField
      label="Email addresses"
      fullWidth
      value={text}
      disabled={disabled}
      error={error !== null}
      helperText={error ?? 'Press Space or Enter after each address'}
      onChange={(e) => onTextChange(e.target.value.replace(/\s/g, ''))}
      onKeyDown={onKeyDown}
      onBlur={() => text.trim() && onCommit()}
      inputRef={inputRef}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: {
          autoComplete: 'off',
          autoCapitalize: 'none',
          spellCheck: false,
          inputMode: 'email',
          placeholder: chips.length === 0 ? 'name@company.com' : undefined,
        },
        input: {
          sx: {
            flexWrap: 'wrap',
            gap: 0.5,
            py: 1,
            pl: chips.length > 0 ? 1 : undefined,
            '& input': { flex: '1 1 140px', minWidth: 140, width: 'auto', py: 0.5 },
          },
          startAdornment:
            chips.length > 0 ? (
              <Box component="ul" aria-label="Addresses to invite" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', m: 0, p: 0, maxWidth: '100%' }}>
                {chips.map((email) => (
                  <Box component="li" key={email} sx={{ display: 'inline-flex', maxWidth: '100%' }}>
                    <Chip
                      size="small"
                      label={email}
                      onDelete={
                        disabled
                          ? undefined
                          : () => {
                              onRemove(email);
                              inputRef.current?.focus();
                            }
                      }
                      aria-label={`${email}, press Delete to remove`}
                      sx={{ maxWidth: '100%' }}
                    />
                  </Box>
                ))}
              </Box>
            ) : undefined,
          endAdornment: checking ? (
            <InputAdornment position="end">
              <CircularProgress size={18} aria-label="Checking the address" />
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
