import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import { useTheme } from '@mui/material/styles';
import CheckRounded from '@mui/icons-material/CheckRounded';

interface SwatchPickerProps {
  label: string;
  name: string;
  value: string;
  onChange: (colour: string) => void;
}

const sameColour = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Picks one colour of the brand palette (SPEC §9); native radios keep it keyboard-friendly. */
export function SwatchPicker({ label, name, value, onChange }: SwatchPickerProps) {
  const theme = useTheme();
  return (
    <FormControl component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <FormLabel component="legend" sx={{ mb: 1, fontSize: 14 }}>
        {label}
      </FormLabel>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {theme.palette.brand.map((colour) => {
          const selected = sameColour(colour, value);
          return (
            <Box
              key={colour}
              component="label"
              title={colour}
              sx={(t) => ({
                position: 'relative',
                width: 30,
                height: 30,
                borderRadius: '50%',
                bgcolor: colour,
                border: `1px solid ${t.palette.divider}`,
                display: 'grid',
                placeItems: 'center',
                cursor: 'pointer',
                boxShadow: selected ? `0 0 0 2px ${t.palette.background.paper}, 0 0 0 4px ${t.palette.text.primary}` : 'none',
                '&:has(input:focus-visible)': {
                  outline: `2px solid ${t.palette.secondary.main}`,
                  outlineOffset: 3,
                },
              })}
            >
              <Box
                component="input"
                type="radio"
                name={name}
                value={colour}
                checked={selected}
                onChange={() => onChange(colour)}
                aria-label={`${label} ${colour}`}
                sx={{ position: 'absolute', opacity: 0, width: 1, height: 1, m: 0, pointerEvents: 'none' }}
              />
              {selected && (
                <CheckRounded
                  aria-hidden
                  sx={{ fontSize: 18, color: theme.palette.getContrastText(colour) }}
                />
              )}
            </Box>
          );
        })}
      </Box>
    </FormControl>
  );
}
