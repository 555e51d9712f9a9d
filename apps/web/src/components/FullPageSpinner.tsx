import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** The spinner shown while a page or the signed-in user loads (SPEC §2). */
export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh', width: '100%' }}>
      <CircularProgress aria-label={label} color="inherit" />
    </Box>
  );
}
