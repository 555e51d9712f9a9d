import { and, asc, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditActorKind, AuditEntry } from '@candid/shared';
import type { AuthContext } from '../../actors';
import type { Deps } from '../../context';
import type { DbOrTx } from '../../db/client';
import { auditEvents, campaignLines, users } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { auditEntryToWire } from './wire';

/*
 * Reading the audit trail (issue 16): owners and administrators (`audit.read`, checked by the
 * route), one candidate of their enterprise at a time. The candidate may have been deleted since:
 * the trail outlives them, so a line id with entries but no line is still the enterprise's.
 */

/** 404 unless the enterprise has (or had, per its trail) this candidate. */
async function checkLine(db: DbOrTx, enterpriseId: number, lineId: number) {
  const [line] = await db
    .select({ id: campaignLines.id })
    .from(campaignLines)
    .where(and(eq(campaignLines.enterpriseId, enterpriseId), eq(campaignLines.id, lineId)));
  if (line) return;
  const [entry] = await db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(and(eq(auditEvents.enterpriseId, enterpriseId), eq(auditEvents.campaignLineId, lineId)))
    .limit(1);
  if (!entry) throw notFound();
}

const entryColumns = {
  id: auditEvents.id,
  lineId: auditEvents.campaignLineId,
  campaignId: auditEvents.campaignId,
  actorKind: auditEvents.actorKind,
  actorId: auditEvents.actorId,
  action: auditEvents.action,
  detail: auditEvents.detail,
  at: auditEvents.createdAt,
  memberName: sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`,
  memberEmail: users.email,
};
type EntryRow = Awaited<ReturnType<typeof entriesQuery>>[number];

function actorLabel(r: EntryRow): string {
  if (r.actorKind === 'member') return r.memberName ?? r.memberEmail ?? `member ${r.actorId}`;
  if (r.actorKind === 'share') return `share link ${r.actorId}`;
  return r.actorKind;
}

/** One entry of a candidate's trail, its actor named. */
export interface TrailEntry {
  id: number;
  lineId: number;
  campaignId: number | null;
  actorKind: AuditActorKind;
  actorId: number | null;
  actor: string;
  action: AuditAction;
  detail: string;
  at: string;
}

const present = (r: EntryRow): TrailEntry => ({
  id: r.id,
  lineId: r.lineId,
  campaignId: r.campaignId,
  actorKind: r.actorKind as AuditActorKind,
  actorId: r.actorId,
  actor: actorLabel(r),
  action: r.action as AuditAction,
  detail: r.detail,
  at: new Date(r.at).toISOString(),
});

function entriesQuery(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(entryColumns)
    .from(auditEvents)
    .leftJoin(
      users,
      and(eq(auditEvents.actorKind, 'member'), eq(users.id, auditEvents.actorId), eq(users.enterpriseId, auditEvents.enterpriseId)),
    )
    .where(where)
    .$dynamic();
}

const ofLine = (enterpriseId: number, lineId: number) => and(eq(auditEvents.enterpriseId, enterpriseId), eq(auditEvents.campaignLineId, lineId));

/** GET /Audit: newest first, keyset pages on the entry id. */
export async function listAudit({ db }: Deps, auth: AuthContext, q: { campaignLineId: number; cursor?: number; limit: number }) {
  await checkLine(db, auth.enterpriseId, q.campaignLineId);
  const scope = ofLine(auth.enterpriseId, q.campaignLineId);
  const rows = await entriesQuery(db, q.cursor ? and(scope, lt(auditEvents.id, q.cursor)) : scope)
    .orderBy(desc(auditEvents.id))
    .limit(q.limit + 1);
  const more = rows.length > q.limit;
  const items = rows.slice(0, q.limit).map(present);
  return { items, nextCursor: more ? String(items[items.length - 1].id) : null };
}

/** A CSV cell: quoted, and a leading =, +, - or @ defused so a spreadsheet does not run it as a formula. */
const csvCell = (v: string | number | null) => {
  const s = v === null ? '' : String(v);
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return `"${safe.replace(/"/g, '""')}"`;
};

/** The CSV's columns: fields of the wire's AuditEntry. */
export const AUDIT_CSV_HEADER = ['At', 'Actor', 'Actor_Kind', 'Actor_ID', 'Action', 'Detail', 'Campaign_ID', 'CampaignLine_ID'] as const satisfies readonly (keyof AuditEntry)[];

/** GET /Audit.csv: every entry of the candidate, oldest first. */
export async function auditCsv({ db }: Deps, auth: AuthContext, lineId: number): Promise<string> {
  await checkLine(db, auth.enterpriseId, lineId);
  const rows = await entriesQuery(db, ofLine(auth.enterpriseId, lineId)).orderBy(asc(auditEvents.id));
  const lines = rows.map((r) => auditEntryToWire(present(r))).map((e) => AUDIT_CSV_HEADER.map((column) => csvCell(e[column])).join(','));
  return [AUDIT_CSV_HEADER.join(','), ...lines].join('\r\n') + '\r\n';
}
