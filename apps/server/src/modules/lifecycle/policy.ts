import { definePolicy } from '../../policy';

/*
 * Who may do what with candidates' data (issue 16, docs/data-lifecycle.md). Deleting a candidate
 * for good is a decision about the candidate, like changing their status: owners, administrators
 * and admins (`candidates.erase`), never a Hiring Manager (SPEC §6 gives them no such power).
 * The retention is an enterprise-wide setting: `settings.edit`. Everyone who may review a
 * candidate sees when their data will be deleted and what they consented to (no action: the
 * loader applies the jobs in their sight as a query, loadReviewableLine).
 */
export const lifecyclePolicy = definePolicy('lifecycle', {
  /** Erase candidates for good: some by id, or every candidate of a job. */
  'candidate.erase': { permission: 'candidates.erase' },
  /** Change how many months after a job ends its candidates' data is kept. */
  'retention.edit': { permission: 'settings.edit' },
});
