import { useId } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { PlanSummary } from '@candid/shared';
import { meterText } from './planText';

type Meter = PlanSummary['jobs'];

/** From this share of the limit on, the meter warns. */
const NEARLY_USED = 0.8;

/** One plan limit: its name, what is used of it and a bar (none for an unlimited one). */
export function UsageMeter({ label, meter }: { label: string; meter: Meter }) {
  const id = useId();
  const share = meter.limit === null ? 0 : meter.limit === 0 ? 1 : Math.min(meter.used / meter.limit, 1);
  const colour = share >= 1 ? 'error' : share >= NEARLY_USED ? 'warning' : 'secondary';
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 0.75 }}>
        <Typography id={`${id}-label`} sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography id={`${id}-value`} color="text.secondary">
          {meterText(meter)}
          {meter.limit !== null && meter.remaining !== null && ` · ${meter.remaining.toLocaleString('en')} left`}
        </Typography>
      </Box>
      {meter.limit === null ? (
        <Typography variant="body2" color="text.secondary">
          No limit on your plan.
        </Typography>
      ) : (
        <LinearProgress
          variant="determinate"
          value={share * 100}
          color={colour}
          aria-labelledby={`${id}-label`}
          aria-valuetext={meterText(meter)}
          sx={{ height: 8, borderRadius: 4 }}
        />
      )}
    </Box>
  );
}
