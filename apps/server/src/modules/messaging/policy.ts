import { definePolicy } from '../../policy';

/*
 * Who may send what. Team invitations add members to the account: its managers
 * (`enterprise.manage`). Inviting candidates to a job is editing the job's campaign
 * (`campaigns.edit`); responding to a candidate (shortlist, reject, remind, withdraw) is deciding
 * on them (`candidates.decide`). Never a Hiring Manager: they review and rate.
 */
export const messagingPolicy = definePolicy('messaging', {
  /** Invite team members by email. */
  'member.invite': { permission: 'enterprise.manage' },
  /** Invite candidates to a job by email (also the applicants a job board sends). */
  'candidate.invite': { permission: 'campaigns.edit' },
  /** Preview or send a candidate an application response. */
  'candidate.respond': { permission: 'candidates.decide' },
});
