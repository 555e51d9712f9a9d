import { definePolicy } from '../../policy';

/*
 * The interview build has no action of its own: every member may follow a job's build and hear
 * its questions (the routes' access), on the jobs in their sight, applied as a query
 * (`visibleJobs` in campaigns/policy.ts). The build itself runs for the enterprise.
 */
export const interviewBuildPolicy = definePolicy('interview-build', {});
