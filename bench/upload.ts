import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { INTERVIEW_LIMITS, QUESTION_RESPONSE_STATUS, type QuestionResponse } from '@candid/shared';
import { loadConfig } from '../apps/server/src/config';
import { buildApp } from '../apps/server/src/app';
import { openDatabase } from '../apps/server/src/db/client';
import { campaignLines, campaigns, questions, users } from '../apps/server/src/db/schema/index';
import { randomToken, sha256 } from '../apps/server/src/platform/crypto';
import { seedDemo } from '../apps/server/src/seed/demo';
import { probeMedia, transcodeToMp4, X264_PRESET } from '../apps/server/src/platform/media/ffmpeg';
import { startServer } from './server';

const EMAIL = 'owner@demo.candid.test';
const PASSWORD = 'Candid-demo-1';
const CHUNK = 5 * 1000 * 1000;
const MB = 1_000_000;
/** Length of the test answers (BENCH_UPLOAD_SECONDS, default 60: a full answer; less for a quick check). */
const SECONDS = Math.max(1, Number(process.env.BENCH_UPLOAD_SECONDS ?? 60) || 60);
/** The VP8 answer's size at 60 s (7 Mbit/s), in proportion for a shorter one. */
const TARGET_BYTES = Math.round((50 * 1000 * 1000 * SECONDS) / 60);
/** Files of the default length keep their old names, so earlier runs' recordings are reused. */
const named = (base: string, ext: string) => `${base}${SECONDS === 60 ? '' : `-${SECONDS}s`}.${ext}`;

/** A test recording made by ffmpeg once and kept in the temp folder for later runs. */
function recording(name: string, what: string, args: string[]): string {
  const file = path.join(os.tmpdir(), name);
  if (fs.existsSync(file)) return file;
  console.log(`Making ${what} with ffmpeg (once; takes a minute or two)...`);
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args, `${file}.part`]);
  fs.renameSync(`${file}.part`, file);
  return file;
}

const lavfi = ['-f', 'lavfi', '-i', `testsrc2=duration=${SECONDS}:size=1280x720:rate=30`, '-f', 'lavfi', '-i', `sine=duration=${SECONDS}`];

/** A real 50 MB WebM answer (60 s, or BENCH_UPLOAD_SECONDS, of 720p test pattern with film grain, VP8 + Opus), as older Chromium records. */
function answerFile(): string {
  const name = named('candid-bench-answer-50mb', 'webm');
  const file = path.join(os.tmpdir(), name);
  if (fs.existsSync(file) && fs.statSync(file).size < TARGET_BYTES) fs.rmSync(file);
  return recording(name, `a ${(TARGET_BYTES / MB).toFixed(0)} MB WebM answer`, [
    '-f', 'lavfi', '-i', `testsrc=duration=${SECONDS}:size=1280x720:rate=25`,
    '-f', 'lavfi', '-i', `sine=duration=${SECONDS}`,
    // Grain keeps VP8 from compressing the pattern below the bitrate.
    '-vf', 'noise=alls=12:allf=t',
    '-c:v', 'libvpx', '-b:v', '7000k', '-minrate', '7000k', '-maxrate', '7000k', '-bufsize', '14M',
    '-deadline', 'realtime', '-cpu-used', '8', '-c:a', 'libopus', '-shortest', '-f', 'webm',
  ]);
}

/** 60 s of 720p VP9 + Opus at Chromium's default 2.5 Mbit/s: a recording that must be re-encoded. */
const vp9File = () =>
  recording(named('candid-bench-answer-vp9', 'webm'), `a ${SECONDS} s 720p VP9 answer`, [
    ...lavfi,
    '-c:v', 'libvpx-vp9', '-b:v', '2500k', '-deadline', 'realtime', '-cpu-used', '8', '-row-mt', '1', '-c:a', 'libopus', '-shortest', '-f', 'webm',
  ]);

/** 60 s of 720p H.264 + Opus in Matroska, as Chromium records with video/webm;codecs=h264,opus: a remux. */
const h264File = () =>
  recording(named('candid-bench-answer-h264', 'mkv'), `a ${SECONDS} s 720p H.264 answer`, [
    ...lavfi,
    '-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', '2500k', '-pix_fmt', 'yuv420p', '-c:a', 'libopus', '-shortest', '-f', 'matroska',
  ]);

