import { useId, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { Funnel } from '@candid/shared';
import { useCampaignFunnel, useDashboardFunnel } from '../../api/funnel';
import type { MonthRange } from '../../api/queryKeys';
import { BlockSkeleton } from '../../components/ListSkeleton';
import { ErrorRetry } from '../../components/ErrorRetry';
import { formatLongMonth } from '../../lib/dates';
import { SectionCard } from '../dashboard/SectionCard';
import { ChannelTable, DropOffList, FunnelFacts } from './FunnelDetails';
import { FunnelChart, FunnelTable } from './FunnelStages';

/** Whose funnel the card shows: one job's, or the company's over the dashboard's range. */
type FunnelScope = 'job' | 'company';

const EMPTY_TEXT: Record<FunnelScope, string> = {
  job: 'No candidates yet. The funnel shows once candidates are invited or register through the job’s link.',
  company: 'No candidates were invited in this range. Try a longer or another range.',
};

/** The job's completion funnel (issue 33), on the job screen. */
export function JobFunnelCard({ campaignId }: { campaignId: number }) {
  return <FunnelCard scope="job" funnel={useCampaignFunnel(campaignId)} />;
}

/** The company's completion funnel over the dashboard's range (issue 33). */
export function DashboardFunnelCard({ range }: { range: MonthRange }) {
  return <FunnelCard scope="company" funnel={useDashboardFunnel(range)} />;
}

/**
 * "Completion funnel": how many candidates reached each stage (a chart, or the same numbers as a
 * table), the completion rate and durations, where the others stopped, the channels they came by,
 * and how they rated the interview. Counts only: nothing names or judges a candidate.
 */
export function FunnelCard({ scope, funnel }: { scope: FunnelScope; funnel: UseQueryResult<Funnel> }) {
  const headingId = useId();
  const [asTable, setAsTable] = useState(false);
  const data = funnel.data;
  const empty = data !== undefined && (data.stages[0]?.count ?? 0) === 0;
  return (
    <SectionCard
      title="Completion funnel"
      headingId={headingId}
      action={
        data && !empty ? (
          <FormControlLabel control={<Switch checked={asTable} onChange={(e) => setAsTable(e.target.checked)} />} label="View as table" />
        ) : undefined
      }
    >
      {funnel.isError ? (
        <ErrorRetry error={funnel.error} onRetry={() => void funnel.refetch()} />
      ) : !data ? (
        <BlockSkeleton label="Loading the completion funnel" height={240} />
      ) : empty ? (
        <Typography color="text.secondary">{EMPTY_TEXT[scope]}</Typography>
      ) : (
        <FunnelBody funnel={data} asTable={asTable} />
      )}
    </SectionCard>
  );
}

/** The months counted: 'Candidates invited from March 2025 to February 2026.' */
function periodText({ from, to }: Pick<Funnel, 'from' | 'to'>): string | null {
  if (!from || !to) return null;
  return from === to ? `Candidates invited in ${formatLongMonth(from)}.` : `Candidates invited from ${formatLongMonth(from)} to ${formatLongMonth(to)}.`;
}

function FunnelBody({ funnel, asTable }: { funnel: Funnel; asTable: boolean }) {
  const period = periodText(funnel);
  return (
    // One column no wider than the card: the channel table scrolls inside it on a phone.
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2.5 }}>
      {period && (
        <Typography variant="body2" color="text.secondary">
          {period}
        </Typography>
      )}
      {asTable ? <FunnelTable stages={funnel.stages} /> : <FunnelChart stages={funnel.stages} />}
      <FunnelFacts funnel={funnel} />
      <Divider />
      <DropOffList dropOff={funnel.dropOffByQuestion} />
      {funnel.byChannel.length > 0 && <ChannelTable channels={funnel.byChannel} />}
    </Box>
  );
}
