import { and, eq } from 'drizzle-orm';
import type { AuthContext } from '../../actors';
import { reviewShareCandidates } from '../../db/schema/index';
import { byMember, record, type AuditEvent } from '../audit/record';
import type { VisitAction } from './guest';
import type { ShareRow } from './service';
import type { Deps } from '../../context';

/* Share links in the candidates' audit trails (issue 16, docs/data-lifecycle.md). */

/** The candidates (line ids) of a share. */
export async function shareLineIds({ db }: Deps, share: ShareRow): Promise<number[]> {
  const rows = await db
    .select({ lineId: reviewShareCandidates.campaignLineId })
    .from(reviewShareCandidates)
    .where(and(eq(reviewShareCandidates.enterpriseId, share.enterpriseId), eq(reviewShareCandidates.reviewShareId, share.id)));
  return rows.map((r) => r.lineId);
}

/** A share link created or revoked by a member: one 'shared' entry per candidate of the link. */
export async function auditShare(deps: Deps, actor: AuthContext, share: ShareRow, lineIds: number[], what: 'created' | 'revoked') {
  await record(
    deps,
    lineIds.map((lineId) => ({
      enterpriseId: actor.enterpriseId,
      lineId,
      campaignId: share.campaignId,
      actor: byMember(actor.userId),
      action: 'shared' as const,
      detail: `share link ${share.id} ${what}`,
    })),
  );
}

/** How each kind of share-link visit reads in the audit trail. */
const VISIT_AUDIT: Record<VisitAction, { action: AuditEvent['action']; detail: string }> = {
  view: { action: 'viewed', detail: 'shared candidate page' },
  video: { action: 'viewed', detail: 'answer video' },
  resume: { action: 'downloaded', detail: 'resume' },
  file: { action: 'downloaded', detail: 'file answer' },
  rating: { action: 'rated', detail: 'guest rating' },
};

/** A visit through a share link, as "share link <id>": the page view is a view of every shared candidate. */
export async function auditVisit(deps: Deps, share: ShareRow, { action, lineIds, detail }: { action: VisitAction; lineIds?: number[]; detail?: string }) {
  const what = VISIT_AUDIT[action];
  await record(
    deps,
    (lineIds ?? (await shareLineIds(deps, share))).map((lineId) => ({
      enterpriseId: share.enterpriseId,
      lineId,
      campaignId: share.campaignId,
      actor: { kind: 'share', shareId: share.id } as const,
      action: what.action,
      detail: detail ?? what.detail,
    })),
  );
}
