// `npm run bench -- scale`: Candid as several processes on one PostgreSQL and one S3-compatible
// store (s3rver, the stand-in the server tests use) behind a round-robin balancer (bench/balancer.ts):
//  1. requests per second and p99 of the signed-in job and candidate lists with 1, 2 and 3 web
//     replicas (CANDID_ROLE=web);
//  2. answers made playable per minute with one worker process (CANDID_ROLE=worker) and with two;
//  3. a fault run: a web replica SIGKILLed while candidates upload answers and a team signs in,
//     counting answers lost and jobs run twice (both must be 0; either fails the run).
// Needs PostgreSQL (BENCH_DATABASE_URL, else 127.0.0.1:5432) and ffmpeg.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { INTERVIEW_LIMITS, QUESTION_RESPONSE_STATUS } from '@candid/shared';
import { loadConfig } from '../apps/server/src/config';
import { buildApp } from '../apps/server/src/app';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { backgroundJobs, campaignLines, campaigns, questionResponses, questions, users } from '../apps/server/src/db/schema/index';
import { transcodeJob } from '../apps/server/src/modules/media/transcode';
import { randomToken, sha256 } from '../apps/server/src/platform/crypto';
import { seedDemo } from '../apps/server/src/seed/demo';
import { startMultipartS3 } from '../apps/server/test/s3rver-multipart';
import { startBalancer, type Balancer } from './balancer';
import { reachablePostgres } from './postgres';
import { DEMO_EMAIL, DEMO_PASSWORD, demoSignInForm, demoToken } from './demo';
import { startServer, type CandidServer } from './server';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
/** Answers per playable-per-minute run and in the fault run. */
const ANSWERS = Math.max(2, Number(process.env.BENCH_ANSWERS ?? 12) || 12);
const CLIP_SECONDS = 30;
const QUESTIONS_PER_JOB = 3;
const b64 = (v: string | number) => Buffer.from(String(v)).toString('base64');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** 30 s of 640x360 VP8 + Opus, as a browser records it: made by ffmpeg once, kept in the temp folder. */
function clip(): Buffer {
  const file = path.join(os.tmpdir(), 'candid-bench-scale-clip-30s.webm');
  if (!fs.existsSync(file)) {
    execFileSync('ffmpeg', [
      '-hide_banner', '-loglevel', 'error', '-y',
      '-f', 'lavfi', '-i', `testsrc=duration=${CLIP_SECONDS}:size=640x360:rate=25`, '-f', 'lavfi', '-i', `sine=duration=${CLIP_SECONDS}`,
      '-c:v', 'libvpx', '-b:v', '1500k', '-deadline', 'realtime', '-cpu-used', '8', '-c:a', 'libopus', '-shortest', '-f', 'webm', `${file}.part`,
    ]);
    fs.renameSync(`${file}.part`, file);
  }
  return fs.readFileSync(file);
}

async function postgresAdminUrl(): Promise<string> {
  const url = await reachablePostgres();
  if (!url) throw new Error('scale: needs PostgreSQL (BENCH_DATABASE_URL, else 127.0.0.1:5432), and BENCH_ENGINE not pglite');
  return url;
}

async function admin(url: string, query: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(query);
  } finally {
    await c.end();
  }
}

/** A place for one answer: a consented candidate's token, their line and a question of the job. */
interface AnswerSlot {
  token: string;
  enterpriseId: number;
  campaignId: number;
  lineId: number;
  questionId: number;
}

/** `count` answer slots: jobs of QUESTIONS_PER_JOB questions, a consented candidate per job. */
async function answerSlots(database: Database, count: number, label: string): Promise<AnswerSlot[]> {
  const { db } = database;
  const [owner] = await db.select().from(users).where(eq(users.email, DEMO_EMAIL));
  const slots: AnswerSlot[] = [];
  for (let j = 0; slots.length < count; j++) {
    const [job] = await db
      .insert(campaigns)
      .values({ enterpriseId: owner.enterpriseId, userId: owner.id, name: `Scale ${label} ${j + 1}`, startDate: '2026-01-01', endDate: '2099-12-31', status: 100 })
      .returning();
    const asked = await db
      .insert(questions)
      .values(Array.from({ length: QUESTIONS_PER_JOB }, (_, i) => ({ enterpriseId: owner.enterpriseId, userId: owner.id, campaignId: job.id, text: `Question ${i + 1}`, order: i + 1 })))
      .returning();
    const token = randomToken();
    const now = new Date().toISOString();
    const [line] = await db
      .insert(campaignLines)
      .values({ enterpriseId: owner.enterpriseId, campaignId: job.id, candidateEmail: `scale.${label}.${j}@example.com`, status: 1, inviteTokenHash: sha256(token), invitedAt: now, consentAt: now, startedAt: now })
      .returning();
    for (const q of asked) {
      if (slots.length < count) slots.push({ token, enterpriseId: owner.enterpriseId, campaignId: job.id, lineId: line.id, questionId: q.id });
    }
  }
  return slots;
}

