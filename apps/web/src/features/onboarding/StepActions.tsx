import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

interface StepActionsProps {
  onBack: () => void;
  onSkip: () => void;
  onContinue: () => void;
  /** Something is being sent: every button waits. */
  busy?: boolean;
  /** The step's work is being saved on Continue (spinner on Continue). */
  continuing?: boolean;
}

/** An optional step's buttons: Back, Skip and Continue (full width and stacked on phones). */
export function StepActions({ onBack, onSkip, onContinue, busy = false, continuing = false }: StepActionsProps) {
  const disabled = busy || continuing;
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column-reverse', sm: 'row' }, gap: 1.5, alignItems: { sm: 'center' } }}>
      <Button color="inherit" onClick={onBack} disabled={disabled} sx={{ mr: { sm: 'auto' } }}>
        Back
      </Button>
      <Button variant="outlined" color="inherit" size="large" onClick={onSkip} disabled={disabled}>
        Skip
      </Button>
      <Button
        variant="contained"
        size="large"
        onClick={onContinue}
        disabled={disabled}
        startIcon={continuing ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        sx={{ minWidth: { sm: 160 } }}
      >
        Continue
      </Button>
    </Box>
  );
}
