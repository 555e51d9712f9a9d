import { definePolicy } from '../../policy';

/*
 * Who may do what with job boards (issue 17, docs/job-boards.md). The boards' credentials are the
 * account's, like its package: owners and admins (`enterprise.manage`). Publishing, updating and
 * closing a job's postings, and importing its applicants, change the job in public: whoever may
 * edit jobs (`campaigns.edit`), never a Hiring Manager. Every member who sees the job sees its
 * postings' state (no action: loadCampaign applies the jobs in their sight as a query).
 */
export const jobboardsPolicy = definePolicy('jobboards', {
  /** See, store or remove the enterprise's board credentials. */
  'boards.configure': { permission: 'enterprise.manage' },
  /** Publish, update or close a job's posting; sign idibu's calls for it. */
  'posting.change': { permission: 'campaigns.edit' },
  /** Read a job's applicants on the boards and import them as its candidates. */
  'applicants.import': { permission: 'campaigns.edit' },
});
