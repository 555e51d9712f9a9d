import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BrandMark } from '../../components/BrandMark';

/** The frame of the sign-in screens: a brand panel on wide screens and the form card. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '5fr 6fr', wide: '1fr 1fr' },
        bgcolor: 'background.default',
      }}
    >
      <Box
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          bgcolor: 'hero.main',
          color: 'hero.contrastText',
          p: { md: 6, wide: 10 },
        }}
      >
        <BrandMark inverted />
        <Box sx={{ maxWidth: 460 }}>
          <Typography component="p" sx={{ fontSize: { md: 34, wide: 42 }, fontWeight: 700, lineHeight: 1.15, mb: 2 }}>
            Hire faster with one-way video interviews.
          </Typography>
          <Typography sx={{ color: 'hero.muted', fontSize: 17 }}>
            Create a job, invite candidates with a link, and review their recorded answers whenever
            it suits your team.
          </Typography>
        </Box>
        <Typography variant="caption" sx={{ color: 'hero.muted' }}>
          Candid · one-way video interviews for employers and agencies
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: { xs: 'flex-start', sm: 'center' },
          justifyContent: 'center',
          px: { xs: 2, sm: 4 },
          py: { xs: 3, sm: 6 },
        }}
      >
        <Box sx={{ width: '100%', maxWidth: 440 }}>
          <Box sx={{ display: { xs: 'flex', md: 'none' }, justifyContent: 'center', mb: 3 }}>
            <BrandMark />
          </Box>
          <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4.5 }, borderRadius: 3 }}>
            {children}
          </Paper>
        </Box>
      </Box>
    </Box>
  );
}

/** The heading and optional sub-text at the top of an auth card. */
export function AuthHeading({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h1" component="h1" sx={{ mb: subtitle ? 1 : 0 }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
