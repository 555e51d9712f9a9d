import { useId, type CSSProperties } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { longMonth, shortMonth, type Month } from './monthRange';
import './MonthlyChart.css';
import { visuallyHidden } from '../../components/visuallyHidden';

/**
 * At most this many month labels under the bars (every second month of a year, every fourth of
 * two): a chart a third of a laptop screen wide has no room for more without measuring them.
 */
const MAX_LABELS = 6;

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
 * The value axis for counts up to `max`: whole-number ticks 1, 2 or 5 × 10^n apart, about four of
 * them, from 0 to the first tick at or above `max`.
 */
export function countTicks(max: number): number[] {
  const rough = Math.max(1, max / 4);
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? rough;
  const top = Math.max(step, Math.ceil(max / step) * step);
  return Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
}

/** 'Mar', with the year under it where the labels reach a new year (and under the first). */
function MonthLabel({ month, withYear }: { month: Month; withYear: boolean }) {
  return (
    <span className="month-chart__month">
      <span>{shortMonth(month).slice(0, 3)}</span>
      {withYear && <span>{month.slice(0, 4)}</span>}
    </span>
  );
}

/**
 * One per-month series as a bar chart, drawn with plain elements and CSS (MonthlyChart.css): what
 * a charting library's band chart showed, without its script (80 KB) or its render, which measured
 * the SVG text and drew again in the same long task. The drawing is one image for assistive
 * technology, named by the title and described by a summary; the section's table view lists the
 * values.
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
  const ticks = countTicks(Math.max(0, ...counts));
  const top = ticks[ticks.length - 1];
  const every = Math.ceil(months.length / MAX_LABELS);
  return (
    <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
      <Typography component="figcaption" id={titleId} sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      <Box id={descId} sx={visuallyHidden}>
        {seriesSummary(months, counts)}
      </Box>
      <div
        className="month-chart"
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        style={{ '--month-chart-color': color } as CSSProperties}
      >
        <div className="month-chart__ticks" aria-hidden="true">
          {ticks.map((t) => (
            <span key={t} className="month-chart__tick" style={{ bottom: `${(t / top) * 100}%` }}>
              {t}
            </span>
          ))}
        </div>
        <div className="month-chart__plot" aria-hidden="true">
          {ticks.slice(1).map((t) => (
            <div key={t} className="month-chart__grid" style={{ bottom: `${(t / top) * 100}%` }} />
          ))}
          <div className="month-chart__bars">
            {months.map((m, i) => (
              <div
                key={m}
                className="month-chart__bar"
                data-label={`${shortMonth(m)}: ${counts[i]}`}
                style={{ height: `${(counts[i] / top) * 100}%` }}
              />
            ))}
          </div>
        </div>
        <div className="month-chart__months" aria-hidden="true">
          {months.map((m, i) =>
            i % every === 0 ? (
              <MonthLabel key={m} month={m} withYear={i === 0 || m.slice(0, 4) !== months[i - every].slice(0, 4)} />
            ) : (
              <span key={m} />
            ),
          )}
        </div>
      </div>
    </Box>
  );
}
