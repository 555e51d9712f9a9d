import { useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import { BlockSkeleton } from '../../components/ListSkeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MSG, RETENTION } from '@candid/shared';
import { errorMessage } from '../../api/client';
import { useRetention, useSaveRetention } from '../../api/lifecycle';
import { ErrorRetry } from '../../components/ErrorRetry';
import { notify } from '../../components/notify';

/**
 * How long candidates' recordings, resumes and transcripts are kept after their job ends (issue
 * 16). Owners and administrators change it (`settings.edit`, as the server does); others read it.
 */
export function RetentionSection({ canEdit }: { canEdit: boolean }) {
  const headingId = useId();
  const hintId = useId();
  const retention = useRetention();
  const save = useSaveRetention();
  const [months, setMonths] = useState('');
  useEffect(() => {
    if (retention.data) setMonths(String(retention.data.RetentionMonths));
  }, [retention.data]);

  const value = Number(months);
  const invalid = months.trim() === '' || !Number.isInteger(value) || value < RETENTION.minMonths || value > RETENTION.maxMonths;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (invalid) return;
    save.mutate(
      { RetentionMonths: value },
      { onSuccess: () => notify.success(MSG.retentionSaved), onError: (error) => notify.error(errorMessage(error)) },
    );
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0, gridColumn: '1 / -1' }}>
      <Typography variant="h3" component="h2" id={headingId} sx={{ mb: 1 }}>
        Candidate data retention
      </Typography>
      <Typography variant="body2" color="text.secondary" id={hintId} sx={{ mb: 2, maxWidth: 720 }}>
        Candidates’ recordings, resumes, transcripts, ratings and comments are deleted this many months after their job ends.
        The default is {RETENTION.defaultMonths} months; choose between {RETENTION.minMonths} and {RETENTION.maxMonths}.
      </Typography>
      {retention.isPending ? (
        <BlockSkeleton label="Loading the retention" variant="rounded" width={260} height={40} />
      ) : retention.isError ? (
        <ErrorRetry error={retention.error} onRetry={retention.refetch} />
      ) : (
        <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <TextField
            size="small"
            type="number"
            label="Months after the job ends"
            value={months}
            onChange={(e) => setMonths(e.target.value)}
            disabled={!canEdit || save.isPending}
            error={canEdit && invalid}
            helperText={canEdit ? (invalid ? MSG.retentionRange(RETENTION.minMonths, RETENTION.maxMonths) : ' ') : 'Only the owner and administrators can change this.'}
            fullWidth={false}
            sx={{ width: 260 }}
            slotProps={{ htmlInput: { min: RETENTION.minMonths, max: RETENTION.maxMonths, step: 1, 'aria-describedby': hintId } }}
          />
          {canEdit && (
            <Button
              type="submit"
              variant="contained"
              disabled={invalid || save.isPending || value === retention.data.RetentionMonths}
              startIcon={save.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
              sx={{ width: 'auto' }}
            >
              Save retention
            </Button>
          )}
        </Box>
      )}
    </Paper>
  );
}
