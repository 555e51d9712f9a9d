import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG, QUESTION_RESPONSE_STATUS, type ApiResponse } from '@candid/shared';
import { backgroundJobs, questionResponses } from '../../db/schema/index';
import type { Database } from '../../db/client';
import { buildTestApp, freshDatabase, type TestApp } from '../../../test/harness';
import { buildEnterprise, type TestUser } from '../../../test/factories';
import { answerMetadata, buildInterviewLine, makeWebm, partialPatch, probeSeconds, tusClient } from '../../../test/interview-fixtures';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'candid-uploads-'));
const webmFile = path.join(dataDir, 'fixtures', 'answer.webm');
let webm: Buffer;
let database: Database;
let t: TestApp;
let base: string;
let owner: TestUser;

async function start() {
  t = await buildTestApp({ database, env: { DATA_DIR: dataDir, ANSWER_MAX_BYTES: String(4 * 1024 * 1024) }, startWorkers: false });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  webm = makeWebm(webmFile);
  database = await freshDatabase();
  await start();
  owner = await buildEnterprise(t.app, 'Upload Co');
});
afterAll(async () => {
  await t.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const answerRow = async (uploadId: string) =>
  (await t.app.ctx.db.select().from(questionResponses).where(eq(questionResponses.uploadId, uploadId)))[0];
const uploadIdOf = (location: string) => location.split('/').pop()!;
const body = async (res: Response) => (await res.json()) as ApiResponse<null>;

/** A PATCH cut off once some of the bytes it sent have reached the upload's file on disk. */
async function abortedPatch(location: string, token: string, offset: number, chunk: Buffer, sent: number) {
  const file = path.join(dataDir, 'uploads', uploadIdOf(location));
  const patch = await partialPatch(base, location, token, offset, chunk, sent);
  const deadline = Date.now() + 5_000;
  while (fs.statSync(file).size <= offset && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  patch.close();
}

describe('answer uploads over tus', () => {
  it('takes an answer in deferred-length chunks through an aborted PATCH and a server restart, then transcodes it', async () => {
    const c = await buildInterviewLine(t.app, owner);
    let tus = tusClient(base, c.token);
    const created = await tus.create(answerMetadata({ ...c, questionId: c.questionIds[0] }));
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    expect(location).toMatch(/^\/api\/uploads\/answers\/[0-9]+-[0-9]+-[0-9a-f]{32}$/);
    const uploadId = uploadIdOf(location);
    expect(await answerRow(uploadId)).toMatchObject({ status: 0, attempt: 1, campaignLineId: c.line.id });

    const third = Math.ceil(webm.length / 3);
    let res = await tus.patch(location, 0, webm.subarray(0, third));
    expect(res.status).toBe(204);
    expect(res.headers.get('upload-offset')).toBe(String(third));

    // The connection drops halfway through the second chunk: what arrived is kept.
    await abortedPatch(location, c.token, third, webm.subarray(third, 2 * third), Math.floor(third / 2));
    res = await tus.head(location);
    expect(res.status).toBe(200);
    expect(res.headers.get('upload-defer-length')).toBe('1');
    const afterAbort = Number(res.headers.get('upload-offset'));
    expect(afterAbort).toBeGreaterThan(third);
    expect(afterAbort).toBeLessThanOrEqual(third + Math.floor(third / 2));

    // The server restarts on the same database and DATA_DIR; the client resumes from HEAD.
    await t.app.close();
    await start();
    tus = tusClient(base, c.token);
    res = await tus.head(location);
    expect(res.status).toBe(200);
    expect(Number(res.headers.get('upload-offset'))).toBe(afterAbort);
    res = await tus.patch(location, afterAbort, webm.subarray(afterAbort, 2 * third));
    expect(res.status).toBe(204);
    res = await tus.patch(location, 2 * third, webm.subarray(2 * third), { final: webm.length });
    expect(res.status).toBe(204);
    expect(res.headers.get('upload-offset')).toBe(String(webm.length));

    const uploaded = await answerRow(uploadId);
    expect(uploaded).toMatchObject({ status: QUESTION_RESPONSE_STATUS.Uploaded, sizeBytes: webm.length, mimeType: 'video/webm' });
    expect(uploaded.originalKey).toMatch(new RegExp(`^answers/${c.enterpriseId}/${c.line.id}/[0-9a-f-]{36}\\.webm$`));
    const stored = Buffer.concat(await (await t.app.ctx.media.get(uploaded.originalKey!)).toArray());
    expect(stored.equals(webm)).toBe(true);
    const [job] = await t.app.ctx.db.select().from(backgroundJobs).where(eq(backgroundJobs.dedupeKey, `response:${uploaded.id}`));
    expect(job).toMatchObject({ name: 'answer.transcode', status: 'pending', enterpriseId: c.enterpriseId });

    // A finished upload answers HEAD with its full length, so a reloaded client does not resend.
    res = await tus.head(location);
    expect(res.status).toBe(200);
    expect(res.headers.get('upload-offset')).toBe(String(webm.length));
    expect(res.headers.get('upload-length')).toBe(String(webm.length));
    expect((await tus.patch(location, webm.length, Buffer.from('x'))).status).toBe(409);

    await t.app.ctx.queue.drain();
    const ready = await answerRow(uploadId);
    expect(ready).toMatchObject({ status: QUESTION_RESPONSE_STATUS.Ready, originalKey: null, mimeType: 'video/mp4' });
    const mp4File = await t.app.ctx.media.download(ready.mp4Key!, path.join(dataDir, 'check.mp4'));
    expect(Math.abs(probeSeconds(mp4File) - probeSeconds(webmFile))).toBeLessThan(0.5);
    expect(Math.abs(ready.durationMs! - 3000)).toBeLessThan(500);
    expect(await t.app.ctx.media.stat(ready.posterKey!)).toMatchObject({ contentType: 'image/jpeg' });
    expect(await t.app.ctx.media.stat(uploaded.originalKey!)).toBeNull();
    const mp4 = fs.readFileSync(mp4File);
    // moov before mdat: playable while it downloads (+faststart).
    expect(mp4.indexOf('moov')).toBeLessThan(mp4.indexOf('mdat'));

    // The hiring team streams it with Range requests.
    const video = `${base}/api/QuestionResponse/${ready.id}/video`;
    const ranged = await fetch(video, { headers: { ...owner.auth, range: 'bytes=100-1099' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 100-1099/${mp4.length}`);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(mp4.subarray(100, 1100))).toBe(true);
    const tail = await fetch(video, { headers: { ...owner.auth, range: 'bytes=-500' } });
    expect(Buffer.from(await tail.arrayBuffer()).equals(mp4.subarray(mp4.length - 500))).toBe(true);
    const whole = await fetch(video, { headers: owner.auth });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await whole.arrayBuffer()).equals(mp4)).toBe(true);
  });

  it('refuses a bad token (401), no consent (403), a question of another job (404), bad metadata (400) and a used-up answer (409)', async () => {
    const c = await buildInterviewLine(t.app, owner, { retakes: 0 });
    const meta = answerMetadata({ ...c, questionId: c.questionIds[0] });

    let res = await tusClient(base, 'not-a-real-token-at-all-xxxxxxxxx').create(meta);
    expect(res.status).toBe(401);
    expect(await body(res)).toMatchObject({ successful: false, status: 401, message: MSG.unauthorized });
    res = await fetch(`${base}/api/uploads/answers`, { method: 'POST', headers: { 'tus-resumable': '1.0.0', 'upload-defer-length': '1', 'upload-metadata': meta } });
    expect(res.status).toBe(401);

    const noConsent = await buildInterviewLine(t.app, owner, { consent: false, campaignId: c.campaignId });
    res = await tusClient(base, noConsent.token).create(meta);
    expect(res.status).toBe(403);
    expect((await body(res)).message).toBe(MSG.interviewConsentRequired);

    const other = await buildInterviewLine(t.app, owner);
    const tus = tusClient(base, c.token);
    res = await tus.create(answerMetadata({ ...c, questionId: other.questionIds[0] }));
    expect(res.status).toBe(404);
    expect(await body(res)).toMatchObject({ successful: false, message: MSG.answerQuestionNotFound });

    res = await tus.create(answerMetadata({ ...c, questionId: c.questionIds[0], filetype: 'application/pdf' }));
    expect(res.status).toBe(400);
    expect((await body(res)).details).toHaveProperty(['Upload-Metadata.filetype']);
    res = await tus.create('campaignId !!!,questionId');
    expect(res.status).toBe(400);

    // Retakes 0: one attempt, then 409 with a clear message.
    res = await tus.create(meta);
    expect(res.status).toBe(201);
    res = await tus.create(meta);
    expect(res.status).toBe(409);
    expect(await body(res)).toMatchObject({ successful: false, status: 409, message: MSG.answerNoAttemptsLeft });
    const rows = await t.app.ctx.db.select().from(questionResponses).where(eq(questionResponses.campaignLineId, c.line.id));
    expect(rows).toHaveLength(1);
  });

  it("answers 404 for another candidate's upload and 401 without a token, leaving it untouched", async () => {
    const c = await buildInterviewLine(t.app, owner);
    const intruder = await buildInterviewLine(t.app, owner, { campaignId: c.campaignId });
    const tus = tusClient(base, c.token);
    const location = (await tus.create(answerMetadata({ ...c, questionId: c.questionIds[0] }))).headers.get('location')!;
    expect((await tus.patch(location, 0, webm.subarray(0, 1000))).status).toBe(204);

    const theirs = tusClient(base, intruder.token);
    for (const res of [await theirs.head(location), await theirs.patch(location, 1000, webm.subarray(1000, 2000)), await theirs.remove(location)]) {
      expect(res.status).toBe(404);
    }
    const other = await buildEnterprise(t.app, 'Other Co');
    const outsider = await buildInterviewLine(t.app, other);
    expect((await tusClient(base, outsider.token).head(location)).status).toBe(401);
    expect((await fetch(base + location, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0' } })).status).toBe(401);
    expect((await tus.head(`${location.slice(0, -4)}beef`)).status).toBe(404);
    expect((await tus.head('/api/uploads/answers/..%2F..%2Fetc')).status).toBe(404);

    const res = await tus.head(location);
    expect(res.headers.get('upload-offset')).toBe('1000');
    expect((await answerRow(uploadIdOf(location))).status).toBe(0);
  });

  it('rejects a recording that is not WebM or MP4, keeps tus errors in the wrapper, and enforces the size limit', async () => {
    const c = await buildInterviewLine(t.app, owner, { retakes: 2 });
    const tus = tusClient(base, c.token);
    const meta = answerMetadata({ ...c, questionId: c.questionIds[0] });
    const location = (await tus.create(meta)).headers.get('location')!;
    const fake = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 1)]);

    let res = await tus.patch(location, 5, fake);
    expect(res.status).toBe(409);
    expect(await body(res)).toMatchObject({ successful: false, status: 409, details: { tus: ['Upload-Offset conflict'] } });

    res = await tus.patch(location, 0, fake, { final: fake.length });
    expect(res.status).toBe(415);
    expect(await body(res)).toMatchObject({ successful: false, status: 415, message: MSG.answerNotVideo });
    const row = await answerRow(uploadIdOf(location));
    expect(row).toMatchObject({ status: QUESTION_RESPONSE_STATUS.Failed, originalKey: null });
    expect(row.lastError).toContain('magic');
    expect((await tus.head(location)).status).toBe(410);
    expect(fs.existsSync(path.join(dataDir, 'uploads', uploadIdOf(location)))).toBe(false);

    // Over ANSWER_MAX_BYTES (4 MiB): refused before the bytes are stored.
    res = await tus.create(meta, { 'upload-length': String(5 * 1024 * 1024), 'upload-defer-length': '' });
    expect(res.status).toBe(400);
    const big = (await tus.create(meta)).headers.get('location')!;
    res = await fetch(base + big, {
      method: 'PATCH',
      headers: { 'tus-resumable': '1.0.0', 'x-interview-token': c.token, 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' },
      body: Buffer.alloc(4 * 1024 * 1024 + 1),
    });
    expect(res.status).toBe(413);
    expect(await body(res)).toMatchObject({ successful: false, status: 413, message: MSG.answerTooLarge });
  });

  it('finishes an answer on the next HEAD when storing it failed after the last byte', async () => {
    const c = await buildInterviewLine(t.app, owner);
    const tus = tusClient(base, c.token);
    const location = (await tus.create(answerMetadata({ ...c, questionId: c.questionIds[0] }))).headers.get('location')!;
    const media = t.app.ctx.media;
    const putFile = media.putFile.bind(media);
    media.putFile = async () => {
      throw new Error('media store unavailable');
    };
    try {
      const res = await tus.patch(location, 0, webm, { final: webm.length });
      expect(res.status).toBe(500);
      expect(await body(res)).toMatchObject({ successful: false, status: 500, message: MSG.somethingWentWrongRetry });
    } finally {
      media.putFile = putFile;
    }
    expect((await answerRow(uploadIdOf(location))).status).toBe(QUESTION_RESPONSE_STATUS.Uploading);
    const res = await tus.head(location);
    expect(res.status).toBe(200);
    expect(res.headers.get('upload-offset')).toBe(String(webm.length));
    const row = await answerRow(uploadIdOf(location));
    expect(row).toMatchObject({ status: QUESTION_RESPONSE_STATUS.Uploaded, sizeBytes: webm.length });
    expect(fs.existsSync(path.join(dataDir, 'uploads', uploadIdOf(location)))).toBe(false);
  });

  it('gives a creation repeated with the same uploadKey the same upload and attempt, also when its file was never written', async () => {
    const c = await buildInterviewLine(t.app, owner, { retakes: 0 });
    const tus = tusClient(base, c.token);
    const keyed = (uploadKey: string) => answerMetadata({ ...c, questionId: c.questionIds[0], uploadKey });
    const key = `${c.campaignId}-${c.questionIds[0]}-5b0c2f7e-3d4a-4a8e-9d55-0f1e2d3c4b5a`;

    // The first creation's answer is lost (a dropped connection, a crash): the browser asks again.
    const first = await tus.create(keyed(key));
    expect(first.status).toBe(201);
    const location = first.headers.get('location')!;
    expect((await tus.patch(location, 0, webm.subarray(0, 1000))).status).toBe(204);
    const again = await tus.create(keyed(key));
    expect(again.status).toBe(201);
    expect(again.headers.get('location')).toBe(location);
    expect((await tus.head(location)).headers.get('upload-offset')).toBe('1000');

    // Retakes 0: a recording with another key has no attempt left, and a malformed key is refused.
    let res = await tus.create(keyed(`${key.slice(0, -1)}6`));
    expect(res.status).toBe(409);
    expect((await body(res)).message).toBe(MSG.answerNoAttemptsLeft);
    res = await tus.create(keyed('short'));
    expect(res.status).toBe(400);
    expect((await body(res)).details).toHaveProperty(['Upload-Metadata.uploadKey']);

    // A crash between recording the attempt and writing the upload's file: the repeat writes it.
    const second = await buildInterviewLine(t.app, owner, { retakes: 0, campaignId: c.campaignId });
    const tus2 = tusClient(base, second.token);
    const meta2 = answerMetadata({ ...second, questionId: second.questionIds[0], uploadKey: key });
    const created = (await tus2.create(meta2)).headers.get('location')!;
    expect(created).not.toBe(location);
    for (const file of [uploadIdOf(created), `${uploadIdOf(created)}.json`]) fs.rmSync(path.join(dataDir, 'uploads', file));
    res = await tus2.create(meta2);
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe(created);
    expect((await tus2.patch(created, 0, webm, { final: webm.length })).status).toBe(204);
    expect((await answerRow(uploadIdOf(created))).status).toBe(QUESTION_RESPONSE_STATUS.Uploaded);

    // Once the answer is uploaded the key is spent.
    res = await tus2.create(meta2);
    expect(res.status).toBe(409);
    expect((await body(res)).message).toBe(MSG.answerAlreadyUploaded);
    for (const line of [c, second]) {
      const rows = await t.app.ctx.db.select().from(questionResponses).where(eq(questionResponses.campaignLineId, line.line.id));
      expect(rows, 'one attempt per line').toHaveLength(1);
    }
  });

  it('once the interview is completed, no upload is created or continued and a retake still uploading is discarded', async () => {
    const c = await buildInterviewLine(t.app, owner, { retakes: 1, questionCount: 1 });
    const tus = tusClient(base, c.token);
    const meta = answerMetadata({ ...c, questionId: c.questionIds[0] });
    const answered = (await tus.create(meta)).headers.get('location')!;
    expect((await tus.patch(answered, 0, webm, { final: webm.length })).status).toBe(204);
    // A retake begun before the candidate finished, some bytes in.
    const retake = (await tus.create(meta)).headers.get('location')!;
    expect((await tus.patch(retake, 0, webm.subarray(0, 1000))).status).toBe(204);

    const done = await fetch(`${base}/api/interview/${c.campaignId}/${c.enterpriseId}/complete`, { method: 'POST', headers: { 'x-interview-token': c.token } });
    expect(done.status).toBe(200);

    const rest = await tus.patch(retake, 1000, webm.subarray(1000), { final: webm.length });
    expect(rest.status).toBe(409);
    expect((await body(rest)).message).toBe(MSG.answerInterviewCompleted);
    const row = await answerRow(uploadIdOf(retake));
    expect(row.status).toBe(QUESTION_RESPONSE_STATUS.Failed);
    expect(fs.existsSync(path.join(dataDir, 'uploads', uploadIdOf(retake))), 'the unfinished bytes are gone').toBe(false);
    expect((await answerRow(uploadIdOf(answered))).status).not.toBe(QUESTION_RESPONSE_STATUS.Failed);

    const again = await tus.create(answerMetadata({ ...c, questionId: c.questionIds[0], uploadKey: 'a-new-recording-after-completion' }));
    expect(again.status).toBe(409);
    expect((await body(again)).message).toBe(MSG.answerInterviewCompleted);
  });

  it('keeps the attempt counted when the candidate terminates an upload', async () => {
    const c = await buildInterviewLine(t.app, owner, { retakes: 0 });
    const tus = tusClient(base, c.token);
    const meta = answerMetadata({ ...c, questionId: c.questionIds[1] });
    const location = (await tus.create(meta)).headers.get('location')!;
    expect((await tus.remove(location)).status).toBe(204);
    expect((await answerRow(uploadIdOf(location))).status).toBe(QUESTION_RESPONSE_STATUS.Failed);
    expect((await tus.create(meta)).status).toBe(409);
  });
});
