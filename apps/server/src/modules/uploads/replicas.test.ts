import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { ERRORS } from '@tus/server';
import { QUESTION_RESPONSE_STATUS } from '@candid/shared';
import { questionResponses } from '../../db/schema/index';
import type { Database } from '../../db/client';
import { s3ClientConfig } from '../../platform/media/s3';
import { buildTestApp, freshDatabase, type TestApp } from '../../../test/harness';
import { buildEnterprise, type TestUser } from '../../../test/factories';
import { answerMetadata, buildInterviewLine, partialPatch, tusClient } from '../../../test/interview-fixtures';
import { startMultipartS3 } from '../../../test/s3rver-multipart';
import { createUploadLocker } from './lock';
import { removeUploadFiles, uploadIdsOfLine } from './service';
import { cleanUpUploads } from './tus';
import { UPLOAD_EXPIRY_MS } from './store';

/**
 * Issue 30: replicas behind a load balancer. A candidate's next chunk may reach another server
 * process: the upload is in the S3 bucket (or a data directory they share), and one lock per
 * upload holds across the processes (PostgreSQL advisory locks; PGlite is one process).
 */

const MiB = 1024 * 1024;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'candid-replicas-'));
let database: Database;
let owner: TestUser;

/** A recording as the server checks it: WebM's magic bytes, then `size` bytes in all. */
const recording = (size: number) => Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), randomBytes(size - 4)]);
const uploadIdOf = (location: string) => location.split('/').pop()!;
const filesIn = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);

interface Replica {
  t: TestApp;
  base: string;
}

