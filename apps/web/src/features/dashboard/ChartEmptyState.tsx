import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/** What a series with nothing to draw says instead, and where to go about it. */
export interface ChartEmptyText {
  title: string;
  text: string;
  action?: { label: string; to: string };
}

/** The same height as a chart, so a row of charts with one empty series stays even. */
export const CHART_HEIGHT = 220;

/**
 * A series with no counts in the range: a message in place of the chart. An all-zero bar chart
 * has no scale to draw (its axis showed a cut-off "0.0…") and says nothing a sentence can't.
 */
export function ChartEmptyState({ title, icon: Icon, empty }: { title: string; icon: SvgIconComponent; empty: ChartEmptyText }) {
  const id = useId();
  return (
    <Box component="figure" aria-labelledby={`${id}-title`} sx={{ m: 0, minWidth: 0 }}>
      <Typography component="figcaption" id={`${id}-title`} sx={{ fontWeight: 600, mb: 0.5 }}>
        {title}
      </Typography>
      <Box
        sx={(t) => ({
          height: CHART_HEIGHT,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          textAlign: 'center',
          gap: 0.75,
          px: 2,
          border: `1px dashed ${t.palette.divider}`,
          borderRadius: 2,
        })}
      >
        <Icon aria-hidden sx={{ fontSize: 36, color: 'text.secondary' }} />
        <Typography component="p" sx={{ fontWeight: 600 }}>
          {empty.title}
        </Typography>
        <Typography component="p" variant="body2" color="text.secondary" sx={{ maxWidth: 300 }}>
          {empty.text}
        </Typography>
        {empty.action && (
          <Link component={RouterLink} to={empty.action.to} variant="body2" sx={{ fontWeight: 600 }}>
            {empty.action.label}
          </Link>
        )}
      </Box>
    </Box>
  );
}
