import { can } from '@candid/shared';

/*
 * Who may do what with job boards (issue 17, docs/job-boards.md). The boards' credentials are the
 * account's, like its package: owners and admins (`enterprise.manage`). Publishing, updating and
 * closing a job's postings, and importing its applicants, change the job in public: whoever may
 * edit jobs (`campaigns.edit`), never a Hiring Manager. Every member who sees the job sees its
 * postings' state.
 */

export const canConfigureBoards = (level: number) => can(level, 'enterprise.manage');
export const canPublish = (level: number) => can(level, 'campaigns.edit');
