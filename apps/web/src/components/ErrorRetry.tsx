import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { errorMessage } from '../api/client';

interface ErrorRetryProps {
  /** The failed call's error: its message is shown (SPEC §8). */
  error: unknown;
  /** Tries again, e.g. the query's refetch. */
  onRetry: () => unknown;
}

/** A failed load, with Retry. */
export function ErrorRetry({ error, onRetry }: ErrorRetryProps) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={() => void onRetry()}>
          Retry
        </Button>
      }
    >
      {errorMessage(error)}
    </Alert>
  );
}
