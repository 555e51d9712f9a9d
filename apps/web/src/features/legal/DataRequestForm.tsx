import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { INTERVIEW_MSG, type DataRequestKind } from '@candid/shared';
import { ApiError, errorMessage } from '../../api/client';
import { useCreateDataRequest } from '../../api/dataRequests';

/**
 * The privacy policy's data request (issue 16): a candidate asks for a copy of their data or its
 * deletion with the address they used; the answer is the same whether or not it is known.
 */
export function DataRequestForm() {
  const [kind, setKind] = useState<DataRequestKind>('copy');
  const [email, setEmail] = useState('');
  const create = useCreateDataRequest();
  const fieldError = create.error instanceof ApiError ? create.error.details?.email?.[0] : undefined;

  function submit(e: FormEvent) {
    e.preventDefault();
    create.mutate({ email, kind });
  }

  return (
    <Paper component="section" variant="outlined" aria-labelledby="data-request-heading" sx={{ p: { xs: 2, sm: 3 }, mt: 4 }}>
      <Typography variant="h3" component="h2" id="data-request-heading" sx={{ mb: 1 }}>
        {INTERVIEW_MSG.dataRequestTitle}
      </Typography>
      <Typography sx={{ mb: 2 }}>{INTERVIEW_MSG.dataRequestHelp}</Typography>
      {create.isSuccess ? (
        <Alert severity="success">{create.data}</Alert>
      ) : (
        <Stack component="form" spacing={2} onSubmit={submit} noValidate>
          <RadioGroup aria-label={INTERVIEW_MSG.dataRequestTitle} value={kind} onChange={(e) => setKind(e.target.value as DataRequestKind)}>
            <FormControlLabel value="copy" control={<Radio />} label={INTERVIEW_MSG.dataRequestCopy} />
            <FormControlLabel value="erase" control={<Radio />} label={INTERVIEW_MSG.dataRequestErase} />
          </RadioGroup>
          <TextField
            label={INTERVIEW_MSG.dataRequestEmail}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={Boolean(fieldError)}
            helperText={fieldError}
          />
          {create.isError && !fieldError && <Alert severity="error">{errorMessage(create.error)}</Alert>}
          <Button type="submit" variant="outlined" disabled={create.isPending} sx={{ alignSelf: 'flex-start' }}>
            {INTERVIEW_MSG.dataRequestSend}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
