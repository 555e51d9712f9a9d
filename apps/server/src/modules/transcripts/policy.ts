import { definePolicy } from '../../policy';
import { JOB_SCOPE, onVisibleJob } from '../campaigns/policy';

/*
 * Who may do what with transcripts and summaries (issue 15). Reading follows the answer's video:
 * whoever may review the candidate (a Hiring Manager only on jobs they manage; the loaders apply
 * that as a query, `visibleJobs`). Running recognition or a summary again is reviewing work too,
 * so the same people may ask for it: it changes no decision and costs only engine time (the routes
 * rate-limit it). The enterprise's choices are the account's, like a job's settings: owners and
 * administrators (`settings.edit`).
 */
export const transcriptsPolicy = definePolicy('transcripts', {
  /** Recognise an answer again. */
  'transcript.rerun': { row: onVisibleJob, scope: JOB_SCOPE },
  /** Make a candidate's summary again from the current transcripts. */
  'summary.rerun': { row: onVisibleJob, scope: JOB_SCOPE },
  /** Turn transcripts and summaries on or off, set the interview language. */
  'settings.edit': { permission: 'settings.edit' },
});
