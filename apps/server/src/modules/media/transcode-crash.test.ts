import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { QUESTION_RESPONSE_STATUS, type ApiResponse, type QuestionResponse } from '@candid/shared';
import { openDatabase, type Database } from '../../db/client';
import { buildTestApp } from '../../../test/harness';
import { buildEnterprise } from '../../../test/factories';
import { answerMetadata, buildInterviewLine, makeWebm, tusClient } from '../../../test/interview-fixtures';
import { requireDependency } from '../../../test/requires';

/*
 * The real server as a child process is SIGKILLed while ffmpeg re-encodes an answer: no ffmpeg
 * of it may survive, and after a restart on the same data the answer becomes a playable MP4.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'candid-transcode-crash-'));
const dataDir = path.join(tmp, 'data');
const marks = path.join(tmp, 'marks');
const ffmpeg = path.join(tmp, 'slow-ffmpeg');
const realFfmpeg = execFileSync('sh', ['-c', 'command -v ffmpeg']).toString().trim();
let dropDatabase = async () => {};

afterAll(async () => {
  await dropDatabase();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** ffmpeg reading its input at its own pace (-re), so an 8 s answer takes 8 s; each run leaves its pid. */
function writeSlowFfmpeg() {
  fs.mkdirSync(marks, { recursive: true });
  fs.writeFileSync(ffmpeg, `#!/bin/sh\necho $$ > "${marks}/$$.pid"\nexec "${realFfmpeg}" -re "$@"\n`, { mode: 0o755 });
}

/** The database the child server opens: PGlite files in DATA_DIR, or a new PostgreSQL database. */
async function openServerDatabase(): Promise<{ database: Database; env: Record<string, string> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { database: await openDatabase({ dataDir }), env: {} };
  const name = `candid_crash_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  dropDatabase = async () => {
    const a = new pg.Client({ connectionString: url });
    await a.connect();
    await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await a.end();
  };
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return { database: await openDatabase({ url: dbUrl.toString() }), env: { DATABASE_URL: dbUrl.toString() } };
}

function startServer(port: number, env: Record<string, string>): ChildProcess {
  const base: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!/^(DATABASE_URL|TEST_DATABASE_URL|S3_.*|AI_.*|STRIPE_.*|TTS_.*)$/.test(k)) base[k] = v;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...base,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(tmp, 'no-web'),
      FFMPEG_PATH: ffmpeg,
      // The killed server's claim on the transcode runs out after 5 s, not a minute.
      QUEUE_LEASE_SECONDS: '5',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (b: Buffer) => fs.appendFileSync(path.join(tmp, 'server.log'), b));
  return child;
}

async function waitFor<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined> | T | undefined): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) {
      const log = fs.existsSync(path.join(tmp, 'server.log')) ? fs.readFileSync(path.join(tmp, 'server.log'), 'utf8').slice(-3000) : '';
      throw new Error(`Timed out waiting for ${what}. Server log:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A live (not zombie) process whose command line has ffmpeg in it. */
function ffmpegAlive(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2)[0];
    return state !== 'Z' && fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('ffmpeg');
  } catch {
    return false;
  }
}

const runningFfmpeg = () => fs.readdirSync(marks).map((f) => Number.parseInt(f, 10)).filter(ffmpegAlive);

async function killed(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await gone;
}

// It finds the server's ffmpeg processes in /proc.
it.runIf(requireDependency(process.platform === 'linux', `the server-crash test needs Linux (/proc), not ${process.platform}`))(
  'kills the server during a transcode: no ffmpeg is left, and after a restart the answer plays',
  async () => {
    writeSlowFfmpeg();
    const webmFile = path.join(tmp, 'answer.webm');
    const webm = makeWebm(webmFile, 8);
    const { database, env } = await openServerDatabase();

    // The answer is uploaded with the workers off: its transcode job waits for the real server.
    const t = await buildTestApp({ database, env: { DATA_DIR: dataDir }, startWorkers: false });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const owner = await buildEnterprise(t.app, 'Crash Co');
    const c = await buildInterviewLine(t.app, owner);
    const tus = tusClient(`http://127.0.0.1:${port}`, c.token);
    const created = await tus.create(answerMetadata({ ...c, questionId: c.questionIds[0] }));
    expect(created.status).toBe(201);
    expect((await tus.patch(created.headers.get('location')!, 0, webm, { final: webm.length })).status).toBe(204);
    await t.close();
    await database.close();

    let server = startServer(port, env);
    const firstRun = await waitFor('ffmpeg to start', 240_000, () => runningFfmpeg()[0]);
    await killed(server, 'SIGKILL');
    // The kernel kills the orphan at once; allow a loaded machine a few seconds.
    await waitFor('the killed server\'s ffmpeg to end', 10_000, () => (ffmpegAlive(firstRun) ? undefined : true));
    expect(runningFfmpeg()).toEqual([]);

    // A restart takes the job again once its lease runs out and makes the MP4 from the start.
    server = startServer(port, env);
    try {
      const base = `http://127.0.0.1:${port}`;
      const answer = await waitFor('the answer to be ready', 300_000, async () => {
        const res = await fetch(`${base}/api/QuestionResponse/getQuestionResponseVideos/${c.line.id}`, { headers: owner.auth }).catch(
          () => null,
        );
        if (res?.status !== 200) return undefined;
        const [first] = ((await res.json()) as ApiResponse<QuestionResponse[]>).data ?? [];
        return first?.QuestionResponse_Status === QUESTION_RESPONSE_STATUS.Ready ? first : undefined;
      });
      expect(fs.readdirSync(marks).length).toBeGreaterThanOrEqual(2);
      const video = await fetch(`${base}${answer.QuestionResponse_VideoUrl}`, { headers: owner.auth });
      expect(video.headers.get('content-type')).toBe('video/mp4');
      const mp4 = path.join(tmp, 'answer.mp4');
      fs.writeFileSync(mp4, Buffer.from(await video.arrayBuffer()));
      const probe = JSON.parse(
        execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration:stream=codec_name,codec_type', '-of', 'json', mp4]).toString(),
      ) as { format: { duration: string }; streams: { codec_type: string; codec_name: string }[] };
      expect(Number(probe.format.duration)).toBeGreaterThan(7);
      expect(probe.streams.find((s) => s.codec_type === 'video')?.codec_name).toBe('h264');
      // The working folder goes once the answer is done: nothing of either run is left.
      await waitFor('the working folder to be cleared', 10_000, () => (fs.readdirSync(path.join(dataDir, 'transcode')).length === 0 ? true : undefined));
    } finally {
      await killed(server, 'SIGTERM');
    }
    expect(runningFfmpeg()).toEqual([]);
  },
  600_000,
);
