import { z } from 'zod';
import { int4 as int, queryIdSchema } from './columns';

/*
 * The audit trail of a candidate's data (issue 16, docs/data-lifecycle.md): who did what to
 * which candidate and when. Append-only: no route edits or deletes an entry.
 */

/** Who acted: a team member, an anonymous visitor of a share link, the candidate, or Candid itself. */
export const AUDIT_ACTOR_KINDS = ['member', 'share', 'candidate', 'system'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/** What was done to the candidate's data. */
export const AUDIT_ACTIONS = ['viewed', 'downloaded', 'rated', 'commented', 'shared', 'statusChanged', 'deleted', 'accommodationGranted', 'accommodationRequested'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One entry of GET /Audit. */
export const auditEntrySchema = z.object({
  Audit_ID: int,
  CampaignLine_ID: int,
  Campaign_ID: int.nullable(),
  Actor_Kind: z.enum(AUDIT_ACTOR_KINDS),
  /** The member's user id, or the share link's id; null for the candidate and the system. */
  Actor_ID: int.nullable(),
  /** "Ann Lee", "share link 12", "candidate" or "system". */
  Actor: z.string(),
  Action: z.enum(AUDIT_ACTIONS),
  /** What exactly: "candidate page", "answer 31 video", "status 4 Shortlisted", ... */
  Detail: z.string(),
  At: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /Audit and /Audit.csv: one candidate's entries, newest first, in keyset pages. */
export const auditQuerySchema = z.object({
  campaignLineId: queryIdSchema,
  /** The last entry id of the previous page (its nextCursor). */
  cursor: queryIdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
