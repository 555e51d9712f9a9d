import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import OutlinedInput from '@mui/material/OutlinedInput';
import { OTP_POLICY } from '@candid/shared';

interface OtpInputProps {
  /** One entry per box: a digit or ''. */
  value: string[];
  onChange: (digits: string[]) => void;
  disabled?: boolean;
}

/** An empty code of the policy's length. */
export const emptyOtp = (): string[] => Array.from({ length: OTP_POLICY.length }, () => '');

/**
 * Six single-digit boxes: typing moves to the next box, Backspace goes back, the arrow keys
 * move, and pasting (or autofilling) a whole code fills every box.
 */
export function OtpInput({ value, onChange, disabled }: OtpInputProps) {
  const length = OTP_POLICY.length;
  const refs = useRef<Array<HTMLInputElement | null>>([]);

  const focusBox = (index: number) => {
    const box = refs.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  const fillFrom = (start: number, digits: string) => {
    const next = [...value];
    let i = start;
    for (const d of digits) {
      if (i >= length) break;
      next[i] = d;
      i += 1;
    }
    onChange(next);
    focusBox(Math.min(i, length - 1));
  };

  const handleInput = (index: number, raw: string) => {
    const digits = raw.replace(/\D/g, '');
    if (digits.length === 0) {
      const next = [...value];
      next[index] = '';
      onChange(next);
    } else if (digits.length >= length) {
      fillFrom(0, digits.slice(0, length));
    } else if (digits.length > 1 && value[index] && digits.includes(value[index])) {
      // A digit typed into a filled box: keep the new one.
      fillFrom(index, digits.replace(value[index], '').slice(-1));
    } else {
      fillFrom(index, digits);
    }
  };

  const handleKeyDown = (index: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace') {
      e.preventDefault();
      const next = [...value];
      if (value[index]) {
        next[index] = '';
        onChange(next);
      } else if (index > 0) {
        next[index - 1] = '';
        onChange(next);
        focusBox(index - 1);
      }
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      focusBox(index - 1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    const digits = e.clipboardData.getData('text').replace(/\D/g, '');
    if (!digits) return;
    fillFrom(digits.length >= length ? 0 : index, digits.slice(0, length));
  };

  return (
    <Box role="group" aria-label="Verification code" sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
      {Array.from({ length }, (_, index) => (
        <OutlinedInput
          key={index}
          value={value[index] ?? ''}
          disabled={disabled}
          inputRef={(el: HTMLInputElement | null) => {
            refs.current[index] = el;
          }}
          onChange={(e) => handleInput(index, e.target.value)}
          onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => handleKeyDown(index, e)}
          onPaste={(e: ClipboardEvent<HTMLInputElement>) => handlePaste(index, e)}
          onFocus={(e) => e.target.select()}
          sx={{ flex: '1 1 0', maxWidth: 56, minWidth: 0, height: 56 }}
          slotProps={{
            input: {
              'aria-label': `Digit ${index + 1}`,
              inputMode: 'numeric',
              pattern: '[0-9]*',
              autoComplete: index === 0 ? 'one-time-code' : 'off',
              style: { textAlign: 'center', fontSize: '1.5rem', fontWeight: 600, padding: 0 },
            },
          }}
        />
      ))}
    </Box>
  );
}
