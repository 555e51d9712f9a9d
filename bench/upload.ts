import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { INTERVIEW_LIMITS, type QuestionResponse } from '@candid/shared';
import { loadConfig } from '../apps/server/src/config';
import { buildApp } from '../apps/server/src/app';
import { openDatabase } from '../apps/server/src/db/client';
import { campaignLines, campaigns, questions, users } from '../apps/server/src/db/schema/index';
import { randomToken, sha256 } from '../apps/server/src/platform/crypto';
import { seedDemo } from '../apps/server/src/seed/demo';
import { startServer } from './server';

const EMAIL = 'owner@demo.candid.test';
const PASSWORD = 'Candid-demo-1';
const TARGET_BYTES = 50 * 1000 * 1000;
const CHUNK = 5 * 1000 * 1000;
const MB = 1_000_000;

/**
 * A real 50 MB WebM answer (60 s of 720p test pattern with film grain, VP8 + Opus), made by
 * ffmpeg once and kept in the temp folder for later runs.
 */
function answerFile(): string {
  const file = path.join(os.tmpdir(), 'candid-bench-answer-50mb.webm');
  if (fs.existsSync(file) && fs.statSync(file).size >= TARGET_BYTES) return file;
  console.log('Making a 50 MB WebM answer with ffmpeg (once; takes a minute or two)...');
  execFileSync('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', 'testsrc=duration=60:size=1280x720:rate=25',
    '-f', 'lavfi', '-i', 'sine=duration=60',
    // Grain keeps VP8 from compressing the pattern below the bitrate.
    '-vf', 'noise=alls=12:allf=t',
    '-c:v', 'libvpx', '-b:v', '7000k', '-minrate', '7000k', '-maxrate', '7000k', '-bufsize', '14M',
    '-deadline', 'realtime', '-cpu-used', '8', '-c:a', 'libopus', '-shortest', '-f', 'webm', `${file}.part`,
  ]);
  fs.renameSync(`${file}.part`, file);
  return file;
}

/** The demo enterprise with a live job, one question and a candidate who has consented; returns the candidate's token. */
async function prepare(dataDir: string, databaseUrl?: string) {
  const database = await openDatabase({ url: databaseUrl, dataDir });
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const app = await buildApp(config, { database, startWorkers: false });
  await seedDemo(app.ctx);
  const [owner] = await database.db.select().from(users).where(eq(users.User_Email, EMAIL));
  const [job] = await database.db
    .insert(campaigns)
    .values({ fk_Enterprise_ID: owner.fk_Enterprise_ID, fk_User_ID: owner.pk_User_ID, Campaign_Name: 'Upload benchmark', Campaign_StartDate: '2026-01-01', Campaign_EndDate: '2099-12-31', Campaign_Status: 100 })
    .returning();
  const [question, warmUp] = await database.db
    .insert(questions)
    .values(
      ['Tell us about yourself.', 'Why this job?'].map((text, i) => ({
        fk_Enterprise_ID: owner.fk_Enterprise_ID,
        fk_User_ID: owner.pk_User_ID,
        fk_Campaign_ID: job.pk_Campaign_ID,
        Question_Text: text,
        Question_Order: i + 1,
      })),
    )
    .returning();
  const token = randomToken();
  const now = new Date().toISOString();
  const [line] = await database.db
    .insert(campaignLines)
    .values({
      fk_Enterprise_ID: owner.fk_Enterprise_ID,
      fk_Campaign_ID: job.pk_Campaign_ID,
      CampaignLine_CandidateEmail: 'bench.candidate@example.com',
      CampaignLine_Status: 1,
      inviteTokenHash: sha256(token),
      CampaignLine_InvitedAt: now,
      CampaignLine_ConsentAt: now,
      CampaignLine_StartedAt: now,
    })
    .returning();
  await app.close();
  await database.close();
  return {
    token,
    enterpriseId: owner.fk_Enterprise_ID,
    campaignId: job.pk_Campaign_ID,
    questionId: question.pk_Question_ID,
    warmUpQuestionId: warmUp.pk_Question_ID,
    lineId: line.pk_CampaignLine_ID,
  };
}

const b64 = (v: string | number) => Buffer.from(String(v)).toString('base64');

