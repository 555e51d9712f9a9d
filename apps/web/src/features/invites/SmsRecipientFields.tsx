import { memo } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import { emailErrorOf, mobileErrorOf, mobileShownAs, type SmsField, type SmsRow } from './smsInvite';

interface SmsRecipientFieldsProps {
  /** Prefix of the fields' ids: `${idPrefix}-${field}`. */
  idPrefix: string;
  row: SmsRow;
  /** 1-based, for the legend and the remove button's name. */
  number: number;
  /** The country a number without its country code is read in. */
  country?: string;
  /** Whether the email and mobile errors show (after a blur or a send), so typing is not shouted at. */
  showEmailError: boolean;
  showMobileError: boolean;
  disabled: boolean;
  canRemove: boolean;
  autoFocus: boolean;
  /** Stable callbacks taking the row's key: a keystroke in one row does not redraw the other 49. */
  onChange: (key: number, field: SmsField, value: string) => void;
  onBlur: (key: number, field: SmsField) => void;
  onRemove: (key: number) => void;
}

/** One candidate of the text message dialog: a labelled group of name, email and mobile fields, checked as typed. */
export const SmsRecipientFields = memo(function SmsRecipientFields({
  idPrefix,
  row,
  number,
  country,
  showEmailError,
  showMobileError,
  disabled,
  canRemove,
  autoFocus,
  onChange,
  onBlur,
  onRemove,
}: SmsRecipientFieldsProps) {
  const emailError = showEmailError || row.refused?.field === 'email' ? emailErrorOf(row) : null;
  const mobileError = showMobileError || row.refused?.field === 'mobile' ? mobileErrorOf(row, country) : null;
  const shownAs = mobileError ? null : mobileShownAs(row.mobile, country);

  const field = (name: SmsField, label: string) => ({
    id: `${idPrefix}-${name}`,
    label,
    value: row[name],
    disabled,
    size: 'small' as const,
    onChange: (e: { target: { value: string } }) => onChange(row.key, name, e.target.value),
    onBlur: () => onBlur(row.key, name),
  });

  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        Candidate {number}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          alignItems: 'start',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr) auto',
            sm: 'repeat(2, minmax(0, 1fr)) auto',
            md: 'repeat(4, minmax(0, 1fr)) auto',
          },
          '& > .MuiTextField-root': { gridColumn: { xs: '1', sm: 'auto' } },
        }}
      >
        <TextField {...field('firstName', 'First name')} autoFocus={autoFocus} slotProps={{ htmlInput: { autoComplete: 'off', maxLength: 100 } }} />
        <TextField {...field('lastName', 'Last name')} slotProps={{ htmlInput: { autoComplete: 'off', maxLength: 100 } }} />
        <TextField
          {...field('email', 'Email')}
          type="email"
          required
          error={!!emailError}
          helperText={emailError ?? undefined}
          slotProps={{ htmlInput: { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false, maxLength: 254 } }}
        />
        <TextField
          {...field('mobile', 'Mobile')}
          type="tel"
          required
          placeholder="+61 412 345 678"
          error={!!mobileError}
          helperText={mobileError ?? (shownAs ? `Texted at ${shownAs}` : undefined)}
          slotProps={{ htmlInput: { autoComplete: 'off', inputMode: 'tel', maxLength: 30 } }}
        />
        <IconButton
          aria-label={`Remove candidate ${number}`}
          onClick={() => onRemove(row.key)}
          disabled={disabled || !canRemove}
          sx={{ gridColumn: { xs: '2', sm: 'auto' }, gridRow: { xs: '1', sm: 'auto' }, mt: 0.25 }}
        >
          <DeleteOutlineRounded />
        </IconButton>
      </Box>
    </Box>
  );
});
