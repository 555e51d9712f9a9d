import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ACCOMMODATION_MAX_EXTRA_RETAKES, type Accommodation, type AccommodationTime } from '@candid/shared/accommodations';
import { ApiError, errorMessage } from '../../api/client';
import { useGrantAccommodation } from '../../api/candidates';
import type { CandidateDetail } from '../../api/entities';
import { notify } from '../../components/notify';
import { formatDate } from '../../lib/dates';

const TIME_LABEL: Record<AccommodationTime | 'none', string> = {
  none: 'The job’s time',
  '1.5': 'One and a half times the time',
  '2': 'Twice the time',
  untimed: 'No time limit',
};

/** What was granted, in words: '2× time, 1 extra attempt per question, until 1st Dec, 2026'. */
export function accommodationText({ time, extraRetakes, endDate }: Accommodation): string {
  const parts = [
    ...(time === '1.5' ? ['1.5× time'] : time === '2' ? ['2× time'] : time === 'untimed' ? ['no time limit'] : []),
    ...(extraRetakes > 0 ? [`${extraRetakes} extra ${extraRetakes === 1 ? 'attempt' : 'attempts'} per question`] : []),
    ...(endDate ? [`until ${formatDate(endDate)}`] : []),
  ];
  return parts.join(', ');
}

const grantOf = (candidate: CandidateDetail): Accommodation => ({
  time: candidate.accommodationTime,
  extraRetakes: candidate.accommodationRetakes,
  endDate: candidate.accommodationEndDate,
});

/**
 * A candidate's accommodation (issue 32): more time, extra attempts or a later deadline the team
 * granted, applied on the candidate's next page. Everyone who reviews sees that it was granted;
 * those who decide on candidates also read what the candidate asked for, and can change it.
 */
export function CandidateAccommodationCard({ candidate, canGrant }: { candidate: CandidateDetail; canGrant: boolean }) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const granted = candidate.accommodationGrantedAt !== null;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2.5, minWidth: 0 }}>
      <Typography variant="h3" component="h2" id={headingId} sx={{ mb: 1 }}>
        Accommodation
      </Typography>
      <Typography variant="body2" data-testid="accommodation">
        {granted ? `Granted: ${accommodationText(grantOf(candidate))}.` : 'None granted.'}
      </Typography>
      {candidate.accommodationRequest ? (
        <Box component="figure" sx={{ m: 0, mt: 1.5 }}>
          <Typography component="figcaption" variant="body2" color="text.secondary">
            The candidate asked on {formatDate(candidate.accommodationRequestedAt)}:
          </Typography>
          <Typography component="blockquote" variant="body2" dir="auto" sx={{ m: 0, mt: 0.5, pl: 1.5, borderLeft: 3, borderColor: 'divider', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {candidate.accommodationRequest}
          </Typography>
        </Box>
      ) : null}
      {canGrant ? (
        <Button size="small" variant="outlined" sx={{ mt: 1.5 }} onClick={() => setOpen(true)}>
          {granted ? 'Change accommodation' : 'Grant accommodation'}
        </Button>
      ) : null}
      {open ? <AccommodationDialog candidate={candidate} onClose={() => setOpen(false)} /> : null}
    </Paper>
  );
}

function AccommodationDialog({ candidate, onClose }: { candidate: CandidateDetail; onClose: () => void }) {
  const titleId = useId();
  const timeLabel = useId();
  const [time, setTime] = useState<AccommodationTime | 'none'>(candidate.accommodationTime ?? 'none');
  const [extraRetakes, setExtraRetakes] = useState(candidate.accommodationRetakes);
  const [endDate, setEndDate] = useState(candidate.accommodationEndDate ?? '');
  const [endDateError, setEndDateError] = useState<string | null>(null);
  const grant = useGrantAccommodation(candidate.id);
  const save = () =>
    grant.mutate(
      { time: time === 'none' ? null : time, extraRetakes, endDate: endDate || null },
      {
        onSuccess: () => {
          notify.success('Accommodation saved');
          onClose();
        },
        onError: (error) => {
          const onDate = error instanceof ApiError ? error.details?.CampaignLine_AccommodationEndDate?.[0] : undefined;
          if (onDate) setEndDateError(onDate);
          else notify.error(errorMessage(error));
        },
      },
    );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Accommodation</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          <Typography variant="body2" color="text.secondary">
            Applies from the candidate’s next page, to every question. Reviewers see that an accommodation was granted, never what the candidate asked.
          </Typography>
          <FormControl>
            <FormLabel id={timeLabel}>Time</FormLabel>
            <RadioGroup aria-labelledby={timeLabel} value={time} onChange={(e) => setTime(e.target.value as AccommodationTime | 'none')}>
              {(['none', '1.5', '2', 'untimed'] as const).map((value) => (
                <FormControlLabel key={value} value={value} control={<Radio />} label={TIME_LABEL[value]} />
              ))}
            </RadioGroup>
          </FormControl>
          <TextField select label="Extra attempts per question" value={extraRetakes} onChange={(e) => setExtraRetakes(Number(e.target.value))}>
            {Array.from({ length: ACCOMMODATION_MAX_EXTRA_RETAKES + 1 }, (_, n) => (
              <MenuItem key={n} value={n}>
                {n === 0 ? 'None' : n}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="date"
            label="Later deadline"
            value={endDate}
            onChange={(e) => {
              setEndDate(e.target.value);
              setEndDateError(null);
            }}
            error={endDateError !== null}
            helperText={endDateError ?? 'Optional: after the job’s end date, the candidate can still take the interview until this day. They are emailed the date.'}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={grant.isPending}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
