import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { COUNTS, type Country } from '@candid/shared';

const PLACEHOLDER = 'Select a country';

type CountrySelectProps = Omit<TextFieldProps, 'select' | 'value' | 'onChange' | 'children' | 'slotProps'> & {
  /** The reference list of GET /Country (useCountries), as the job screen offers it. */
  countries: Country[];
  value: number | null;
  onChange: (country: Country | null) => void;
};

/** A country dropdown over the reference countries, placeholder 'Select a country' (SPEC §2). */
export function CountrySelect({ countries, value, onChange, label = 'Country', ...props }: CountrySelectProps) {
  const selected = countries.find((c) => c.countryId === value) ?? null;
  return (
    <TextField
      {...props}
      select
      label={label}
      value={selected ? selected.countryId : ''}
      onChange={(e) => {
        const id = Number(e.target.value);
        onChange(countries.find((c) => c.countryId === id) ?? null);
      }}
      slotProps={{
        select: {
          displayEmpty: true,
          MenuProps: { slotProps: { paper: { sx: { maxHeight: COUNTS.menuScrollHeightPx } } } },
          renderValue: () => (selected ? selected.country : <span style={{ opacity: 0.6 }}>{PLACEHOLDER}</span>),
        },
        inputLabel: { shrink: true },
      }}
    >
      <MenuItem value="">
        <em>{PLACEHOLDER}</em>
      </MenuItem>
      {countries.map((c) => (
        <MenuItem key={c.countryId} value={c.countryId}>
          {c.country}
        </MenuItem>
      ))}
    </TextField>
  );
}
