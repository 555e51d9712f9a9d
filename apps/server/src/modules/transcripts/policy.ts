import { can } from '@candid/shared';

/*
 * Who may do what with transcripts and summaries (issue 15). Reading follows the answer's video:
 * whoever may review the candidate (a Hiring Manager only on jobs they manage). Running
 * recognition or a summary again is reviewing work too, so the same people may ask for it: it
 * changes no decision and costs only engine time (the routes rate-limit it). The enterprise's
 * choices are the account's, like a job's settings: owners and administrators (`settings.edit`).
 */

/** Whether this access level may change the enterprise's transcript settings. */
export const canEditTranscriptSettings = (level: number) => can(level, 'settings.edit');
