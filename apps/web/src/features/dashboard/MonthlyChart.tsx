import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { longMonth, shortMonth, type Month } from './monthRange';

/** Read by screen readers, not shown. */
const visuallyHidden = {
  position: 'absolute',
  // Strings: in sx a number up to 1 is a fraction (width: 1 would be 100%).
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** A text summary of a series for assistive technology (the table view has every value). */
export function seriesSummary(months: Month[], counts: number[]): string {
  if (months.length === 0) return '';
  const total = counts.reduce((a, b) => a + b, 0);
  const span = `${longMonth(months[0])} to ${longMonth(months[months.length - 1])}`;
  if (total === 0) return `None from ${span}.`;
  const max = Math.max(...counts);
  const peak = months[counts.indexOf(max)];
  return `${total} in total from ${span}; the most was ${max} in ${longMonth(peak)}.`;
}

/**
 * One per-month series as a bar chart (@mui/x-charts, only loaded with the dashboard's activity
 * section). The drawing is one image for assistive technology, named by the title and described
 * by a summary.
 */
export function MonthlyChart({
  title,
  months,
  counts,
  color,
}: {
  title: string;
  months: Month[];
  counts: number[];
  color: string;
}) {
  const titleId = useId();
  const descId = useId();
  return (
    <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
      <Typography component="figcaption" id={titleId} sx={{ fontWeight: 600, mb: 0.5 }}>
        {title}
      </Typography>
      <Box id={descId} sx={visuallyHidden}>
        {seriesSummary(months, counts)}
      </Box>
      <Box role="img" aria-labelledby={titleId} aria-describedby={descId}>
        <BarChart
          height={220}
          hideLegend
          skipAnimation
          margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
          xAxis={[{ scaleType: 'band', data: months.map(shortMonth), tickLabelStyle: { fontSize: 11 } }]}
          yAxis={[{ tickMinStep: 1, width: 36 }]}
          series={[{ data: counts, label: title, color }]}
        />
      </Box>
    </Box>
  );
}
