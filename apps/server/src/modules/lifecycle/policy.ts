import { can } from '@candid/shared';

/*
 * Who may do what with candidates' data (issue 16, docs/data-lifecycle.md). Deleting a candidate
 * for good is a decision about the candidate, like changing their status: owners, administrators
 * and admins (`candidates.erase`), never a Hiring Manager (SPEC §6 gives them no such power).
 * The retention is an enterprise-wide setting: `settings.edit`. Everyone who may review a
 * candidate sees when their data will be deleted and what they consented to.
 */

export const canEraseCandidates = (level: number) => can(level, 'candidates.erase');
export const canEditRetention = (level: number) => can(level, 'settings.edit');
