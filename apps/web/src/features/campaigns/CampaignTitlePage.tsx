import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { MSG } from '@candid/shared';
import type { JobScreenState } from './JobScreen';

/** The shared first step of the instant flow: a job title, then `next` with it. */
export function JobTitleStep({
  heading,
  intro,
  actionLabel,
  busy = false,
  onSubmit,
  children,
}: {
  heading: string;
  intro: string;
  actionLabel: string;
  busy?: boolean;
  onSubmit: (title: string) => void;
  children?: React.ReactNode;
}) {
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim()) {
      setError(MSG.jobTitleRequired);
      return;
    }
    onSubmit(title.trim());
  };
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', display: 'grid', gap: 2 }}>
      <Link component={RouterLink} to="/campaign" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <ArrowBackRounded fontSize="small" aria-hidden />
        Back
      </Link>
      <Paper variant="outlined" component="form" noValidate onSubmit={submit} sx={{ p: { xs: 3, sm: 4 }, display: 'grid', gap: 2.5 }}>
        <Typography variant="h1" component="h1">
          {heading}
        </Typography>
        <Typography color="text.secondary">{intro}</Typography>
        <TextField
          label="Job Title"
          autoFocus
          value={title}
          onChange={(e) => {
            setTitle(e.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error ?? ' '}
          slotProps={{ htmlInput: { maxLength: 200 } }}
          disabled={busy}
        />
        {children}
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
          {actionLabel}
        </Button>
      </Paper>
    </Box>
  );
}

/** /campaign/title: asks for the job title, then opens the instant create screen with it. */
export function CampaignTitlePage() {
  const navigate = useNavigate();
  return (
    <JobTitleStep
      heading="Job Title"
      intro="What is the job called? Questions and a description are prepared from the title."
      actionLabel="Continue"
      onSubmit={(title) => {
        const state: JobScreenState = { campaign: { name: title, jobTitle: title } };
        navigate('/campaign/instant/create', { state });
      }}
    />
  );
}
