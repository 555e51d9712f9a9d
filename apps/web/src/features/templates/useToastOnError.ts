import { useEffect } from 'react';
import { errorMessage } from '../../api/client';
import { notify } from '../../components/notify';

/** SPEC §8: a failed template fetch shows the server's message as an error toast. */
export function useToastOnError(error: unknown): void {
  useEffect(() => {
    if (error) notify.error(errorMessage(error));
  }, [error]);
}

/** SPEC §8: a success shows the server's text; `fallback` when it sent none. */
export function toastSuccess(message: string | undefined, fallback?: string): void {
  const text = message || fallback;
  if (text) notify.success(text);
}
