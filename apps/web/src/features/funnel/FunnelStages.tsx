import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FUNNEL_STAGE_HELP, FUNNEL_STAGE_LABELS, type FunnelStageCount } from '@candid/shared';
import { countText, percentText } from './funnelFormat';

/** 'Opened' → 'opened', for the middle of a sentence. */
const stageWord = (stage: FunnelStageCount['stage']) => FUNNEL_STAGE_LABELS[stage].toLowerCase();

/** What a stage's conversion says: '68% of delivered'; null for the first stage or after an empty one. */
function conversionText(stages: FunnelStageCount[], i: number): string | null {
  const { conversion } = stages[i];
  return conversion === null || i === 0 ? null : `${percentText(conversion)} of ${stageWord(stages[i - 1].stage)}`;
}

/** The chart in one sentence for assistive technology: 'Invited 120; delivered 118, 98% of invited; …'. */
export function funnelSummary(stages: FunnelStageCount[]): string {
  return stages
    .map((s, i) => {
      const conversion = conversionText(stages, i);
      return `${i === 0 ? FUNNEL_STAGE_LABELS[s.stage] : stageWord(s.stage)} ${countText(s.count)}${conversion ? `, ${conversion}` : ''}`;
    })
    .join('; ');
}

/**
 * The stages as horizontal bars, each as wide as its share of the widest, with its count and its
 * conversion from the stage before as text. One image for assistive technology, named by its
 * summary; the table view lists the same numbers.
 */
export function FunnelChart({ stages }: { stages: FunnelStageCount[] }) {
  const max = Math.max(1, ...stages.map((s) => s.count));
  return (
    <Box role="img" aria-label={`Completion funnel: ${funnelSummary(stages)}.`} sx={{ display: 'grid', gap: 1 }}>
      {stages.map((s, i) => {
        const conversion = conversionText(stages, i);
        return (
          <Box
            key={s.stage}
            aria-hidden="true"
            sx={{ display: 'grid', gridTemplateColumns: { xs: '90px minmax(0, 1fr)', sm: '110px minmax(0, 1fr)' }, gap: 1.5, alignItems: 'center' }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {FUNNEL_STAGE_LABELS[s.stage]}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' }, columnGap: 1, minWidth: 0 }}>
              {/* The same track in every row, so equal counts draw equal bars whatever the text beside them. */}
              <Box sx={{ flex: { xs: '1 0 100%', sm: '1 1 auto' }, minWidth: 0 }}>
                <Box
                  data-stage={s.stage}
                  // The width is per bar: a style, not a generated class for every value.
                  style={{ width: `${(s.count / max) * 100}%` }}
                  sx={{ height: 24, borderRadius: 1, bgcolor: 'secondary.main', minWidth: s.count > 0 ? 4 : 0 }}
                />
              </Box>
              <Typography variant="body2" sx={{ whiteSpace: 'nowrap', flex: { sm: '0 0 13rem' } }}>
                <strong>{countText(s.count)}</strong>
                {conversion && (
                  <Typography component="span" variant="body2" color="text.secondary">
                    {` · ${conversion}`}
                  </Typography>
                )}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

/** The chart's numbers as a table: each stage's count, its conversion and what it means. */
export function FunnelTable({ stages }: { stages: FunnelStageCount[] }) {
  return (
    <TableContainer>
      <Table size="small">
        <caption>Candidates at each stage of the interview, and the share of the stage before who reached it</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Stage
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Candidates
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              From the stage before
            </TableCell>
            <TableCell component="th" scope="col">
              What it means
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {stages.map((s, i) => (
            <TableRow key={s.stage}>
              <TableCell component="th" scope="row">
                {FUNNEL_STAGE_LABELS[s.stage]}
              </TableCell>
              <TableCell align="right">{countText(s.count)}</TableCell>
              <TableCell align="right">{i === 0 ? '—' : percentText(s.conversion)}</TableCell>
              <TableCell>{FUNNEL_STAGE_HELP[s.stage]}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
