import { ACCESS_LEVEL, canDecideOnCandidates, seesOnlyOwnJobs } from '@candid/shared';
import type { AuthContext } from '../../http/access';
import { forbidden } from '../../http/errors';

/*
 * The role matrix of review actions (docs/api-review.md): every member sees, rates and comments on
 * candidates, a Hiring Manager only those of jobs whose hiring manager they are; status changes,
 * application responses and share links are for everyone but Hiring Managers.
 */

/** Route roles for decisions (status changes, application responses, share links). */
export const CANDIDATE_DECIDERS: readonly number[] = [ACCESS_LEVEL.Owner, ACCESS_LEVEL.Administrator, ACCESS_LEVEL.Admin];

/** Throws 403 when the user may not decide on candidates (Hiring Managers). */
export function assertCanDecide(auth: AuthContext): void {
  if (!canDecideOnCandidates(auth.accessLevel)) throw forbidden();
}

/** True when the user sees only the jobs they are the hiring manager of. */
export const restrictedToOwnJobs = (auth: AuthContext) => seesOnlyOwnJobs(auth.accessLevel);
