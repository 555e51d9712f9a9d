import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../api/client';
import { useForms, useJobForm, useSetJobForm } from '../../api/forms';
import { notify } from '../../components/notify';

const NONE = 'none';

/**
 * The saved job's application form (issue 29): which of the company's forms its candidates fill
 * in after consent, or none. New jobs start with the default form (/custom-form).
 */
export function ApplicationFormCard({ campaignId, canEdit }: { campaignId: number; canEdit: boolean }) {
  const headingId = useId();
  const forms = useForms();
  const chosen = useJobForm(campaignId);
  const setForm = useSetJobForm(campaignId);
  const ready = forms.data && chosen.data;

  const change = async (value: string) => {
    try {
      const res = await setForm.mutateAsync(value === NONE ? null : Number(value));
      if (res.message) notify.success(res.message);
    } catch (err) {
      notify.error(errorMessage(err));
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 1.5 }}>
      <Typography variant="h3" component="h2" id={headingId}>
        Application form
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Candidates fill it in after they consent and before the questions. Build and edit forms under{' '}
        <Link component={RouterLink} to="/custom-form">
          Custom Form
        </Link>
        .
      </Typography>
      {!ready ? (
        <Skeleton variant="rounded" height={56} sx={{ maxWidth: 420 }} />
      ) : (
        <Box sx={{ maxWidth: 420 }}>
          <TextField
            select
            fullWidth
            label="Form for this job"
            value={chosen.data.formId === null ? NONE : String(chosen.data.formId)}
            disabled={!canEdit || setForm.isPending}
            onChange={(e) => void change(e.target.value)}
          >
            <MenuItem value={NONE}>No application form</MenuItem>
            {forms.data.map((f) => (
              <MenuItem key={f.pk_Form_ID} value={String(f.pk_Form_ID)}>
                {f.Form_Name}
                {f.Form_IsDefault ? ' (default)' : ''}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      )}
    </Paper>
  );
}