async function startReplica(env: Record<string, string>): Promise<Replica> {
  const t = await buildTestApp({ database, env, startWorkers: false });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, base: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}` };
}

/**
 * A PATCH that announces all of `chunk`, sends the first `sent` bytes and stays open: a browser
 * whose connection went quiet. `close` drops it.
 */
beforeAll(async () => {
  database = await freshDatabase();
  const setup = await startReplica({ DATA_DIR: path.join(tmp, 'setup') });
  owner = await buildEnterprise(setup.t.app, 'Replica Co');
  await setup.t.close();
});
afterAll(async () => {
  await database.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/**
 * Begins an answer on replica `a` (a full S3 part, then an incomplete one), leaves a PATCH hanging
 * there, and finishes on replica `b`, whose HEAD must first get the lock from `a`. Returns what
 * the test checks.
 */
async function uploadAcross(a: Replica, b: Replica) {
  const c = await buildInterviewLine(a.t.app, owner, { questionCount: 3 });
  const bytes = recording(12 * MiB);
  const onA = tusClient(a.base, c.token);
  const created = await onA.create(answerMetadata({ ...c, questionId: c.questionIds[0] }));
  expect(created.status).toBe(201);
  const location = created.headers.get('location')!;
  const offsets: number[] = [];
  for (const [from, to] of [[0, 1 * MiB], [1 * MiB, 6 * MiB], [6 * MiB, 7 * MiB]]) {
    const res = await onA.patch(location, from, bytes.subarray(from, to));
    expect(res.status).toBe(204);
    offsets.push(Number(res.headers.get('upload-offset')));
  }
  expect(offsets).toEqual([1 * MiB, 6 * MiB, 7 * MiB]);

  // The browser's connection to A goes quiet mid-PATCH; its retry reaches B, whose HEAD waits for
  // A's lock and asks A to let go: A ends the request (tus's lockDrainTimeout), keeping its bytes.
  const quiet = await partialPatch(a.base, location, c.token, 7 * MiB, bytes.subarray(7 * MiB, 9 * MiB), MiB / 2);
  const onB = tusClient(b.base, c.token);
  const started = Date.now();
  const head = await onB.head(location);
  const waited = Date.now() - started;
  quiet.close();
  expect(head.status).toBe(200);
  const resumeAt = Number(head.headers.get('upload-offset'));
  expect(resumeAt, 'B resumes where A stopped, the quiet PATCH half-chunk included').toBe(7 * MiB + MiB / 2);
  expect(waited, 'B waited for A to let go of the lock').toBeGreaterThan(1_000);

  let res = await onB.patch(location, resumeAt, bytes.subarray(resumeAt, 9 * MiB));
  expect(res.status).toBe(204);
  res = await onB.patch(location, 9 * MiB, bytes.subarray(9 * MiB), { final: bytes.length });
  expect(res.status).toBe(204);
  expect(res.headers.get('upload-offset')).toBe(String(bytes.length));
  return { c, bytes, uploadId: uploadIdOf(location), location };
}

/** The answer is stored once, with the bytes sent. */
async function expectStoredOnce(r: Replica, upload: Awaited<ReturnType<typeof uploadAcross>>) {
  const { c, bytes, uploadId } = upload;
  const rows = await database.db.select().from(questionResponses).where(eq(questionResponses.campaignLineId, c.line.id));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ uploadId, status: QUESTION_RESPONSE_STATUS.Uploaded, sizeBytes: bytes.length });
  const media = r.t.app.ctx.media;
  expect(await media.list(`answers/${c.enterpriseId}/${c.line.id}/`)).toEqual([rows[0].originalKey]);
  const stored = Buffer.concat(await (await media.get(rows[0].originalKey!)).toArray());
  expect(stored.equals(bytes)).toBe(true);
  // Finished: HEAD on either replica says so.
  const head = await tusClient(r.base, c.token).head(upload.location);
  expect(head.headers.get('upload-offset')).toBe(String(bytes.length));
}

describe('an answer upload begun on one replica and finished on another', () => {
  it('with S3: the upload lives in the bucket under uploads/, not in either data directory', async () => {
    const s3 = await startMultipartS3(path.join(tmp, 's3'), 'candid-replicas');
    const [a, b] = [
      await startReplica({ DATA_DIR: path.join(tmp, 'a'), ...s3.env }),
      await startReplica({ DATA_DIR: path.join(tmp, 'b'), ...s3.env }),
    ];
    const bucket = new S3Client(s3ClientConfig(a.t.app.ctx.config.s3!));
    const keysUnder = async (prefix: string) =>
      ((await bucket.send(new ListObjectsV2Command({ Bucket: 'candid-replicas', Prefix: prefix }))).Contents ?? []).map((o) => o.Key);
    try {
      const upload = await uploadAcross(a, b);
      await expectStoredOnce(b, upload);
      for (const dir of ['a', 'b']) expect(filesIn(path.join(tmp, dir, 'uploads')), `nothing in ${dir}'s data directory`).toEqual([]);
      expect(await keysUnder(`uploads/${upload.uploadId}`), 'finished: removed from the bucket').toEqual([]);
      expect(await s3.uploadsInProgress()).toEqual([]);

      // A line's uploads in the bucket are found (erasure) and removed (a completed interview).
      const c = upload.c;
      const tus = tusClient(a.base, c.token);
      const other = (await tus.create(answerMetadata({ ...c, questionId: c.questionIds[1] }))).headers.get('location')!;
      expect((await tus.patch(other, 0, recording(1000))).status).toBe(204);
      const otherId = uploadIdOf(other);
      expect(await keysUnder(`uploads/${otherId}`)).toEqual([`uploads/${otherId}.info`, `uploads/${otherId}.part`]);
      expect(await uploadIdsOfLine(b.t.app.ctx, c.enterpriseId, c.line.id)).toEqual([otherId]);
      await removeUploadFiles(b.t.app.ctx, [otherId]);
      expect(await keysUnder(`uploads/${otherId}`)).toEqual([]);
      expect(await s3.uploadsInProgress()).toEqual([]);

      // The clean-up job drops uploads past their expiry, and only those.
      const old = (await tus.create(answerMetadata({ ...c, questionId: c.questionIds[1] }))).headers.get('location')!;
      const fresh = (await tus.create(answerMetadata({ ...c, questionId: c.questionIds[2] }))).headers.get('location')!;
      for (const l of [old, fresh]) expect((await tus.patch(l, 0, recording(1000))).status).toBe(204);
      await s3.backdate(`uploads/${uploadIdOf(old)}`, UPLOAD_EXPIRY_MS + 60_000);
      await cleanUpUploads(b.t.app.ctx);
      expect(await keysUnder(`uploads/${uploadIdOf(old)}`)).toEqual([]);
      expect(await keysUnder(`uploads/${uploadIdOf(fresh)}`)).toHaveLength(2);
      expect(await s3.uploadsInProgress()).toEqual([`uploads/${uploadIdOf(fresh)}`]);
    } finally {
      bucket.destroy();
      await a.t.close();
      await b.t.close();
      await s3.close();
    }
  });

  it('with S3: a failed part upload loses none of the bytes already acknowledged', async () => {
    const s3 = await startMultipartS3(path.join(tmp, 's3-faults'), 'candid-faults');
    const a = await startReplica({ DATA_DIR: path.join(tmp, 'faults'), ...s3.env });
    try {
      const c = await buildInterviewLine(a.t.app, owner);
      const bytes = recording(7 * MiB);
      const tus = tusClient(a.base, c.token);
      const location = (await tus.create(answerMetadata({ ...c, questionId: c.questionIds[0] }))).headers.get('location')!;
      // Short of S3's 5 MiB minimum part: kept as the upload's incomplete part, and acknowledged.
      expect((await tus.patch(location, 0, bytes.subarray(0, MiB))).status).toBe(204);
      // The next chunk makes a full part with it, and S3 refuses that part (the SDK does not
      // retry a streamed body).
      s3.failPartUploads(1);
      expect((await tus.patch(location, MiB, bytes.subarray(MiB, 6 * MiB))).status).toBe(500);
      const head = await tus.head(location);
      expect(head.headers.get('upload-offset'), 'the acknowledged megabyte is still there').toBe(String(MiB));
      expect((await tus.patch(location, MiB, bytes.subarray(MiB, 6 * MiB))).status).toBe(204);
      expect((await tus.patch(location, 6 * MiB, bytes.subarray(6 * MiB), { final: bytes.length })).status).toBe(204);
      const [row] = await database.db.select().from(questionResponses).where(eq(questionResponses.uploadId, uploadIdOf(location)));
      expect(row.status).toBe(QUESTION_RESPONSE_STATUS.Uploaded);
      const stored = Buffer.concat(await (await a.t.app.ctx.media.get(row.originalKey!)).toArray());
      expect(stored.equals(bytes)).toBe(true);
    } finally {
      await a.t.close();
      await s3.close();
    }
  });

  it('without S3: two replicas on one data directory', async () => {
    const env = { DATA_DIR: path.join(tmp, 'shared') };
    const [a, b] = [await startReplica(env), await startReplica(env)];
    try {
      const upload = await uploadAcross(a, b);
      await expectStoredOnce(a, upload);
      expect(fs.existsSync(path.join(tmp, 'shared', 'uploads', upload.uploadId)), 'finished: removed from the directory').toBe(false);
    } finally {
      await a.t.close();
      await b.t.close();
    }
  });

  it('gives an upload one lock across replicas; a waiter asks the holder to let go, or gives up', async () => {
    const [a, b] = [await createUploadLocker(database), await createUploadLocker(database)];
    const id = `1-2-${'c'.repeat(32)}`;
    try {
      const held = a.newLock(id);
      let asked = false;
      await held.lock(new AbortController().signal, () => {
        // tus's callback is one-shot (it schedules the end of the request): so is this one.
        if (asked) return;
        asked = true;
        setTimeout(() => void held.unlock(), 200);
      });
      const waiter = b.newLock(id);
      await waiter.lock(new AbortController().signal, () => {});
      expect(asked).toBe(true);

      // Held by B now: A's request gives up when it is aborted (its client went away).
      const gone = new AbortController();
      setTimeout(() => gone.abort(), 300);
      await expect(a.newLock(id).lock(gone.signal, () => {})).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
      await waiter.unlock();
      const again = a.newLock(id);
      await again.lock(new AbortController().signal, () => {});
      await again.unlock();
    } finally {
      await a.close();
      await b.close();
    }
  });
});
