import TextField, { type TextFieldProps } from '@mui/material/TextField';
import InputAdornment from '@mui/material/InputAdornment';
import SearchRounded from '@mui/icons-material/SearchRounded';

type SearchFieldProps = Omit<TextFieldProps, 'type' | 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
};

/** A list's search box (role searchbox) with the search icon. */
export function SearchField({ value, onChange, slotProps, ...props }: SearchFieldProps) {
  return (
    <TextField
      size="small"
      type="search"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      {...props}
      slotProps={{
        ...slotProps,
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchRounded fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
