import { useId } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CHANNEL_LABELS, FUNNEL_STAGES, FUNNEL_STAGE_LABELS, type Funnel } from '@candid/shared';
import { CANDIDATE_EXPERIENCE } from '@candid/shared/constants';
import { countText, interviewLengthText, percentText, plural, responseTimeText } from './funnelFormat';

/** How candidates rated the interview: the average only from CANDIDATE_EXPERIENCE.minRatings ratings, so no one's rating can be told. */
export function ratingText({ RatingCount, AverageRating }: Funnel['experience']): string {
  return AverageRating === null
    ? `Shown from ${CANDIDATE_EXPERIENCE.minRatings} ratings (${RatingCount} so far)`
    : `${AverageRating.toFixed(1)} / 5 from ${plural(RatingCount, 'rating', 'ratings')}`;
}

/** The funnel's headline numbers: completion rate, median durations and the candidates' rating. */
export function FunnelFacts({ funnel }: { funnel: Funnel }) {
  const facts = [
    { label: 'Completion rate', value: percentText(funnel.completionRate) },
    { label: 'Median interview length', value: interviewLengthText(funnel.medianInterviewMinutes) },
    { label: 'Median time from invitation to finish', value: responseTimeText(funnel.medianResponseHours) },
    { label: 'Candidates’ rating of the interview', value: ratingText(funnel.experience) },
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }, gap: 2, m: 0 }}
    >
      {facts.map((f) => (
        <Box key={f.label}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {f.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {f.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A sub-heading of the card, with the id its content is named by. */
function SubHeading({ id, children }: { id: string; children: string }) {
  return (
    <Typography variant="subtitle1" component="h3" id={id} sx={{ fontWeight: 600, mb: 1 }}>
      {children}
    </Typography>
  );
}

/** Candidates who began and did not finish, by the question they stopped at: a list with a bar each. */
export function DropOffList({ dropOff }: { dropOff: Funnel['dropOffByQuestion'] }) {
  const headingId = useId();
  const max = Math.max(1, ...dropOff.map((d) => d.count));
  return (
    <Box component="section" aria-labelledby={headingId}>
      <SubHeading id={headingId}>Where candidates stopped</SubHeading>
      {dropOff.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No candidate has stopped part-way through the interview.
        </Typography>
      ) : (
        <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {dropOff.map((d) => (
            <Box component="li" key={d.question}>
              <Typography variant="body2">
                <strong>Question {d.question}</strong>
                {d.text && `: ${d.text}`}
                <Typography component="span" variant="body2" color="text.secondary">
                  {` · ${plural(d.count, 'candidate', 'candidates')} stopped here`}
                </Typography>
              </Typography>
              <Box
                aria-hidden="true"
                style={{ width: `${(d.count / max) * 100}%` }}
                sx={{ mt: 0.5, height: 8, borderRadius: 1, bgcolor: 'warning.main', minWidth: 4 }}
              />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** Each channel candidates came by, with how many of them reached each stage and the share who finished. */
export function ChannelTable({ channels }: { channels: Funnel['byChannel'] }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <SubHeading id={headingId}>By channel</SubHeading>
      <TableContainer>
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Channel
              </TableCell>
              {FUNNEL_STAGES.map((stage) => (
                <TableCell key={stage} component="th" scope="col" align="right">
                  {FUNNEL_STAGE_LABELS[stage]}
                </TableCell>
              ))}
              <TableCell component="th" scope="col" align="right">
                Completion rate
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {channels.map((c) => (
              <TableRow key={c.channel}>
                <TableCell component="th" scope="row">
                  {CHANNEL_LABELS[c.channel]}
                </TableCell>
                {FUNNEL_STAGES.map((stage, i) => (
                  <TableCell key={stage} align="right">
                    {countText(c.counts[i] ?? 0)}
                  </TableCell>
                ))}
                <TableCell align="right">{percentText(c.completionRate)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
