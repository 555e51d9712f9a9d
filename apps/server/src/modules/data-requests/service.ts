import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { MSG, USER_STATUS, rolesFor, type DataRequestInput, type DataRequestKind, type DataRequestRow, type DataRequestStatus } from '@candid/shared';
import type { AuthContext } from '../../actors';
import type { Deps } from '../../context';
import { campaignLines, dataRequests, enterprises, users } from '../../db/schema/index';
import { withTransaction } from '../../db/transaction';
import { HttpError } from '../../http/errors';
import { randomToken, sha256 } from '../../platform/crypto';
import { enqueueMail } from '../../platform/mail/outbox';
import { confirmMail } from './mails';
import { definePeriodicJob, enqueue } from '../../platform/queue/define';
import { dataRequestJob } from './job';

/*
 * Candidates' own data requests (issue 16, docs/data-lifecycle.md "Audit trail and data
 * requests"). A candidate gives the address they interviewed with and what they want; Candid
 * mails that address a confirmation link (one per request, whichever employers hold the address:
 * a row per employer) and answers the same whether or not any does. Confirming queues the work
 * ('dataRequest.run', job.ts): a zip copy behind a signed link, or the erasure cascade.
 */

export type RequestRow = typeof dataRequests.$inferSelect;

/** How long a confirmation link works. */
export const CONFIRM_TTL_MS = 24 * 60 * 60 * 1000;

/** The status shown: a stored one, except a confirmation link or a copy's download past its time reads 'expired'. */
export function statusOf(row: Pick<RequestRow, 'status' | 'confirmExpiresAt' | 'downloadExpiresAt' | 'kind'>, now = Date.now()): DataRequestStatus {
  if (row.status === 'received' && new Date(row.confirmExpiresAt).getTime() <= now) return 'expired';
  if (row.status === 'done' && row.kind === 'copy' && row.downloadExpiresAt && new Date(row.downloadExpiresAt).getTime() <= now) return 'expired';
  return row.status as DataRequestStatus;
}

/** The live candidates (lines) of an address (lower-cased), in every enterprise or one (index campaign_lines_address_idx, migration 0013). */
export async function linesOfAddress({ db }: Deps, email: string, enterpriseId?: number) {
  return db
    .select({ id: campaignLines.id, enterpriseId: campaignLines.enterpriseId, campaignId: campaignLines.campaignId })
    .from(campaignLines)
    .where(
      and(
        eq(sql`lower(${campaignLines.candidateEmail})`, email),
        isNull(campaignLines.erasingAt),
        enterpriseId === undefined ? undefined : eq(campaignLines.enterpriseId, enterpriseId),
      ),
    );
}

/**
 * POST /DataRequest: when the address has candidates anywhere, a 'received' row per employer and
 * one confirmation mail; otherwise nothing. The caller answers the same either way. The address is
 * limited to a few requests an hour (the route limits the client's address too).
 */
export async function createRequest(deps: Deps<'limits' | 'config' | 'mail'>, input: DataRequestInput): Promise<string> {
  const email = input.email.toLowerCase();
  if (!(await deps.limits.dataRequestsPerAddress.take(email))) throw new HttpError(429, MSG.tooManyRequests);
  const lines = await linesOfAddress(deps, email);
  if (!lines.length) return MSG.dataRequestSent;
  const enterpriseIds = [...new Set(lines.map((l) => l.enterpriseId))];
  const token = randomToken(32);
  await withTransaction(deps, async ({ db: tx }) => {
    await tx.insert(dataRequests).values(
      enterpriseIds.map((enterpriseId) => ({
        enterpriseId,
        kind: input.kind,
        email,
        confirmTokenHash: sha256(token),
        confirmExpiresAt: new Date(Date.now() + CONFIRM_TTL_MS).toISOString(),
      })),
    );
    const names = await tx.select({ name: enterprises.name }).from(enterprises).where(inArray(enterprises.id, enterpriseIds));
    const url = `${deps.config.publicUrl}/data-request/confirm?token=${token}`;
    await enqueueMail(tx, { to: email, ...confirmMail({ kind: input.kind, employers: names.map((n) => n.name), url }) });
  });
  deps.mail.wake();
  return MSG.dataRequestSent;
}

/**
 * POST /DataRequest/Confirm: the emailed link's requests become 'confirmed' and their work is
 * queued at once. A link confirmed already answers the same again; unknown or expired: 404.
 */
