import { definePolicy } from '../../policy';

/*
 * The candidates of a job (docs/api-review.md). Every member reviews the candidates of the jobs in
 * their sight: the loaders apply that as a query (`visibleJobs`, loadReviewableLine in
 * campaigns). Deciding on a candidate is for those who may (`candidates.decide`), never a Hiring
 * Manager, who reviews and rates.
 */
export const candidatesPolicy = definePolicy('candidates', {
  /** Change a candidate's status (one or many at once), withdraw their invitation. */
  'candidate.decide': { permission: 'candidates.decide' },
  /** Grant a candidate an accommodation (issue 32): those who decide on candidates. */
  'candidate.accommodate': { permission: 'candidates.decide' },
});
