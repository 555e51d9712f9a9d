import { MSG } from '@candid/shared';
import { ApiError } from '../../api/client';

/**
 * SPEC §5: an 'already taken' detail means the user exists; otherwise the server's message,
 * or 'Failed to register.'. The /registration/{code} variant always says 'Failed to register.'.
 */
export function registrationErrorMessage(error: unknown, withCode: boolean): string {
  if (withCode || !(error instanceof ApiError)) return MSG.failedToRegister;
  if (error.detailMessages.some((m) => m.includes('already taken'))) return MSG.userAlreadyExists;
  return error.serverMessage || MSG.failedToRegister;
}
