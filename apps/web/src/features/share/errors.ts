import { ApiError } from '../../api/client';
import { shownMessage, t } from '../../interview/i18n';

/**
 * Why a call of the share page failed, in the page's language: no answer, the server's trouble,
 * or the server's own message (in the page's language when the catalogues hold it, as given else).
 */
export function shareErrorText(error: unknown): string {
  if (error instanceof ApiError && error.isNetworkError) return t('network');
  if (!(error instanceof ApiError) || error.status >= 500 || !error.serverMessage) return t('serverTrouble');
  return shownMessage(error.serverMessage);
}