/** The candidate app's side of tus: create with deferred length, then PATCH chunks. */
function tusClient(url: string, c: Awaited<ReturnType<typeof prepare>>) {
  const headers = { 'tus-resumable': '1.0.0', [INTERVIEW_LIMITS.tokenHeader]: c.token };
  return {
    async create(questionId: number) {
      const res = await fetch(`${url}${INTERVIEW_LIMITS.uploadPath}`, {
        method: 'POST',
        headers: {
          ...headers,
          'upload-defer-length': '1',
          'upload-metadata': `campaignId ${b64(c.campaignId)},enterpriseId ${b64(c.enterpriseId)},questionId ${b64(questionId)},filetype ${b64('video/webm;codecs=vp8,opus')}`,
        },
      });
      if (res.status !== 201) throw new Error(`creating the upload failed: ${res.status} ${await res.text()}`);
      return res.headers.get('location')!;
    },
    /** PATCHes bytes[from, to) in CHUNK pieces; `final` declares the length on the last one. */
    async send(location: string, bytes: Buffer, from: number, to: number, final: boolean) {
      for (let offset = from; offset < to; offset += CHUNK) {
        const chunk = bytes.subarray(offset, Math.min(offset + CHUNK, to));
        const res = await fetch(`${url}${location}`, {
          method: 'PATCH',
          headers: {
            ...headers,
            'content-type': 'application/offset+octet-stream',
            'upload-offset': String(offset),
            ...(final && offset + chunk.length === to ? { 'upload-length': String(to) } : {}),
          },
          body: new Uint8Array(chunk.buffer as ArrayBuffer, chunk.byteOffset, chunk.length),
        });
        if (res.status !== 204) throw new Error(`PATCH at ${offset} failed: ${res.status} ${await res.text()}`);
      }
    },
    async terminate(location: string) {
      await fetch(`${url}${location}`, { method: 'DELETE', headers });
    },
  };
}

/**
 * An answer upload as the candidate app makes it: tus over loopback, deferred length, 5 MB
 * PATCH chunks, against the production server; then the time until the answer is playable
 * (the transcode job made the MP4 and poster: status 2).
 */
export async function uploadBench() {
  const file = answerFile();
  const bytes = fs.readFileSync(file);
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'candid-bench-upload-'));
  const c = await prepare(dataDir, databaseUrl);
  const server = await startServer({ SEED_DEMO: 'false', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }, dataDir);
  try {
    // The baseline: the same bytes copied on the same disk.
    const copyTarget = path.join(dataDir, 'copy.webm');
    const copyStart = performance.now();
    fs.copyFileSync(file, copyTarget);
    const copyMs = performance.now() - copyStart;
    fs.rmSync(copyTarget);
    const login = await fetch(`${server.url}/api/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `username=${encodeURIComponent(EMAIL)}&password=${encodeURIComponent(PASSWORD)}&grant_type=password`,
    });
    const { access_token: session } = (await login.json()) as { access_token: string };

    const tus = tusClient(server.url, c);
    // Warm-up: a 5 MB upload to another question, dropped, so first-request costs (JIT, first
    // queries) are not counted; a running server has paid them long ago.
    const warm = await tus.create(c.warmUpQuestionId);
    await tus.send(warm, bytes, 0, CHUNK, false);
    await tus.terminate(warm);

    const started = performance.now();
    const location = await tus.create(c.questionId);
    await tus.send(location, bytes, 0, bytes.length, true);
    const uploaded = performance.now();

    let answer: QuestionResponse | undefined;
    for (;;) {
      const res = await fetch(`${server.url}/api/QuestionResponse/getQuestionResponseVideos/${c.lineId}`, { headers: { authorization: `Bearer ${session}` } });
      answer = ((await res.json()) as { data: QuestionResponse[] }).data[0];
      if (answer && answer.QuestionResponse_Status >= 2) break;
      if (performance.now() - uploaded > 15 * 60_000) throw new Error('the answer was not playable within 15 minutes');
      await new Promise((r) => setTimeout(r, 200));
    }
    const playable = performance.now();

    const size = bytes.length / MB;
    const uploadMs = uploaded - started;
    const tusRate = size / (uploadMs / 1000);
    const copyRate = size / (copyMs / 1000);
    const engine = databaseUrl ? 'PostgreSQL' : 'PGlite';
    console.log(`\nupload benchmark (production server on ${engine}, local media store, loopback, this machine: ${os.cpus().length} CPUs)`);
    console.log(`answer                                 ${size.toFixed(1)} MB WebM (VP8 + Opus), ${Math.ceil(bytes.length / CHUNK)} PATCH chunks of ${CHUNK / MB} MB, deferred length`);
    console.log(`tus upload (create + PATCHes, warm)    ${(uploadMs / 1000).toFixed(2)} s   ${tusRate.toFixed(1)} MB/s`);
    console.log(`fs.copyFile of the same bytes          ${(copyMs / 1000).toFixed(2)} s   ${copyRate.toFixed(1)} MB/s`);
    console.log(`ratio copyFile / tus                   ${(copyRate / tusRate).toFixed(1)}x`);
    console.log(`last chunk acknowledged -> playable    ${((playable - uploaded) / 1000).toFixed(2)} s   (status ${answer.QuestionResponse_Status}, ${answer.QuestionResponse_MimeType}, ${((answer.QuestionResponse_DurationMs ?? 0) / 1000).toFixed(1)} s, MP4 ${((answer.QuestionResponse_SizeBytes ?? 0) / MB).toFixed(1)} MB, poster ${answer.QuestionResponse_PosterUrl ? 'yes' : 'no'})`);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
