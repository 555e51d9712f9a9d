import { and, asc, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditActorKind, AuditEntry } from '@candid/shared';
import type { AuthContext } from '../../actors';
import type { Deps } from '../../context';
import type { DbOrTx } from '../../db/client';
import { auditEvents, campaignLines, users } from '../../db/schema/index';
import { notFound } from '../../http/errors';

/*
 * Reading the audit trail (issue 16): owners and administrators (`audit.read`, checked by the
 * route), one candidate of their enterprise at a time. The candidate may have been deleted since:
 * the trail outlives them, so a line id with entries but no line is still the enterprise's.
 */

/** 404 unless the enterprise has (or had, per its trail) this candidate. */
async function checkLine(db: DbOrTx, enterpriseId: number, lineId: number) {
  const [line] = await db
    .select({ id: campaignLines.pk_CampaignLine_ID })
    .from(campaignLines)
    .where(and(eq(campaignLines.fk_Enterprise_ID, enterpriseId), eq(campaignLines.pk_CampaignLine_ID, lineId)));
  if (line) return;
  const [entry] = await db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(and(eq(auditEvents.fk_Enterprise_ID, enterpriseId), eq(auditEvents.fk_CampaignLine_ID, lineId)))
    .limit(1);
  if (!entry) throw notFound();
}

const entryColumns = {
  id: auditEvents.id,
  lineId: auditEvents.fk_CampaignLine_ID,
  campaignId: auditEvents.fk_Campaign_ID,
  actorKind: auditEvents.actorKind,
  actorId: auditEvents.actorId,
  action: auditEvents.action,
  detail: auditEvents.detail,
  at: auditEvents.createdAt,
  memberName: sql<string | null>`nullif(trim(concat_ws(' ', ${users.User_FirstName}, ${users.User_LastName})), '')`,
  memberEmail: users.User_Email,
};
type EntryRow = Awaited<ReturnType<typeof entriesQuery>>[number];

function actorLabel(r: EntryRow): string {
  if (r.actorKind === 'member') return r.memberName ?? r.memberEmail ?? `member ${r.actorId}`;
  if (r.actorKind === 'share') return `share link ${r.actorId}`;
  return r.actorKind;
}

const present = (r: EntryRow): AuditEntry => ({
  Audit_ID: r.id,
  CampaignLine_ID: r.lineId,
  Campaign_ID: r.campaignId,
  Actor_Kind: r.actorKind as AuditActorKind,
  Actor_ID: r.actorId,
  Actor: actorLabel(r),
  Action: r.action as AuditAction,
  Detail: r.detail,
  At: new Date(r.at).toISOString(),
});

function entriesQuery(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(entryColumns)
    .from(auditEvents)
    .leftJoin(
      users,
      and(eq(auditEvents.actorKind, 'member'), eq(users.pk_User_ID, auditEvents.actorId), eq(users.fk_Enterprise_ID, auditEvents.fk_Enterprise_ID)),
    )
    .where(where)
    .$dynamic();
}

const ofLine = (enterpriseId: number, lineId: number) => and(eq(auditEvents.fk_Enterprise_ID, enterpriseId), eq(auditEvents.fk_CampaignLine_ID, lineId));

/** GET /Audit: newest first, keyset pages on the entry id. */
export async function listAudit({ db }: Deps, auth: AuthContext, q: { campaignLineId: number; cursor?: number; limit: number }) {
  await checkLine(db, auth.enterpriseId, q.campaignLineId);
  const scope = ofLine(auth.enterpriseId, q.campaignLineId);
  const rows = await entriesQuery(db, q.cursor ? and(scope, lt(auditEvents.id, q.cursor)) : scope)
    .orderBy(desc(auditEvents.id))
    .limit(q.limit + 1);
  const more = rows.length > q.limit;
  const items = rows.slice(0, q.limit).map(present);
  return { items, nextCursor: more ? String(items[items.length - 1].Audit_ID) : null };
}

/** A CSV cell: quoted, and a leading =, +, - or @ defused so a spreadsheet does not run it as a formula. */
const csvCell = (v: string | number | null) => {
  const s = v === null ? '' : String(v);
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return `"${safe.replace(/"/g, '""')}"`;
};

export const AUDIT_CSV_HEADER = ['At', 'Actor', 'Actor_Kind', 'Actor_ID', 'Action', 'Detail', 'Campaign_ID', 'CampaignLine_ID'];

/** GET /Audit.csv: every entry of the candidate, oldest first. */
export async function auditCsv({ db }: Deps, auth: AuthContext, lineId: number): Promise<string> {
  await checkLine(db, auth.enterpriseId, lineId);
  const rows = await entriesQuery(db, ofLine(auth.enterpriseId, lineId)).orderBy(asc(auditEvents.id));
  const lines = rows.map(present).map((e) => [e.At, e.Actor, e.Actor_Kind, e.Actor_ID, e.Action, e.Detail, e.Campaign_ID, e.CampaignLine_ID].map(csvCell).join(','));
  return [AUDIT_CSV_HEADER.join(','), ...lines].join('\r\n') + '\r\n';
}
