import { definePolicy } from '../../policy';

/*
 * Ratings have no action of their own: every member rates the candidates and answers in their
 * sight, applied as a query (loadReviewableLine, `visibleJobs` in campaigns/policy.ts: a Hiring
 * Manager's cover the jobs they manage); each reviewer changes only their own ratings (another's
 * id is 404, by the query).
 */
export const ratingsPolicy = definePolicy('ratings', {});
