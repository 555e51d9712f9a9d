import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../api/client';
import { useConfirmDataRequest } from '../../api/dataRequests';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { PublicFrame } from './LegalPage';

/**
 * /data-request/confirm?token=: the emailed link of a candidate's data request (issue 16). Nothing
 * happens on opening it (mail scanners open links); the candidate presses the button.
 */
export function DataRequestConfirmPage() {
  useDocumentTitle('Confirm your request');
  const token = useSearchParams()[0].get('token') ?? '';
  const confirm = useConfirmDataRequest();
  return (
    <PublicFrame>
      <Stack spacing={2}>
        <Typography variant="h1">Confirm your request</Typography>
        {confirm.isSuccess ? (
          <Alert severity="success">{confirm.data}</Alert>
        ) : (
          <>
            <Typography>Press the button to confirm the request you made about your data.</Typography>
            {confirm.isError && <Alert severity="error">{errorMessage(confirm.error)}</Alert>}
            <Button variant="contained" onClick={() => confirm.mutate(token)} disabled={confirm.isPending} sx={{ alignSelf: 'flex-start' }}>
              Confirm my request
            </Button>
          </>
        )}
      </Stack>
    </PublicFrame>
  );
}
