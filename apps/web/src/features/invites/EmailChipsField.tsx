import type { ClipboardEvent, KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { MSG } from '@candid/shared';
import { addChips, isCandidateEmail, splitEmails } from './emailChips';

interface EmailChipsFieldProps {
  label: string;
  chips: string[];
  onChipsChange: (chips: string[]) => void;
  text: string;
  onTextChange: (text: string) => void;
  disabled?: boolean;
  autoFocus?: boolean;
}

/** Keys that turn the typed text into a chip (SPEC §5: Space, Enter; a comma too). */
const COMMIT_KEYS = new Set([' ', 'Enter', ',']);

/**
 * A multi-entry email field: each address becomes a removable chip, red when it is not a
 * valid candidate address. Addresses are committed on Space, Enter, comma, paste or blur.
 */
export function EmailChipsField({ label, chips, onChipsChange, text, onTextChange, disabled, autoFocus }: EmailChipsFieldProps) {
  const anyInvalid = chips.some((c) => !isCandidateEmail(c));

  const commit = (value: string) => {
    const emails = splitEmails(value);
    if (emails.length > 0) onChipsChange(addChips(chips, emails));
    onTextChange('');
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (COMMIT_KEYS.has(e.key)) {
      if (text.trim() || e.key !== 'Enter') e.preventDefault();
      if (text.trim()) commit(text);
    } else if (e.key === 'Backspace' && text === '' && chips.length > 0) {
      e.preventDefault();
      onChipsChange(chips.slice(0, -1));
    }
  };

  // Some mobile keyboards send no key events: a separator in the value commits what precedes it.
  const onChange = (value: string) => {
    const lastSeparator = value.search(/[\s,;][^\s,;]*$/);
    if (lastSeparator < 0) {
      onTextChange(value);
      return;
    }
    const done = splitEmails(value.slice(0, lastSeparator));
    if (done.length > 0) onChipsChange(addChips(chips, done));
    onTextChange(value.slice(lastSeparator + 1));
  };

  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const pasted = e.clipboardData.getData('text');
    if (!/[\s,;]/.test(pasted)) return;
    e.preventDefault();
    commit(`${text}${pasted}`);
  };

  const remove = (email: string) => onChipsChange(chips.filter((c) => c !== email));

  return (
    <TextField
      label={label}
      placeholder={chips.length === 0 ? 'Enter a Email' : undefined}
      value={text}
      disabled={disabled}
      autoFocus={autoFocus}
      error={anyInvalid}
      helperText={anyInvalid ? MSG.validEmail : 'Press Space, Enter or comma after each address'}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={onKeyDown}
      onPaste={onPaste}
      onBlur={() => text.trim() && commit(text)}
      sx={{ width: { xs: '100%', sm: 400 }, maxWidth: '100%' }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false, inputMode: 'email' },
        input: {
          sx: {
            flexWrap: 'wrap',
            gap: 0.5,
            py: 1,
            pl: chips.length > 0 ? 1 : undefined,
            '& input': { flex: '1 1 120px', minWidth: 120, width: 'auto', py: 0.5 },
          },
          startAdornment:
            chips.length > 0 ? (
              <Box component="ul" aria-label="Email addresses" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', m: 0, p: 0, maxWidth: '100%' }}>
                {chips.map((email) => {
                  const valid = isCandidateEmail(email);
                  return (
                    <Box component="li" key={email} sx={{ display: 'inline-flex', maxWidth: '100%' }}>
                      <Chip
                        size="small"
                        label={email}
                        color={valid ? 'default' : 'error'}
                        variant={valid ? 'filled' : 'outlined'}
                        onDelete={disabled ? undefined : () => remove(email)}
                        aria-label={valid ? `${email}, press Delete to remove` : `${email}, not a valid email, press Delete to remove`}
                        data-invalid={valid ? undefined : 'true'}
                        sx={{ maxWidth: '100%' }}
                      />
                    </Box>
                  );
                })}
              </Box>
            ) : undefined,
        },
      }}
    />
  );
}
