import { memo, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import type { SvgIconComponent } from '@mui/icons-material';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import WorkOutlineRounded from '@mui/icons-material/WorkOutlineRounded';
import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import { dashboardExportUrl } from '../../api/exports';
import type { DashboardSummary } from '../../api/dashboard';
import { useMonthlySeries, type MonthlySeriesKind } from '../../api/dashboard';
import { RANGE_PRESETS, longMonth, selectableMonths, shortMonth, thisMonth, zeroFill, type Month } from './monthRange';
import { ErrorRetry } from '../../components/ErrorRetry';
import { useDeferredQuery } from '../../lib/useDeferredQuery';
import { SectionCard } from './SectionCard';
import { ChartEmptyState, type ChartEmptyText } from './ChartEmptyState';
import { MonthlyChart } from './MonthlyChart';
import type { ActivityRange, RangePreset } from './useActivityRange';

interface Series {
  kind: MonthlySeriesKind;
  title: string;
  column: string;
  /** 'interviews' in "No interviews in this range". */
  noun: string;
  icon: SvgIconComponent;
  /** The all-time count of the summary, which tells "none yet" from "none in this range". */
  total: keyof Pick<DashboardSummary, 'campaignCount' | 'inviteCount' | 'interviewCount'>;
  /** What an account that has none at all is told, and where to go about it. */
  none: ChartEmptyText;
}

const TO_JOBS = { label: 'Go to jobs', to: '/campaign' };

const SERIES: Series[] = [
  {
    kind: 'campaigns',
    title: 'Jobs created per month',
    column: 'Jobs',
    noun: 'jobs',
    icon: WorkOutlineRounded,
    total: 'campaignCount',
    none: { title: 'No jobs yet', text: 'Jobs show here by the month they were created.', action: TO_JOBS },
  },
  {
    kind: 'invites',
    title: 'Invites sent per month',
    column: 'Invites',
    noun: 'invites',
    icon: MailOutlineRounded,
    total: 'inviteCount',
    none: {
      title: 'No invites yet',
      text: 'Open a job and invite candidates by email, with its link or a QR poster.',
      action: TO_JOBS,
    },
  },
  {
    kind: 'interviews',
    title: 'Interviews completed per month',
    column: 'Interviews',
    noun: 'interviews',
    icon: VideocamOutlined,
    total: 'interviewCount',
    none: {
      title: 'No interviews yet',
      text: 'Interviews show here once invited candidates have recorded their answers.',
    },
  },
];

/** The message in place of a series with no counts in the shown months. */
function emptySeriesText(series: Series, summary: DashboardSummary | undefined, months: Month[]): ChartEmptyText {
  if (summary && summary[series.total] === 0) return series.none;
  const span = `${longMonth(months[0])} to ${longMonth(months[months.length - 1])}`;
  return { title: `No ${series.noun} in this range`, text: `None from ${span}. Try a longer or another range.` };
}

/**
 * Jobs, invites and completed interviews per month over 6, 12 or 24 months or a custom range.
 * `summary` holds the all-time counts: an empty series says whether there is none yet at all.
 * The range is the dashboard's (useActivityRange): these controls set it for the funnel too.
 */
export const ActivitySection = memo(function ActivitySection({
  enterpriseId,
  summary,
  activityRange,
}: {
  enterpriseId: number | undefined;
  summary?: DashboardSummary;
  activityRange: ActivityRange;
}) {
  const theme = useTheme();
  const [asTable, setAsTable] = useState(false);
  const options = useMemo(() => selectableMonths(thisMonth()), []);
  const { preset, choosePreset, custom, setCustomEnd, customError, months, range } = activityRange;
  const campaigns = useMonthlySeries('campaigns', range, enterpriseId);
  const invites = useMonthlySeries('invites', range, enterpriseId);
  const interviews = useMonthlySeries('interviews', range, enterpriseId);
  // The answers (and the charts they draw) render as deferred updates, in slices: each query's
  // own blocking render finds the same snapshots and the memoised section below, and stops there.
  const campaignsShown = useDeferredQuery(campaigns);
  const invitesShown = useDeferredQuery(invites);
  const interviewsShown = useDeferredQuery(interviews);

  return useMemo(() => {
    const snapshots = [campaignsShown, invitesShown, interviewsShown];
    const counts = snapshots.map((q) => zeroFill(months, q.data));
    const failed = snapshots.find((q) => q.isError);
    const pending = snapshots.some((q) => q.data === undefined);
    const colors = [theme.palette.secondary.main, theme.palette.brand[4], theme.palette.success.main];
    return (
      <SectionCard
        title="Activity"
        headingId="dashboard-activity"
        action={
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <FormControlLabel
              control={<Switch checked={asTable} onChange={(e) => setAsTable(e.target.checked)} />}
              label="View as table"
            />
            <Button size="small" variant="outlined" startIcon={<FileDownloadRounded />} href={dashboardExportUrl(range)} download>
              Export CSV
            </Button>
          </Box>
        }
      >
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            aria-label="Range"
            // One line on a phone: the four buttons share the width instead of wrapping.
            sx={{
              width: { xs: '100%', sm: 'auto' },
              '& .MuiToggleButton-root': { flex: { xs: 1, sm: 'none' }, px: { xs: 0.5, sm: 1.5 }, whiteSpace: 'nowrap' },
            }}
            value={preset}
            onChange={(_e, value: RangePreset | null) => {
              if (value !== null) choosePreset(value);
            }}
          >
            {RANGE_PRESETS.map((n) => (
              <ToggleButton key={n} value={n}>
                {n} months
              </ToggleButton>
            ))}
            <ToggleButton value="custom">
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
                  onChange={(e) => setCustomEnd(end, e.target.value)}
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
          <ErrorRetry error={failed.error} onRetry={() => snapshots.forEach((q) => q.isError && void q.refetch())} />
        ) : pending ? (
          <ChartsSkeleton label="Loading activity" />
        ) : asTable ? (
          <ActivityTable months={months} counts={counts} />
        ) : (
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(3, minmax(0, 1fr))' } }}>
            {SERIES.map((s, i) =>
              counts[i].some((c) => c > 0) ? (
                <MonthlyChart key={s.kind} title={s.title} months={months} counts={counts[i]} color={colors[i]} />
              ) : (
                <ChartEmptyState key={s.kind} title={s.title} icon={s.icon} empty={emptySeriesText(s, summary, months)} />
              ),
            )}
          </Box>
        )}
      </SectionCard>
    );
  }, [asTable, campaignsShown, choosePreset, custom, customError, interviewsShown, invitesShown, months, options, preset, range, setCustomEnd, summary, theme]);
});

function ChartsSkeleton({ label }: { label: string }) {
  return (
    <Box
      role="status"
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