export async function confirmRequest(deps: Deps<'queue'>, token: string): Promise<string> {
  const hash = sha256(token);
  const kind = await withTransaction(deps, async ({ db: tx }) => {
    const rows = await tx.select().from(dataRequests).where(eq(dataRequests.confirmTokenHash, hash)).for('update');
    if (!rows.length) throw new HttpError(404, MSG.dataRequestLinkInvalid);
    const waiting = rows.filter((r) => r.status === 'received');
    if (waiting.length && statusOf(waiting[0]) === 'expired') throw new HttpError(404, MSG.dataRequestLinkInvalid);
    for (const row of waiting) {
      await tx
        .update(dataRequests)
        .set({ status: 'confirmed', confirmedAt: sql`now()` })
        .where(and(eq(dataRequests.enterpriseId, row.enterpriseId), eq(dataRequests.id, row.id)));
      await enqueue(tx, dataRequestJob, { requestId: row.id }, { enterpriseId: row.enterpriseId, dedupeKey: `data-request:${row.id}` });
    }
    return rows[0].kind as DataRequestKind;
  });
  deps.queue.wake();
  return MSG.dataRequestConfirmed(kind);
}

const present = (r: RequestRow): DataRequestRow => ({
  DataRequest_ID: r.id,
  Kind: r.kind as DataRequestKind,
  Email: r.email || null,
  Status: statusOf(r),
  CandidateCount: r.lineCount,
  CreatedAt: new Date(r.createdAt).toISOString(),
  ConfirmedAt: r.confirmedAt && new Date(r.confirmedAt).toISOString(),
  DoneAt: r.doneAt && new Date(r.doneAt).toISOString(),
  DownloadExpiresAt: r.downloadExpiresAt && new Date(r.downloadExpiresAt).toISOString(),
});

/** GET /DataRequest: the enterprise's latest 200 requests, newest first. */
export async function listRequests({ db }: Deps, auth: AuthContext): Promise<DataRequestRow[]> {
  const rows = await db.select().from(dataRequests).where(eq(dataRequests.enterpriseId, auth.enterpriseId)).orderBy(desc(dataRequests.id)).limit(200);
  return rows.map(present);
}

/** Owners and administrators of an enterprise who are active: told of a candidate's deletion. */
export async function auditReaders({ db }: Deps, enterpriseId: number) {
  return db
    .select()
    .from(users)
    .where(and(eq(users.enterpriseId, enterpriseId), inArray(users.accessLevel, [...rolesFor('audit.read')]), eq(users.status, USER_STATUS.Active)));
}

/** The copy behind a download token; 404 unknown, 410 past its days (the archive is gone then). */
export async function openDownload({ db }: Deps, token: string): Promise<RequestRow & { archiveKey: string }> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new HttpError(404, MSG.dataRequestLinkInvalid);
  const [row] = await db.select().from(dataRequests).where(eq(dataRequests.downloadTokenHash, sha256(token)));
  if (!row) throw new HttpError(404, MSG.dataRequestLinkInvalid);
  if (statusOf(row) === 'expired' || !row.archiveKey) throw new HttpError(410, MSG.dataCopyExpired);
  return { ...row, archiveKey: row.archiveKey };
}

/** Data requests never confirmed, and data copies past their download days: hourly. */
export const expireRequestsJob = definePeriodicJob({ name: 'dataRequest.expireRequests', every: 60 * 60 * 1000, run: (deps: Deps<'media'>) => expireRequests(deps) });

/**
 * The hourly clean-up: requests never confirmed within their 24 hours become 'expired' and forget
 * the address; copies past their download days lose their archive and become 'expired'. Returns
 * how many requests it expired.
 */
export async function expireRequests({ db, media }: Deps<'media'>): Promise<number> {
  const unconfirmed = await db
    .update(dataRequests)
    .set({ status: 'expired', email: '' })
    .where(and(eq(dataRequests.status, 'received'), lt(dataRequests.confirmExpiresAt, sql`now()`)))
    .returning({ id: dataRequests.id });
  const old = await db
    .select()
    .from(dataRequests)
    .where(and(eq(dataRequests.kind, 'copy'), eq(dataRequests.status, 'done'), lt(dataRequests.downloadExpiresAt, sql`now()`)));
  for (const row of old) {
    if (row.archiveKey) await media.delete(row.archiveKey);
    await db
      .update(dataRequests)
      .set({ status: 'expired', archiveKey: null })
      .where(and(eq(dataRequests.enterpriseId, row.enterpriseId), eq(dataRequests.id, row.id)));
  }
  return unconfirmed.length + old.length;
}
