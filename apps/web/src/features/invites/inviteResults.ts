import { MSG, type InviteResultRow } from '@candid/shared';
import { notify } from '../../components/notify';

export interface InviteTally {
  sent: number;
  alreadyInvited: number;
  failed: number;
  /** True when a row says the plan ran out of invites. */
  overLimit: boolean;
}

export const emptyTally = (): InviteTally => ({ sent: 0, alreadyInvited: 0, failed: 0, overLimit: false });

/** Counts SendEmail rows by status: '200' sent, '409' already invited, anything else failed. */
export function tallyRows(rows: InviteResultRow[], into: InviteTally = emptyTally()): InviteTally {
  const tally = { ...into };
  for (const [, status] of rows) {
    if (status === '200') tally.sent += 1;
    else if (status === '409') tally.alreadyInvited += 1;
    else {
      tally.failed += 1;
      if (status === '402') tally.overLimit = true;
    }
  }
  return tally;
}

/**
 * SPEC §8 "Invite (candidates)": one toast per row — sent, or already sent for any other
 * status; an invalid address ('400') says so for that address instead.
 */
export function toastInviteRows(rows: InviteResultRow[]): void {
  for (const [, status, , email] of rows) {
    if (status === '200') notify.success(MSG.mailSentTo(email));
    else if (status === '400') notify.error(MSG.invalidEmailFor(email));
    else if (status !== '402') notify.error(MSG.alreadyMailSentTo(email));
  }
}