/** The demo enterprise with a live job, one question and a candidate who has consented; returns the candidate's token. */
async function prepare(dataDir: string, databaseUrl?: string) {
  const database = await openDatabase({ url: databaseUrl, dataDir });
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: dataDir, DEMO_PASSWORD: PASSWORD, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const app = await buildApp(config, { database, startWorkers: false });
  // No demo transcripts: their recognition would run beside the uploads being timed.
  await seedDemo(app.ctx, { transcripts: false });
  const [owner] = await database.db.select().from(users).where(eq(users.email, EMAIL));
  const [job] = await database.db
    .insert(campaigns)
    .values({ enterpriseId: owner.enterpriseId, userId: owner.id, name: 'Upload benchmark', startDate: '2026-01-01', endDate: '2099-12-31', status: 100 })
    .returning();
  const [question, warmUp, h264Question] = await database.db
    .insert(questions)
    .values(
      ['Tell us about yourself.', 'Why this job?', 'What are you proud of?'].map((text, i) => ({
        enterpriseId: owner.enterpriseId,
        userId: owner.id,
        campaignId: job.id,
        text,
        order: i + 1,
      })),
    )
    .returning();
  const token = randomToken();
  const now = new Date().toISOString();
  const [line] = await database.db
    .insert(campaignLines)
    .values({
      enterpriseId: owner.enterpriseId,
      campaignId: job.id,
      candidateEmail: 'bench.candidate@example.com',
      status: 1,
      inviteTokenHash: sha256(token),
      invitedAt: now,
      consentAt: now,
      startedAt: now,
    })
    .returning();
  await app.close();
  await database.close();
  return {
    token,
    enterpriseId: owner.enterpriseId,
    campaignId: job.id,
    questionId: question.id,
    warmUpQuestionId: warmUp.id,
    h264QuestionId: h264Question.id,
    lineId: line.id,
  };
}

const b64 = (v: string | number) => Buffer.from(String(v)).toString('base64');