interface UploadOptions {
  chunk: number;
  /** A pause between chunks (a candidate's connection), so that a fault lands mid-upload. */
  pauseMs?: number;
  /** Called after each acknowledged chunk. */
  onChunk?: () => void;
}

/**
 * One answer uploaded as the candidate app does it: a tus creation (with the app's uploadKey, so a
 * repeated creation names the same upload), PATCHes, and after any failure (a 502 from the balancer,
 * a dropped connection, an offset conflict) a HEAD for the server's offset and on from there.
 * Returns how many times it had to resume.
 */
async function uploadAnswer(base: string, slot: AnswerSlot, bytes: Buffer, opts: UploadOptions): Promise<number> {
  const headers = { 'tus-resumable': '1.0.0', [INTERVIEW_LIMITS.tokenHeader]: slot.token };
  const uploadKey = randomBytes(16).toString('hex');
  const metadata = [`campaignId ${b64(slot.campaignId)}`, `enterpriseId ${b64(slot.enterpriseId)}`, `questionId ${b64(slot.questionId)}`, `filetype ${b64('video/webm;codecs=vp8,opus')}`, `uploadKey ${b64(uploadKey)}`].join(',');
  let resumes = 0;
  const again = async (what: string) => {
    if (++resumes > 50) throw new Error(`scale: an upload gave up after 50 failures (${what})`);
    await sleep(200);
  };
  let location: string | null = null;
  while (!location) {
    const res = await fetch(`${base}${INTERVIEW_LIMITS.uploadPath}`, { method: 'POST', headers: { ...headers, 'upload-length': String(bytes.length), 'upload-metadata': metadata } }).catch(() => null);
    if (res?.status === 201) location = res.headers.get('location');
    else await again(`creation answered ${res?.status ?? 'nothing'}`);
  }
  let offset = 0;
  while (offset < bytes.length) {
    const piece = bytes.subarray(offset, Math.min(offset + opts.chunk, bytes.length));
    const res = await fetch(`${base}${location}`, {
      method: 'PATCH',
      headers: { ...headers, 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset) },
      body: new Uint8Array(piece.buffer as ArrayBuffer, piece.byteOffset, piece.length),
    }).catch(() => null);
    if (res?.status === 204) {
      offset = Number(res.headers.get('upload-offset'));
      opts.onChunk?.();
      if (opts.pauseMs) await sleep(opts.pauseMs);
      continue;
    }
    await again(`PATCH answered ${res?.status ?? 'nothing'}`);
    const head = await fetch(`${base}${location}`, { method: 'HEAD', headers }).catch(() => null);
    if (head?.status === 200) offset = Number(head.headers.get('upload-offset'));
  }
  return resumes;
}

/** Waits until every slot's answer is Ready or Failed; returns when, and how many of each. */
async function untilSettled(database: Database, slots: AnswerSlot[], limitMs = 15 * 60_000) {
  const lineIds = [...new Set(slots.map((s) => s.lineId))];
  const questionIds = slots.map((s) => s.questionId);
  const started = performance.now();
  for (;;) {
    const rows = await database.db
      .select({ status: questionResponses.status })
      .from(questionResponses)
      .where(and(inArray(questionResponses.campaignLineId, lineIds), inArray(questionResponses.questionId, questionIds)));
    const ready = rows.filter((r) => r.status === QUESTION_RESPONSE_STATUS.Ready).length;
    const failed = rows.filter((r) => r.status === QUESTION_RESPONSE_STATUS.Failed).length;
    if (ready + failed >= slots.length) return { at: performance.now(), ready, failed, rows: rows.length };
    if (performance.now() - started > limitMs) return { at: performance.now(), ready, failed, rows: rows.length };
    await sleep(200);
  }
}

