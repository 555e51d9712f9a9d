import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import ArrowBack from '@mui/icons-material/ArrowBack';

export function BackToLogin() {
  return (
    <Box sx={{ mt: 3, textAlign: 'center' }}>
      <Link component={RouterLink} to="/login" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <ArrowBack fontSize="small" aria-hidden />
        Back to Login
      </Link>
    </Box>
  );
}
