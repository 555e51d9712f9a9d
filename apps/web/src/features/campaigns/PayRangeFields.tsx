import { useState } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { formatPay, payDigits } from './jobDraft';

/** A pay amount: digits only while typing, thousands separators when not focused. */
export function PayField({ label, value, onChange }: { label: string; value: string; onChange: (digits: string) => void }) {
  const [focused, setFocused] = useState(false);
  return (
    <TextField
      label={label}
      value={focused ? value : formatPay(value)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onChange={(e) => onChange(payDigits(e.target.value))}
      slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-describedby': 'pay-hint' } }}
    />
  );
}

export function PayRangeFields({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange: (range: { payFrom?: string; payTo?: string }) => void;
}) {
  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <PayField label="Pay from" value={from} onChange={(payFrom) => onChange({ payFrom })} />
        <PayField label="Pay to" value={to} onChange={(payTo) => onChange({ payTo })} />
      </Box>
      <FormHelperText id="pay-hint">For an exact pay, enter the same amount in both fields.</FormHelperText>
    </Box>
  );
}
