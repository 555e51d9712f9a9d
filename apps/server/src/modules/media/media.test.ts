import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ACCESS_LEVEL, QUESTION_RESPONSE_STATUS, candidateResumeSchema, questionResponseSchema } from '@candid/shared';
import { backgroundJobs, campaigns, candidateResumes, questionResponses } from '../../db/schema/index';
import type { Database } from '../../db/client';
import { buildTestApp, freshDatabase, type TestApp } from '../../../test/harness';
import { buildEnterprise, buildUser, wrapper, type TestUser } from '../../../test/factories';
import { buildInterviewLine, makeWebm } from '../../../test/interview-fixtures';
import { STAND_IN_POSTER, STAND_IN_VIDEO, buildReviewJob, seedCompletedLine } from '../../../test/review-fixtures';
import { finishAnswerUpload } from '../uploads/service';
import { attachmentDisposition, parseRange } from './range';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'candid-media-routes-'));
const webmFile = path.join(dataDir, 'fixtures', 'answer.webm');
let database: Database;
let t: TestApp;
let owner: TestUser;
let outsider: TestUser;

const appWith = (env: Record<string, string> = {}) => buildTestApp({ database, env: { DATA_DIR: dataDir, ...env }, startWorkers: false });

beforeAll(async () => {
  makeWebm(webmFile);
  database = await freshDatabase();
  t = await appWith();
  owner = await buildEnterprise(t.app, 'Reviewer Co');
  outsider = await buildEnterprise(t.app, 'Outsider Co');
});
afterAll(async () => {
  await t.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** An answer that went through the real upload finish (status 1, transcode queued). */
async function uploadedAnswer(app: FastifyInstance, questionIndex = 0, c?: Awaited<ReturnType<typeof buildInterviewLine>>, source = webmFile) {
  c ??= await buildInterviewLine(app, owner);
  const uploadId = `${c.enterpriseId}-${c.line.id}-${randomBytes(16).toString('hex')}`;
  await app.ctx.db.insert(questionResponses).values({
    enterpriseId: c.enterpriseId,
    campaignId: c.campaignId,
    campaignLineId: c.line.id,
    questionId: c.questionIds[questionIndex],
    mimeType: 'video/webm',
    uploadId,
  });
  const copy = path.join(dataDir, uploadId);
  fs.copyFileSync(source, copy);
  return { c, row: await finishAnswerUpload(app.ctx, uploadId, copy) };
}

const rowOf = async (id: number) =>
  (await t.app.ctx.db.select().from(questionResponses).where(eq(questionResponses.id, id)))[0];

describe('reviewer media routes', () => {
  it("lists a candidate's answers in question order and serves video and poster with Range support", async () => {
    const { c, row: second } = await uploadedAnswer(t.app, 1);
    const { row: first } = await uploadedAnswer(t.app, 0, c);
    await t.app.ctx.queue.drain();

    // A Hiring Manager reviews the jobs they manage.
    const hm = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.HiringManager);
    await t.app.ctx.db.update(campaigns).set({ hiringManagerId: hm.id }).where(eq(campaigns.id, c.campaignId));
    const res = await t.app.inject({ url: `/api/QuestionResponse/getQuestionResponseVideos/${c.line.id}`, headers: hm.auth });
    expect(res.statusCode).toBe(200);
    const list = questionResponseSchema.array().parse(wrapper(res).data);
    expect(list.map((r) => r.pk_QuestionResponse_ID)).toEqual([first.id, second.id]);
    expect(list[0]).toMatchObject({
      QuestionResponse_Status: QUESTION_RESPONSE_STATUS.Ready,
      QuestionResponse_VideoUrl: `/api/QuestionResponse/${first.id}/video`,
      QuestionResponse_PosterUrl: `/api/QuestionResponse/${first.id}/poster`,
      QuestionResponse_MimeType: 'video/mp4',
    });
    expect(JSON.stringify(list)).not.toContain('answers/');

    const video = list[0].QuestionResponse_VideoUrl!;
    const size = list[0].QuestionResponse_SizeBytes!;
    const head = await t.app.inject({ method: 'HEAD', url: video, headers: owner.auth });
    expect(head.statusCode).toBe(200);
    expect(head.headers).toMatchObject({ 'accept-ranges': 'bytes', 'content-type': 'video/mp4', 'content-length': String(size) });
    expect(head.rawPayload.length).toBe(0);
    const headRange = await t.app.inject({ method: 'HEAD', url: video, headers: { ...owner.auth, range: 'bytes=0-9' } });
    expect(headRange.statusCode).toBe(206);
    expect(headRange.headers['content-range']).toBe(`bytes 0-9/${size}`);
    const open = await t.app.inject({ url: video, headers: { ...owner.auth, range: `bytes=${size - 10}-` } });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload.length).toBe(10);
    // A candidate's video is personal: no cache, shared or private, keeps a copy (Range still works).
    for (const res of [head, headRange, open]) expect(res.headers['cache-control']).toBe('private, no-store');

    for (const range of [`bytes=${size}-`, 'bytes=500-100', 'bytes=-0']) {
      const bad = await t.app.inject({ url: video, headers: { ...owner.auth, range } });
      expect(bad.statusCode, range).toBe(416);
      expect(bad.headers['content-range']).toBe(`bytes */${size}`);
      expect(wrapper(bad).successful).toBe(false);
    }
    // Several ranges, or another unit: the whole file (a server may ignore Range).
    for (const range of ['bytes=0-1,5-6', 'items=0-1']) {
      const whole = await t.app.inject({ url: video, headers: { ...owner.auth, range } });
      expect(whole.statusCode, range).toBe(200);
      expect(whole.rawPayload.length).toBe(size);
    }

    const poster = await t.app.inject({ url: list[0].QuestionResponse_PosterUrl!, headers: owner.auth });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect(poster.rawPayload.subarray(0, 3).toString('hex')).toBe('ffd8ff');
  });

  it('hides every answer and resume of another enterprise behind 404, changing nothing', async () => {
    const { c, row } = await uploadedAnswer(t.app);
    await t.app.ctx.queue.drain();
    await t.app.ctx.media.put(`resumes/${c.enterpriseId}/cv.pdf`, Buffer.from('%PDF-1.7 test'), 'application/pdf');
    const [resume] = await t.app.ctx.db
      .insert(candidateResumes)
      .values({
        enterpriseId: c.enterpriseId,
        campaignId: c.campaignId,
        campaignLineId: c.line.id,
        fileKey: `resumes/${c.enterpriseId}/cv.pdf`,
        originalName: '../Jane "CV"\r\nrésumé.pdf',
        mimeType: 'application/pdf',
        sizeBytes: 13,
      })
      .returning();
    const id = row.id;
    const urls = [
      `/api/QuestionResponse/getQuestionResponseVideos/${c.line.id}`,
      `/api/QuestionResponse/${id}/video`,
      `/api/QuestionResponse/${id}/poster`,
      `/api/CandidateResume/GetByCampaignLine?campaignLineId=${c.line.id}`,
      `/api/CandidateResume/${resume.id}/file`,
    ];
    for (const url of urls) {
      const res = await t.app.inject({ url, headers: outsider.auth });
      expect(res.statusCode, url).toBe(404);
      expect(wrapper(res).successful).toBe(false);
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
      const mine = await t.app.inject({ url, headers: owner.auth });
      expect(mine.statusCode, url).toBe(200);
      if (/\/(video|poster|file)$/.test(url)) expect(mine.headers['cache-control'], url).toBe('private, no-store');
    }
    expect((await t.app.inject({ url: '/api/QuestionResponse/999999/video', headers: owner.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/QuestionResponse/abc/video', headers: owner.auth })).statusCode).toBe(400);

    const list = await t.app.inject({ url: urls[3], headers: owner.auth });
    const [item] = candidateResumeSchema.array().parse(wrapper(list).data);
    expect(item.CandidateResume_Url).toBe(`/api/CandidateResume/${resume.id}/file`);
    const file = await t.app.inject({ url: item.CandidateResume_Url, headers: owner.auth });
    expect(file.body).toBe('%PDF-1.7 test');
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="_Jane CV r_sum_.pdf"; filename*=UTF-8''_Jane%20CV%20r%C3%A9sum%C3%A9.pdf`,
    );
    expect(await rowOf(id)).toMatchObject({ status: QUESTION_RESPONSE_STATUS.Ready });
  });
});

describe('reviewer media and the hiring-manager rule', () => {
  it("lets a Hiring Manager reach only the answers and resumes of jobs they manage (others: 404), and hides deleted jobs", async () => {
    const hm = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.HiringManager);
    const admin = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.Admin);
    const seed = async (hiringManagerId: number | null) => {
      const job = await buildReviewJob(t.app, owner, { hiringManagerId, questionCount: 1 });
      const s = await seedCompletedLine(t.app.ctx.db, { enterpriseId: owner.enterpriseId, campaignId: job.campaignId, media: t.app.ctx.media, resume: {} });
      const r = s.responses[0].id;
      return {
        campaignId: job.campaignId,
        urls: [
          `/api/QuestionResponse/getQuestionResponseVideos/${s.lineId}`,
          `/api/QuestionResponse/${r}/video`,
          `/api/QuestionResponse/${r}/poster`,
          `/api/CandidateResume/GetByCampaignLine?campaignLineId=${s.lineId}`,
          `/api/CandidateResume/${s.resume!.id}/file`,
        ],
      };
    };
    const managed = await seed(hm.id);
    const other = await seed(admin.id);
    const unassigned = await seed(null);
    for (const url of managed.urls) {
      const res = await t.app.inject({ url, headers: hm.auth });
      expect(res.statusCode, url).toBe(200);
    }
    const video = await t.app.inject({ url: managed.urls[1], headers: { ...hm.auth, range: 'bytes=0-7' } });
    expect(video.statusCode).toBe(206);
    expect(video.rawPayload.equals(STAND_IN_VIDEO.subarray(0, 8))).toBe(true);
    expect((await t.app.inject({ url: managed.urls[2], headers: hm.auth })).rawPayload.equals(STAND_IN_POSTER)).toBe(true);
    for (const url of [...other.urls, ...unassigned.urls]) {
      const res = await t.app.inject({ url, headers: hm.auth });
      expect(res.statusCode, url).toBe(404);
      expect(wrapper(res).message).toBe('Not found');
      // Everyone else in the enterprise reviews every job.
      expect((await t.app.inject({ url, headers: admin.auth })).statusCode, url).toBe(200);
    }
    // A deleted job's candidates are gone for everyone.
    await t.app.ctx.db.update(campaigns).set({ deleted: 1 }).where(eq(campaigns.id, managed.campaignId));
    for (const url of managed.urls) {
      expect((await t.app.inject({ url, headers: owner.auth })).statusCode, url).toBe(404);
    }
  });
});

describe('answer transcode', () => {
  it('remuxes an H.264 + AAC recording (Safari) instead of encoding it again', async () => {
    const mp4Source = path.join(dataDir, 'fixtures', 'safari.mp4');
    execFileSync('ffmpeg', [
      '-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=2:size=320x240:rate=25', '-f', 'lavfi', '-i', 'sine=duration=2',
      '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-profile:v', 'baseline', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', mp4Source,
    ]);
    const { row } = await uploadedAnswer(t.app, 0, undefined, mp4Source);
    expect(row).toMatchObject({ mimeType: 'video/mp4', status: QUESTION_RESPONSE_STATUS.Uploaded });
    await t.app.ctx.queue.drain();
    const ready = await rowOf(row.id);
    expect(ready).toMatchObject({ status: QUESTION_RESPONSE_STATUS.Ready, originalKey: null });
    expect(Math.abs(ready.durationMs! - 2000)).toBeLessThan(500);
    const out = await t.app.ctx.media.download(ready.mp4Key!, path.join(dataDir, 'remuxed.mp4'));
    // A re-encode would be libx264's default High profile; the copy keeps Baseline.
    const profile = execFileSync('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=profile', '-of', 'csv=p=0', out]).toString();
    expect(profile).toContain('Baseline');
    expect(ready.posterKey).not.toBeNull();
  });

  it('takes the first frame as the poster when the camera track is shorter than a second', async () => {
    // A camera that started late: 0.4 s of video in 3 s of sound (seen from Chromium's fake camera).
    const lateCamera = path.join(dataDir, 'fixtures', 'late-camera.webm');
    execFileSync('ffmpeg', [
      '-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=0.4:size=160x120:rate=15', '-f', 'lavfi', '-i', 'sine=duration=3',
      '-c:v', 'libvpx', '-deadline', 'realtime', '-c:a', 'libopus', lateCamera,
    ]);
    const { row } = await uploadedAnswer(t.app, 0, undefined, lateCamera);
    await t.app.ctx.queue.drain();
    const ready = await rowOf(row.id);
    expect(ready).toMatchObject({ status: QUESTION_RESPONSE_STATUS.Ready, originalKey: null });
    expect(ready.posterKey).not.toBeNull();
    const poster = await t.app.inject({ url: `/api/QuestionResponse/${row.id}/poster`, headers: owner.auth });
    expect(poster.statusCode).toBe(200);
    expect(poster.rawPayload.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])), 'a JPEG').toBe(true);
  });

  it('keeps the recording as the playable file when ffmpeg is not installed', async () => {
    const noFfmpeg = await appWith({ FFMPEG_PATH: '/nonexistent/ffmpeg' });
    try {
      const { row } = await uploadedAnswer(noFfmpeg.app);
      await noFfmpeg.app.ctx.queue.drain();
      const ready = await rowOf(row.id);
      expect(ready).toMatchObject({ status: QUESTION_RESPONSE_STATUS.Ready, mp4Key: null, posterKey: null, originalKey: row.originalKey });
      expect(Math.abs(ready.durationMs! - 3000)).toBeLessThan(500);
      const video = await noFfmpeg.app.inject({ url: `/api/QuestionResponse/${row.id}/video`, headers: owner.auth });
      expect(video.headers['content-type']).toBe('video/webm');
      expect(video.rawPayload.equals(fs.readFileSync(webmFile))).toBe(true);
    } finally {
      await noFfmpeg.app.close();
    }
  });

  it('marks the answer failed with the reason after the last attempt, keeping the recording', async () => {
    const broken = await appWith({ FFMPEG_PATH: '/bin/false' });
    try {
      const { row } = await uploadedAnswer(broken.app);
      for (let attempt = 1; attempt <= 3; attempt++) {
        await broken.app.ctx.queue.drain();
        expect((await rowOf(row.id)).status).toBe(attempt < 3 ? 1 : 3);
        await broken.app.ctx.db.update(backgroundJobs).set({ runAt: sql`now() - interval '1 second'` }).where(eq(backgroundJobs.status, 'pending'));
      }
      const failed = await rowOf(row.id);
      expect(failed.lastError).toContain('/bin/false failed');
      expect(await broken.app.ctx.media.stat(failed.originalKey!)).not.toBeNull();
    } finally {
      await broken.app.close();
    }
  });
});

describe('Range parsing and attachment names', () => {
  it('reads single byte ranges as RFC 9110 defines them', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-0', 0)).toBe('unsatisfiable');
    expect(parseRange('bytes=x-y', 100)).toBeNull();
  });

  it('never lets a file name break the header', () => {
    expect(attachmentDisposition('cv.pdf')).toBe(`attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`);
    expect(attachmentDisposition('..')).toContain('filename="resume"');
    expect(attachmentDisposition('a\r\nSet-Cookie: x=1.pdf')).not.toMatch(/[\r\n]/);
  });
});
