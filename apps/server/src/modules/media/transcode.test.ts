import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { QUESTION_RESPONSE_STATUS } from '@candid/shared';
import { questionResponses } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { buildEnterprise, type TestUser } from '../../../test/factories';
import { buildInterviewLine, makeWebm } from '../../../test/interview-fixtures';
import { finishAnswerUpload } from '../uploads/service';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'candid-transcode-'));
const webmFile = path.join(dataDir, 'fixtures', 'answer.webm');
const runs = path.join(dataDir, 'runs.log');
/** ffmpeg at its input's own pace (-re), logging when each run starts and ends. */
const ffmpeg = path.join(dataDir, 'logging-ffmpeg');
let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  makeWebm(webmFile);
  const real = execFileSync('sh', ['-c', 'command -v ffmpeg']).toString().trim();
  fs.writeFileSync(
    ffmpeg,
    `#!/bin/sh\necho "start $$ $(date +%s%N) $*" >> "${runs}"\n"${real}" -re "$@"\ncode=$?\necho "end $$ $(date +%s%N)" >> "${runs}"\nexit $code\n`,
    { mode: 0o755 },
  );
  t = await buildTestApp({ env: { DATA_DIR: dataDir, FFMPEG_PATH: ffmpeg, TRANSCODE_CONCURRENCY: '1' }, startWorkers: false });
  owner = await buildEnterprise(t.app, 'Transcode Co');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** An answer through the real upload finish: status 1, its transcode queued. `write` puts the recording at the path given. */
async function uploadedAnswer(app: FastifyInstance, mime = 'video/webm', write = (file: string) => fs.copyFileSync(webmFile, file)) {
  const c = await buildInterviewLine(app, owner);
  const uploadId = `${c.enterpriseId}-${c.line.id}-${randomBytes(16).toString('hex')}`;
  await app.ctx.db.insert(questionResponses).values({
    enterpriseId: c.enterpriseId,
    campaignId: c.campaignId,
    campaignLineId: c.line.id,
    questionId: c.questionIds[0],
    mimeType: mime,
    uploadId,
  });
  const copy = path.join(dataDir, uploadId);
  write(copy);
  return finishAnswerUpload(app.ctx, uploadId, copy);
}

const rowOf = async (id: number) =>
  (await t.app.ctx.db.select().from(questionResponses).where(eq(questionResponses.id, id)))[0];

it('runs one re-encode at a time with TRANSCODE_CONCURRENCY=1, though the queue runs two jobs at once', async () => {
  fs.rmSync(runs, { force: true });
  const answers = [await uploadedAnswer(t.app), await uploadedAnswer(t.app)];
  await t.app.ctx.queue.drain();
  for (const a of answers) expect(await rowOf(a.id)).toMatchObject({ status: QUESTION_RESPONSE_STATUS.Ready });

  const lines = fs.readFileSync(runs, 'utf8').trim().split('\n');
  const ends = new Map(lines.filter((l) => l.startsWith('end ')).map((l) => [l.split(' ')[1], Number(l.split(' ')[2])]));
  const encodes = lines
    .filter((l) => l.startsWith('start ') && l.includes('libx264'))
    .map((l) => ({ start: Number(l.split(' ')[2]), end: ends.get(l.split(' ')[1])! }))
    .sort((a, b) => a.start - b.start);
  expect(encodes).toHaveLength(2);
  expect(encodes[1].start).toBeGreaterThanOrEqual(encodes[0].end);
});

it('clears what a killed run left and writes the same keys again', async () => {
  const row = await uploadedAnswer(t.app);
  const stem = row.originalKey!.replace(/\.webm$/, '');
  // A run killed mid-encode: its working folder with half an MP4, and (killed after the store
  // took it) an object at the key the rerun writes.
  const work = path.join(dataDir, 'transcode', path.basename(stem));
  fs.mkdirSync(work, { recursive: true });
  fs.writeFileSync(path.join(work, 'answer.mp4.part'), 'half an mp4');
  await t.app.ctx.media.put(`${stem}-play.mp4`, Buffer.from('half an mp4'), 'video/mp4');

  await t.app.ctx.queue.drain();
  const ready = await rowOf(row.id);
  expect(ready).toMatchObject({ status: QUESTION_RESPONSE_STATUS.Ready, mp4Key: `${stem}-play.mp4`, posterKey: `${stem}-poster.jpg` });
  const mp4 = await t.app.ctx.media.download(ready.mp4Key!, path.join(dataDir, 'rerun.mp4'));
  const codec = execFileSync('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=codec_name', '-of', 'csv=p=0', mp4]).toString().trim();
  expect(codec).toBe('h264');
  expect(ready.sizeBytes).toBe(fs.statSync(mp4).size);
  expect(fs.readdirSync(path.join(dataDir, 'transcode'))).toEqual([]);
});

it('makes an audio answer (issue 29) an AAC MP4 with no picture and no poster, its duration measured', async () => {
  // What MediaRecorder makes of a microphone alone: Opus in WebM.
  const row = await uploadedAnswer(t.app, 'audio/webm', (file) =>
    execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=2', '-c:a', 'libopus', '-f', 'webm', file]),
  );
  expect(row.mimeType).toBe('audio/webm');

  await t.app.ctx.queue.drain();
  const ready = await rowOf(row.id);
  expect(ready).toMatchObject({ status: QUESTION_RESPONSE_STATUS.Ready, mimeType: 'audio/mp4', posterKey: null });
  expect(ready.durationMs).toBeGreaterThan(1500);
  const mp4 = await t.app.ctx.media.download(ready.mp4Key!, path.join(dataDir, 'audio.mp4'));
  const streams = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_type,codec_name', '-of', 'csv=p=0', mp4]).toString().trim();
  expect(streams).toBe('aac,audio');
});