/** Transcode jobs that ran more than once: a second attempt, or two jobs for one answer. */
async function transcodesRunTwice(database: Database, since: number): Promise<number> {
  const rows = await database.db
    .select({ answer: sql<string>`${backgroundJobs.payload}->>'responseId'`, jobs: sql<number>`count(*)::int`, attempts: sql<number>`max(${backgroundJobs.attempts})::int` })
    .from(backgroundJobs)
    .where(and(eq(backgroundJobs.name, transcodeJob.name), gt(backgroundJobs.id, since)))
    .groupBy(sql`1`);
  return rows.filter((r) => r.jobs > 1 || r.attempts > 1).length;
}

const lastJobId = async (database: Database) => (await database.db.select({ id: sql<number>`coalesce(max(${backgroundJobs.id}), 0)::int` }).from(backgroundJobs))[0].id;

interface ListFigures {
  rps: number;
  p99: number;
  non2xx: number;
}

async function measure(url: string, token: string): Promise<ListFigures> {
  const r = await autocannon({ url, headers: { authorization: `Bearer ${token}` }, connections: 10, duration: DURATION });
  return { rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx + r.errors };
}

export async function scaleBench() {
  const adminUrl = await postgresAdminUrl();
  const name = `candid_bench_scale_${process.pid}`;
  await admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(adminUrl, `CREATE DATABASE ${name}`);
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${name}`;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'candid-bench-scale-'));
  const s3 = await startMultipartS3(path.join(tmp, 's3'), 'candid-bench');
  const balancer: Balancer = await startBalancer([]);
  const servers: CandidServer[] = [];
  let database: Database | undefined;
  try {
    // What every process shares (docs/deployment.md): the database, the media store, the secrets key.
    const shared = {
      DATABASE_URL: dbUrl.toString(),
      ...s3.env,
      SECRETS_KEY: randomBytes(32).toString('base64'),
      PUBLIC_URL: balancer.url,
      SEED_DEMO: 'false',
      // The bench signs in far more often than a person: the per-address limit is not what it measures.
      RATE_LIMIT_AUTH_MAX: '1000000',
    };
    const seedConfig = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: path.join(tmp, 'seed'), DEMO_PASSWORD, ...shared });
    database = await openDatabase({ url: seedConfig.databaseUrl });
    const seeder = await buildApp(seedConfig, { database, startWorkers: false });
    await seedDemo(seeder.ctx, { recordings: false, transcripts: false });
    await seeder.close();
    const bytes = clip();

    const start = async (role: 'web' | 'worker', env: Record<string, string> = {}) => {
      const server = await startServer({ ...shared, CANDID_ROLE: role, ...env });
      servers.push(server);
      return server;
    };

    // 1. The lists with 1, 2 and 3 web replicas.
    const web = [await start('web'), await start('web'), await start('web')];
    const lists: { replicas: number; jobs: ListFigures; candidates: ListFigures }[] = [];
    for (const replicas of [1, 2, 3]) {
      balancer.setBackends(web.slice(0, replicas).map((s) => s.url));
      const token = await demoToken(balancer.url);
      lists.push({
        replicas,
        jobs: await measure(`${balancer.url}/api/Campaign?limit=25`, token),
        candidates: await measure(`${balancer.url}/api/CampaignLine?limit=25`, token),
      });
    }

    // 2. Answers made playable per minute: one worker process, then two (one job at a time each).
    const playable: { workers: number; seconds: number; perMinute: number; ready: number; failed: number }[] = [];
    balancer.setBackends(web.slice(0, 2).map((s) => s.url));
    for (const count of [1, 2]) {
      const workers = [];
      for (let i = 0; i < count; i++) workers.push(await start('worker', { QUEUE_CONCURRENCY: '1' }));
      const slots = await answerSlots(database, ANSWERS, `workers-${count}`);
      // From the first answer uploaded (the first work there is) to the last made playable.
      let firstUploaded = Infinity;
      await Promise.all(
        slots.map(async (slot) => {
          await uploadAnswer(balancer.url, slot, bytes, { chunk: 1024 * 1024 });
          firstUploaded = Math.min(firstUploaded, performance.now());
        }),
      );
      const settled = await untilSettled(database, slots);
      const seconds = (settled.at - firstUploaded) / 1000;
      playable.push({ workers: count, seconds, perMinute: (settled.ready / seconds) * 60, ready: settled.ready, failed: settled.failed });
      for (const w of workers) await w.stop();
    }

    // 3. The fault run: two web replicas and a worker; the first replica is SIGKILLed once a third
    // of the answers' chunks are in, while four team members keep signing in.
    const worker = await start('worker');
    const since = await lastJobId(database);
    const slots = await answerSlots(database, ANSWERS, 'fault');
    const chunk = 128 * 1024;
    const totalChunks = ANSWERS * Math.ceil(bytes.length / chunk);
    let acknowledged = 0;
    let killed: Promise<void> | null = null;
    const signIns = { ok: 0, retried: 0 };
    let uploading = true;
    const signingIn = Array.from({ length: 4 }, async () => {
      while (uploading) {
        const res = await fetch(`${balancer.url}/api/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: demoSignInForm }).catch(() => null);
        if (res?.ok) signIns.ok += 1;
        else signIns.retried += 1;
        await res?.arrayBuffer().catch(() => undefined);
      }
    });
    const resumes = await Promise.all(
      slots.map((slot) =>
        uploadAnswer(balancer.url, slot, bytes, {
          chunk,
          pauseMs: 100,
          onChunk: () => {
            acknowledged += 1;
            if (!killed && acknowledged >= totalChunks / 3) killed = web[0].kill();
          },
        }),
      ),
    );
    uploading = false;
    await Promise.all(signingIn);
    await killed;
    const settled = await untilSettled(database, slots);
    const lost = ANSWERS - settled.ready;
    const twice = await transcodesRunTwice(database, since);
    await worker.stop();

    const cpus = os.cpus().length;
    console.log(`\nscale benchmark (PostgreSQL, S3 stand-in, round-robin balancer in the bench process; ${cpus} CPUs, load average ${os.loadavg()[0].toFixed(2)})`);
    console.log(`On ${cpus} cores every replica, worker, the database, the store and the load generator share the same cores:`);
    console.log('the figures show the requests spread over replicas and the work over workers, not linear growth.\n');
    console.log(`web replicas   GET /api/Campaign req/s   p99      GET /api/CampaignLine req/s   p99      non-2xx/errors   (${DURATION} s each, 10 connections)`);
    for (const l of lists) {
      console.log(
        `${String(l.replicas).padEnd(14)} ${l.jobs.rps.toFixed(0).padStart(22)}   ${`${l.jobs.p99} ms`.padEnd(8)} ${l.candidates.rps.toFixed(0).padStart(27)}   ${`${l.candidates.p99} ms`.padEnd(8)} ${l.jobs.non2xx}/${l.candidates.non2xx}`,
      );
    }
    console.log(`\nanswers made playable (${ANSWERS} answers of ${CLIP_SECONDS} s 640x360 VP8 + Opus, ${(bytes.length / 1e6).toFixed(1)} MB each; QUEUE_CONCURRENCY=1 per worker; from the first answer uploaded to the last Ready)`);
    for (const p of playable) console.log(`${p.workers} worker${p.workers > 1 ? 's' : ' '}    ${p.seconds.toFixed(1).padStart(6)} s   ${p.perMinute.toFixed(1).padStart(6)} answers per minute   (${p.ready} Ready, ${p.failed} Failed)`);
    console.log(`\nfault run: web replica 1 of 2 SIGKILLed after ${Math.ceil(totalChunks / 3)} of ${totalChunks} chunks, during ${ANSWERS} uploads and 4 sign-in loops`);
    console.log(`answers lost: ${lost}   (${settled.ready} of ${ANSWERS} Ready, ${settled.failed} Failed; uploads resumed ${resumes.reduce((a, b) => a + b, 0)} times)`);
    console.log(`jobs run twice: ${twice}`);
    console.log(`sign-ins: ${signIns.ok} answered, ${signIns.retried} refused by the balancer while the replica was going (the client retries), ${balancer.failed()} requests answered 502 in all`);
    if (lost > 0 || twice > 0 || playable.some((p) => p.failed > 0)) {
      console.log('FAIL: an answer was lost or failed, or a job ran twice');
      process.exitCode = 1;
    }
  } finally {
    for (const s of servers) await s.stop().catch(() => undefined);
    await balancer.stop();
    await database?.close();
    await s3.close();
    fs.rmSync(tmp, { recursive: true, force: true });
    await admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
