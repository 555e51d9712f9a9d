import { JOB_BOARD_NAMES, MSG, type JobBoard } from '@candid/shared';
import { HttpError } from '../../http/errors';
import { JobBoardError } from '../../platform/jobboards/types';

/** The sentence shown on the job for a failed call: the board's own words where it gave them. */
export function failureSentence(board: JobBoard, err: unknown): string {
  const name = JOB_BOARD_NAMES[board];
  if (err instanceof JobBoardError) {
    // SEEK's credentials are Candid's own (the server's), idibu's the organisation's.
    if (err.reason === 'auth') return board === 'seek' ? MSG.seekPartnerUnauthorized : MSG.jobBoardUnauthorized(name);
    if (err.reason === 'timeout') return MSG.jobBoardTimeout(name);
    if (err.reason === 'network') return MSG.jobBoardUnreachable(name);
    if (err.reason === 'malformed') return MSG.jobBoardMalformed(name);
    return `${name}: ${err.message}`;
  }
  if (err instanceof HttpError) return err.message;
  return MSG.somethingWentWrong;
}
