import { Suspense, lazy, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTheme } from '@mui/material/styles';
import { useMonthlySeries, type MonthlySeriesKind } from '../../api/dashboard';
import {
  RANGE_PRESETS,
  longMonth,
  monthsBetween,
  presetRange,
  rangeError,
  selectableMonths,
  shortMonth,
  thisMonth,
  toMonthRange,
  zeroFill,
  type Month,
} from './monthRange';
import { ErrorRetry } from '../../components/ErrorRetry';
import { SectionCard } from './SectionCard';

// @mui/x-charts is large: it loads with this section, after the counts are on screen.
const MonthlyChart = lazy(async () => ({ default: (await import('./MonthlyChart')).MonthlyChart }));

const SERIES: { kind: MonthlySeriesKind; title: string; column: string }[] = [
  { kind: 'campaigns', title: 'Jobs created per month', column: 'Jobs' },
  { kind: 'invites', title: 'Invites sent per month', column: 'Invites' },
  { kind: 'interviews', title: 'Interviews completed per month', column: 'Interviews' },
];

type Preset = (typeof RANGE_PRESETS)[number] | 'custom';

/** Jobs, invites and completed interviews per month over 6, 12 or 24 months or a custom range. */
export function ActivitySection({ enterpriseId }: { enterpriseId: number | undefined }) {
  const theme = useTheme();
  const [preset, setPreset] = useState<Preset>(12);
  const [custom, setCustom] = useState(() => presetRange(12));
  const [asTable, setAsTable] = useState(false);
  const options = useMemo(() => selectableMonths(thisMonth()), []);

  const customError = preset === 'custom' ? rangeError(custom.from, custom.to) : null;
  // While the custom choice is invalid, the last valid range stays shown.
  const [shown, setShown] = useState(() => presetRange(12));
  const wanted = preset === 'custom' ? custom : presetRange(preset);
  if (!customError && (wanted.from !== shown.from || wanted.to !== shown.to)) setShown(wanted);

  const months = useMemo(() => monthsBetween(shown.from, shown.to), [shown]);
  const range = useMemo(() => toMonthRange(shown.from, shown.to), [shown]);
  const campaigns = useMonthlySeries('campaigns', range, enterpriseId);
  const invites = useMonthlySeries('invites', range, enterpriseId);
  const interviews = useMonthlySeries('interviews', range, enterpriseId);
  const queries = [campaigns, invites, interviews];
  const counts = queries.map((q) => zeroFill(months, q.data));
  const failed = queries.find((q) => q.isError);
  const pending = queries.some((q) => q.isPending);
  const colors = [theme.palette.secondary.main, theme.palette.brand[4], theme.palette.success.main];

  return (
    <SectionCard
      title="Activity"
      headingId="dashboard-activity"
      action={
        <FormControlLabel
          control={<Switch checked={asTable} onChange={(e) => setAsTable(e.target.checked)} />}
          label="View as table"
        />
      }
    >
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Range"
          value={preset}
          onChange={(_e, value: Preset | null) => {
            if (value === null) return;
            if (value === 'custom') setCustom(shown);
            setPreset(value);
          }}
        >
          {RANGE_PRESETS.map((n) => (
            <ToggleButton key={n} value={n} sx={{ px: 1.5 }}>
              {n} months
            </ToggleButton>
          ))}
          <ToggleButton value="custom" sx={{ px: 1.5 }}>
            Custom
          </ToggleButton>
        </ToggleButtonGroup>
        {preset === 'custom' && (
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            {(['from', 'to'] as const).map((end) => (
              <TextField
                key={end}
                select
                size="small"
                label={end === 'from' ? 'From month' : 'To month'}
                value={custom[end]}
                onChange={(e) => setCustom((c) => ({ ...c, [end]: e.target.value }))}
                slotProps={{ select: { native: true } }}
                fullWidth={false}
                sx={{ minWidth: 150 }}
                error={customError !== null}
              >
                {options.map((m) => (
                  <option key={m} value={m}>
                    {shortMonth(m)}
                  </option>
                ))}
              </TextField>
            ))}
          </Box>
        )}
      </Box>
      {customError && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {customError}
        </Alert>
      )}

      {failed ? (
        <ErrorRetry error={failed.error} onRetry={() => queries.forEach((q) => q.isError && void q.refetch())} />
      ) : pending ? (
        <ChartsSkeleton label="Loading activity" />
      ) : asTable ? (
        <ActivityTable months={months} counts={counts} />
      ) : (
        <Suspense fallback={<ChartsSkeleton label="Loading charts" />}>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(3, minmax(0, 1fr))' } }}>
            {SERIES.map((s, i) => (
              <MonthlyChart key={s.kind} title={s.title} months={months} counts={counts[i]} color={colors[i]} />
            ))}
          </Box>
        </Suspense>
      )}
    </SectionCard>
  );
}

function ChartsSkeleton({ label }: { label: string }) {
  return (
    <Box
      aria-busy="true"
      aria-label={label}
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(3, minmax(0, 1fr))' } }}
    >
      {SERIES.map((s) => (
        <Skeleton key={s.kind} variant="rounded" height={240} />
      ))}
    </Box>
  );
}

function ActivityTable({ months, counts }: { months: Month[]; counts: number[][] }) {
  return (
    <TableContainer sx={{ maxHeight: 420 }}>
      <Table size="small" stickyHeader>
        <caption>
          Jobs created, invites sent and interviews completed per month, {longMonth(months[0])} to{' '}
          {longMonth(months[months.length - 1])}
        </caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Month
            </TableCell>
            {SERIES.map((s) => (
              <TableCell key={s.kind} component="th" scope="col" align="right">
                {s.column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {months.map((m, row) => (
            <TableRow key={m}>
              <TableCell component="th" scope="row">
                {longMonth(m)}
              </TableCell>
              {counts.map((series, col) => (
                <TableCell key={SERIES[col].kind} align="right">
                  {series[row]}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
