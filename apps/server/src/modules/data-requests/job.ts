import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../context';
import { dataRequests, enterprises } from '../../db/schema/index';
import { withTransaction } from '../../db/transaction';
import { randomToken, sha256 } from '../../platform/crypto';
import { deleteMailTo, enqueueMail } from '../../platform/mail/outbox';
import { z } from 'zod';
import { defineJob } from '../../platform/queue/define';
import type { JobContext } from '../../platform/queue/types';
import { eraseCandidates, finishErasures } from '../lifecycle/erase';
import { writeNotification } from '../notifications/service';
import { buildCopy } from './archive';
import { copyReadyMail, employerErasedMail, erasedMail } from './mails';
import { auditReaders, linesOfAddress, type RequestRow } from './service';

/** Attempts of a request's work. */
export const DATA_REQUEST_MAX_ATTEMPTS = 3;

/*
 * The work of a confirmed data request (the 'dataRequest.run' job, queued by the confirmation):
 * a copy is zipped into the media store behind a new random download link mailed to the
 * candidate; a deletion runs the erasure cascade (modules/lifecycle/erase.ts) at once, mails the
 * candidate, and tells the employer's owners and administrators (a notification and an email).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Notifications from Candid itself carry no user: createdBy 0 (ids start at 1). */
const SYSTEM_SENDER = 0;

/** What a request's work needs: the store (the copy), the mail (notices) and the erasure cascade's parts. */
type RunDeps = Deps<'config' | 'media' | 'mail' | 'events'>;

async function setRequest({ db }: Deps, row: RequestRow, values: Partial<typeof dataRequests.$inferInsert>) {
  await db
    .update(dataRequests)
    .set(values)
    .where(and(eq(dataRequests.enterpriseId, row.enterpriseId), eq(dataRequests.id, row.id)));
}

async function employerName({ db }: Deps, enterpriseId: number) {
  const [e] = await db.select({ name: enterprises.name }).from(enterprises).where(eq(enterprises.id, enterpriseId));
  return e?.name ?? 'The employer';
}

async function runCopy(deps: RunDeps, row: RequestRow, lineIds: number[]) {
  const key = `data-copies/${row.enterpriseId}/${randomUUID()}.zip`;
  await buildCopy(deps, row.enterpriseId, lineIds, key);
  const token = randomToken(32);
  const expires = new Date(Date.now() + deps.config.dataCopyTtlDays * DAY_MS).toISOString();
  const url = `${deps.config.publicUrl}/api/DataRequest/Download/${token}`;
  const employer = await employerName(deps, row.enterpriseId);
  await withTransaction(deps, async ({ db: tx }) => {
    await tx
      .update(dataRequests)
      .set({ status: 'done', doneAt: sql`now()`, archiveKey: key, downloadTokenHash: sha256(token), downloadExpiresAt: expires, lineCount: lineIds.length })
      .where(and(eq(dataRequests.enterpriseId, row.enterpriseId), eq(dataRequests.id, row.id)));
    await enqueueMail(tx, { to: row.email, enterpriseId: row.enterpriseId, ...copyReadyMail({ employer, url, expires: `${expires.slice(0, 16).replace('T', ' ')} UTC` }) });
  });
}

async function runErase(deps: RunDeps, row: RequestRow, lineIds: number[]) {
  const employer = await employerName(deps, row.enterpriseId);
  await withTransaction(deps, async (tx) => {
    await eraseCandidates(tx, { enterpriseId: row.enterpriseId, lineIds, reason: 'candidate', userId: null });
    // Candid's own mails to the address (the requests' confirmation links, sent for every
    // employer at once, so of no enterprise) go too; the notice below is the one left.
    await deleteMailTo(tx, { enterpriseId: null, address: row.email });
    await enqueueMail(tx.db, { to: row.email, enterpriseId: row.enterpriseId, ...erasedMail({ employer }) });
    const readers = await auditReaders(tx, row.enterpriseId);
    if (readers.length && lineIds.length) {
      const mail = employerErasedMail({ count: lineIds.length, url: `${deps.config.publicUrl}/company` });
      await writeNotification(tx, row.enterpriseId, { title: mail.subject, body: mail.text.split('\n\n')[0], createdBy: SYSTEM_SENDER }, readers, () => mail);
    }
    // The address goes with the data: the request keeps only that it was done.
    await tx.db
      .update(dataRequests)
      .set({ status: 'done', doneAt: sql`now()`, lineCount: lineIds.length, email: '' })
      .where(and(eq(dataRequests.enterpriseId, row.enterpriseId), eq(dataRequests.id, row.id)));
  });
  // The files and rows go now, not after the queue gets to the cascade's own job (idempotent).
  await finishErasures(deps, row.enterpriseId, lineIds);
}

/** The 'dataRequest.run' job: one confirmed request; a failure on the last attempt leaves it 'failed' with the reason. */
export const dataRequestJob = defineJob({
  name: 'dataRequest.run',
  payload: z.object({ requestId: z.number().int() }),
  maxAttempts: DATA_REQUEST_MAX_ATTEMPTS,
  run: runRequest,
});

async function runRequest(deps: RunDeps, { requestId: id }: { requestId: number }, job: JobContext) {
  if (job.enterpriseId === null) return;
  const [row] = await deps.db.select().from(dataRequests).where(and(eq(dataRequests.enterpriseId, job.enterpriseId), eq(dataRequests.id, id)));
  if (!row || row.status === 'done' || row.status === 'received') return;
  // The person was erased since they asked (the request forgot the address): nothing to send.
  if (!row.email) return setRequest(deps, row, { status: 'done', doneAt: new Date().toISOString(), lineCount: 0 });
  await setRequest(deps, row, { status: 'in_progress' });
  try {
    const lineIds = (await linesOfAddress(deps, row.email, row.enterpriseId)).map((l) => l.id);
    if (row.kind === 'copy') await runCopy(deps, row, lineIds);
    else await runErase(deps, row, lineIds);
    deps.mail.wake();
  } catch (err) {
    await setRequest(deps, row, job.attempt >= DATA_REQUEST_MAX_ATTEMPTS ? { status: 'failed', error: String(err).slice(0, 500) } : { status: 'confirmed' });
    throw err;
  }
}
