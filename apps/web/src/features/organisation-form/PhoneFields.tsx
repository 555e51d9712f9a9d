import { useMemo, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { useController, type Control } from 'react-hook-form';
import { DEFAULT_COUNTRY_CODE } from '@candid/shared';
import { CALLING_CODES, callingCodeOf, normaliseCallingCode, regionOfCallingCode, type CallingCode } from './callingCodes';
import type { OrganisationFormValues } from './organisationForm';

interface PhoneFieldsProps {
  control: Control<OrganisationFormValues>;
  /** Which number: the main phone or the alternate one. */
  which: 'phone' | 'alt';
  label: string;
  /** The company's country (ISO code): it decides between regions sharing a code, e.g. +1. */
  preferredRegion?: string;
}

const digitsOnly = (value: string) => value.replace(/\D/g, '');

/**
 * An international phone number (SPEC §5): the country's calling code (default AU, from a
 * bundled table, names by Intl.DisplayNames), area code, number and extension.
 */
export function PhoneFields({ control, which, label, preferredRegion }: PhoneFieldsProps) {
  const code = useController({ control, name: `${which}CountryCode` });
  const area = useController({ control, name: `${which}AreaCode` });
  const number = useController({ control, name: `${which}Number` });
  const extension = useController({ control, name: `${which}Extension` });

  const storedRegion = regionOfCallingCode(code.field.value, preferredRegion) ?? DEFAULT_COUNTRY_CODE;
  // A chosen region is remembered while it still has the stored code (+1: US or Canada).
  const [picked, setPicked] = useState<string | null>(null);
  const region = picked && callingCodeOf(picked) === normaliseCallingCode(code.field.value) ? picked : storedRegion;
  const option = useMemo(() => CALLING_CODES.find((c) => c.region === region) ?? null, [region]);
  const id = `phone-${which}`;

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <FormLabel component="legend" sx={{ mb: 1.5, fontSize: 14, fontWeight: 600, color: 'text.primary' }}>
        {label}
      </FormLabel>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr) minmax(0, 1fr)', sm: 'minmax(0, 2.2fr) minmax(0, 0.9fr) minmax(0, 2fr) minmax(0, 0.9fr)' },
          '& > :first-of-type': { gridColumn: { xs: '1 / -1', sm: 'auto' } },
        }}
      >
        <Autocomplete<CallingCode, false, true>
          id={`${id}-country`}
          options={CALLING_CODES}
          value={option ?? CALLING_CODES[0]}
          disableClearable
          autoHighlight
          getOptionLabel={(o) => `${o.name} (${o.code})`}
          getOptionKey={(o) => o.region}
          isOptionEqualToValue={(a, b) => a.region === b.region}
          onChange={(_e, value) => {
            setPicked(value.region);
            code.field.onChange(value.code);
          }}
          renderInput={(params) => (
            <TextField
              {...params}
              label={`${label} country code`}
              error={code.fieldState.error !== undefined}
              helperText={code.fieldState.error?.message}
              slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps.inputLabel, shrink: true } }}
            />
          )}
        />
        <TextField
          label="Area code"
          name={area.field.name}
          inputRef={area.field.ref}
          value={area.field.value}
          onChange={(e) => area.field.onChange(digitsOnly(e.target.value))}
          onBlur={area.field.onBlur}
          error={area.fieldState.error !== undefined}
          helperText={area.fieldState.error?.message}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 8, 'aria-label': `${label} area code` } }}
        />
        <TextField
          label="Number"
          name={number.field.name}
          inputRef={number.field.ref}
          value={number.field.value}
          onChange={(e) => number.field.onChange(e.target.value.replace(/[^\d ]/g, ''))}
          onBlur={number.field.onBlur}
          error={number.fieldState.error !== undefined}
          helperText={number.fieldState.error?.message}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 30, autoComplete: 'tel-national', 'aria-label': label } }}
        />
        <TextField
          label="Ext."
          name={extension.field.name}
          inputRef={extension.field.ref}
          value={extension.field.value}
          onChange={(e) => extension.field.onChange(digitsOnly(e.target.value))}
          onBlur={extension.field.onBlur}
          error={extension.fieldState.error !== undefined}
          helperText={extension.fieldState.error?.message}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 8, 'aria-label': `${label} extension` } }}
        />
      </Box>
    </Box>
  );
}
