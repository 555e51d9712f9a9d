import type { ApiResponse } from '@candid/shared';

/** The text to show for a sendOTP answer: its data when that is text, else its message. */
export function sentMessage(res: ApiResponse<unknown>): string {
  if (typeof res.data === 'string' && res.data) return res.data;
  return res.message ?? '';
}
