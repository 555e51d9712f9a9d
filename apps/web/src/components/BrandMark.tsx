import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The product name with its square mark; `inverted` for dark backgrounds. */
export function BrandMark({ inverted = false }: { inverted?: boolean }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        aria-hidden
        sx={(t) => ({
          width: 28,
          height: 28,
          borderRadius: 1.5,
          display: 'grid',
          placeItems: 'center',
          fontWeight: 800,
          fontSize: 16,
          bgcolor: inverted ? t.palette.hero.contrastText : t.palette.primary.main,
          color: inverted ? t.palette.hero.main : t.palette.primary.contrastText,
        })}
      >
        C
      </Box>
      <Typography component="span" sx={{ fontWeight: 800, fontSize: 20, letterSpacing: '-0.02em' }}>
        Candid
      </Typography>
    </Box>
  );
}
