import type { ReactNode } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface EmptyStateProps {
  icon: SvgIconComponent;
  title: string;
  text: ReactNode;
  /** e.g. the button that fills the empty list. */
  action?: ReactNode;
  /** The page's own heading (h1) when the state is all the page shows; else a section heading. */
  headingLevel?: 'h1' | 'h2';
}

/** A list or page with nothing to show yet: an icon, a heading, a hint and what to do next. */
export function EmptyState({ icon: Icon, title, text, action, headingLevel = 'h2' }: EmptyStateProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 4, sm: 6 }, textAlign: 'center' }}>
      <Icon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
      <Typography variant={headingLevel} component={headingLevel} sx={{ mt: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: action ? 3 : 0, maxWidth: 520, mx: 'auto' }}>
        {text}
      </Typography>
      {action}
    </Paper>
  );
}
