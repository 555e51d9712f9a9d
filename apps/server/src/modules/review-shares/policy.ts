import { definePolicy } from '../../policy';

/*
 * Review shares have no action of their own beyond the routes' access: sharing candidates
 * for review is for those who decide on them (`candidates.decide`), on the candidates in their
 * sight, applied as a query (loadReviewableLine, `visibleJobs` in campaigns/policy.ts). A guest
 * with a share's link acts for no member.
 */
export const reviewSharesPolicy = definePolicy('review-shares', {});
