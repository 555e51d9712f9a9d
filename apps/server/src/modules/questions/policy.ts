import { definePolicy } from '../../policy';

/*
 * A job's questions. Every member reads the questions of the jobs in their sight (a query scope,
 * `visibleJobs`); writing them is editing the job (`campaigns.edit`), never a Hiring Manager's.
 */
export const questionsPolicy = definePolicy('questions', {
  /** Add, edit, delete, reorder or copy a job's questions. */
  'question.edit': { permission: 'campaigns.edit' },
});
