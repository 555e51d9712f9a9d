import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import { MSG } from '@candid/shared';
import { BackToLogin } from './BackToLogin';

/** The success view after a password reset. */
export function DoneView() {
  return (
    <Box sx={{ textAlign: 'center', py: 1 }}>
      <CheckCircleRounded color="success" sx={{ fontSize: 56, mb: 1 }} aria-hidden />
      <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
        {MSG.resetSuccessTitle}
      </Typography>
      <Typography color="text.secondary">{MSG.resetSuccessText}</Typography>
      <BackToLogin />
    </Box>
  );
}
