import { sql } from 'drizzle-orm';
import type { AuditAction } from '@candid/shared';
import { auditEvents } from '../../db/schema/index';
import type { Deps } from '../../context';

/*
 * The audit trail's one writer (issue 16, docs/data-lifecycle.md). Every place that shows,
 * hands out or changes a candidate's data calls `record` with the database or, for a change,
 * the change's transaction, so the entry exists exactly when the change does.
 */

/** Who acted. */
export type AuditActor = { kind: 'member'; userId: number } | { kind: 'share'; shareId: number } | { kind: 'candidate' } | { kind: 'system' };

export interface AuditEvent {
  enterpriseId: number;
  lineId: number;
  campaignId?: number | null;
  actor: AuditActor;
  action: AuditAction;
  /** What exactly, e.g. 'candidate page', 'answer 31 video' (no personal data). */
  detail?: string;
}

/**
 * Identical views (same actor, candidate, action and detail) within this window are one entry: a
 * reviewer going back and forth between a candidate's answers, or a player re-fetching a video,
 * would otherwise write an entry per request. The first view of the window is the one kept.
 */
export const VIEW_COALESCE_SECONDS = 600;

const actorIdOf = (a: AuditActor) => (a.kind === 'member' ? a.userId : a.kind === 'share' ? a.shareId : null);

/**
 * Appends entries, in one INSERT. 'viewed' entries are skipped when an identical one was written
 * in the last VIEW_COALESCE_SECONDS (checked in the same statement, on the candidate's index).
 */
export async function record({ db }: Deps, events: AuditEvent | AuditEvent[]): Promise<void> {
  const list = Array.isArray(events) ? events : [events];
  if (!list.length) return;
  const rows = list.map((e) => ({
    enterpriseId: e.enterpriseId,
    campaignLineId: e.lineId,
    campaignId: e.campaignId ?? null,
    actorKind: e.actor.kind,
    actorId: actorIdOf(e.actor),
    action: e.action,
    detail: (e.detail ?? '').slice(0, 200),
  }));
  if (list.every((e) => e.action !== 'viewed')) {
    await db.insert(auditEvents).values(rows);
    return;
  }
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.enterpriseId}::int, ${r.campaignLineId}::int, ${r.campaignId}::int, ${r.actorKind}::varchar, ${r.actorId}::int, ${r.action}::varchar, ${r.detail}::varchar)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    insert into ${auditEvents} (enterprise_id, campaign_line_id, campaign_id, actor_kind, actor_id, action, detail)
    select v.* from (values ${values}) as v(enterprise_id, campaign_line_id, campaign_id, actor_kind, actor_id, action, detail)
    where v.action <> 'viewed' or not exists (
      select 1 from ${auditEvents} a
      where a.enterprise_id = v.enterprise_id and a.campaign_line_id = v.campaign_line_id
        and a.actor_kind = v.actor_kind and a.actor_id is not distinct from v.actor_id
        and a.action = v.action and a.detail = v.detail
        and a.created_at > now() - make_interval(secs => ${VIEW_COALESCE_SECONDS})
    )`);
}

/** Shorthand for a member's entry. */
export const byMember = (userId: number): AuditActor => ({ kind: 'member', userId });