/** The candidate app's side of tus: create with deferred length, then PATCH chunks. */
function tusClient(url: string, c: Awaited<ReturnType<typeof prepare>>) {
  const headers = { 'tus-resumable': '1.0.0', [INTERVIEW_LIMITS.tokenHeader]: c.token };
  return {
    async create(questionId: number, filetype = 'video/webm;codecs=vp8,opus') {
      const res = await fetch(`${url}${INTERVIEW_LIMITS.uploadPath}`, {
        method: 'POST',
        headers: {
          ...headers,
          'upload-defer-length': '1',
          'upload-metadata': `campaignId ${b64(c.campaignId)},enterpriseId ${b64(c.enterpriseId)},questionId ${b64(questionId)},filetype ${b64(filetype)}`,
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
 * Polls the reviewer's list until the line's answer to `questionId` has settled: Ready (playable:
 * the transcode made the MP4 and poster) or Failed (the transcode's last attempt failed). Returns
 * it and when.
 */
async function untilSettled(url: string, session: string, lineId: number, questionId: number, since: number) {
  for (;;) {
    const res = await fetch(`${url}/api/QuestionResponse/getQuestionResponseVideos/${lineId}`, { headers: { authorization: `Bearer ${session}` } });
    if (res.status !== 200) throw new Error(`listing the answers failed: ${res.status} ${await res.text()}`);
    const answer = ((await res.json()) as { data: QuestionResponse[] }).data.find((a) => a.fk_Question_ID === questionId);
    const status = answer?.QuestionResponse_Status;
    if (answer && (status === QUESTION_RESPONSE_STATUS.Ready || status === QUESTION_RESPONSE_STATUS.Failed)) {
      return { answer, at: performance.now(), ready: status === QUESTION_RESPONSE_STATUS.Ready };
    }
    if (performance.now() - since > 15 * 60_000) throw new Error(`the answer was neither Ready nor Failed within 15 minutes (status ${status})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * What is wrong with a settled answer, or null: Ready as an MP4 with a poster is what the
 * transcode makes. Failed, or Ready with the recording itself (no ffmpeg), is not that.
 */
function problem(a: QuestionResponse): string | null {
  if (a.QuestionResponse_Status === QUESTION_RESPONSE_STATUS.Failed) return "status Failed, the transcode's last attempt failed (the reason is in question_responses.last_error)";
  if (a.QuestionResponse_MimeType !== 'video/mp4' || !a.QuestionResponse_PosterUrl) return `Ready but not transcoded (${a.QuestionResponse_MimeType}, poster ${a.QuestionResponse_PosterUrl ? 'yes' : 'no'})`;
  return null;
}

const describeAnswer = (a: QuestionResponse) =>
  `status ${a.QuestionResponse_Status}, ${a.QuestionResponse_MimeType}, ${((a.QuestionResponse_DurationMs ?? 0) / 1000).toFixed(1)} s, ${((a.QuestionResponse_SizeBytes ?? 0) / MB).toFixed(1)} MB, poster ${a.QuestionResponse_PosterUrl ? 'yes' : 'no'}`;

/**
 * An answer upload as the candidate app makes it: tus over loopback, deferred length, 5 MB
 * PATCH chunks, against the production server; then the time until the answer is playable
 * (the transcode job made the MP4 and poster: status Ready; Failed is reported and fails the
 * bench), for a VP8 answer (re-encoded) and an
 * H.264 one (remuxed). Then the transcode alone, on ffmpeg as the server calls it.
 */
export async function uploadBench() {
  const file = answerFile();
  const bytes = fs.readFileSync(file);
  const h264 = fs.readFileSync(h264File());
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
    const vp8 = await untilSettled(server.url, session, c.lineId, c.questionId, uploaded);

    const h264Location = await tus.create(c.h264QuestionId, 'video/webm;codecs=h264,opus');
    await tus.send(h264Location, h264, 0, h264.length, true);
    const h264Uploaded = performance.now();
    const remuxed = await untilSettled(server.url, session, c.lineId, c.h264QuestionId, h264Uploaded);

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
    // Only a Ready answer is playable; a Failed one is reported as such and fails the bench.
    const settled = (r: typeof vp8, from: number) => `${((r.at - from) / 1000).toFixed(2)} s`;
    console.log(
      `last chunk acknowledged -> ${vp8.ready ? 'playable' : 'FAILED  '}    ${settled(vp8, uploaded)}   VP8, re-encoded (${describeAnswer(vp8.answer)})`,
    );
    console.log(
      `  the same for ${SECONDS} s 720p H.264 + Opus  ${settled(remuxed, h264Uploaded)}   ${(h264.length / MB).toFixed(1)} MB, ${remuxed.ready ? 'remuxed' : 'FAILED'} (${describeAnswer(remuxed.answer)})`,
    );
    const answers = [vp8, remuxed];
    console.log(`answers: ${answers.filter((a) => a.ready).length} Ready, ${answers.filter((a) => !a.ready).length} Failed`);
    const problems = answers.flatMap((a, i) => {
      const p = problem(a.answer);
      return p ? [`${i === 0 ? 'VP8 answer' : 'H.264 answer'}: ${p}`] : [];
    });
    if (problems.length) {
      console.log(`FAIL: ${problems.join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  await transcodeBench();
}

/** transcodeToMp4 as the server's job calls it, on 60 s (BENCH_UPLOAD_SECONDS) of 720p video: the re-encode and the remux. */
async function transcodeBench() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'candid-bench-transcode-'));
  try {
    console.log(`\ntranscode (ffmpeg as the transcode job runs it, libx264 -preset ${X264_PRESET} -crf 23 when re-encoding, one at a time)`);
    for (const [label, input] of [
      ['VP9 + Opus 720p, re-encoded', vp9File()],
      ['H.264 + Opus 720p, remuxed ', h264File()],
    ] as const) {
      const streams = await probeMedia('ffprobe', input);
      const output = path.join(dir, 'answer.mp4');
      const start = performance.now();
      await transcodeToMp4('ffmpeg', input, output, streams);
      const seconds = (performance.now() - start) / 1000;
      const minutes = (streams.durationMs ?? SECONDS * 1000) / 60_000;
      console.log(`${label}   ${seconds.toFixed(2)} s for ${(minutes * 60).toFixed(0)} s   = ${(seconds / minutes).toFixed(2)} s per minute of video   (MP4 ${(fs.statSync(output).size / MB).toFixed(1)} MB)`);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
