import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { campaignLines } from '../src/db/schema/index';
import { randomToken, sha256 } from '../src/platform/crypto';
import { buildCampaign, buildQuestions } from './factories';

/**
 * A real WebM answer (VP8 + Opus) made by ffmpeg: `seconds` of test pattern and tone.
 * Made once per path and reused.
 */
export function makeWebm(file: string, seconds = 3, size = '320x240') {
  if (fs.existsSync(file)) return fs.readFileSync(file);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  execFileSync('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', `testsrc=duration=${seconds}:size=${size}:rate=25`,
    '-f', 'lavfi', '-i', `sine=duration=${seconds}`,
    '-c:v', 'libvpx', '-b:v', '1M', '-deadline', 'realtime', '-cpu-used', '8', '-c:a', 'libopus', '-shortest', file,
  ]);
  return fs.readFileSync(file);
}

/** Duration in seconds of a media file, by ffprobe. */
export function probeSeconds(file: string): number {
  return Number(
    execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1', file]).toString().trim(),
  );
}

/**
 * A job with questions and a candidate line of the owner's enterprise, with the candidate's
 * token (X-Interview-Token). Consent is given unless told otherwise.
 */
export async function buildInterviewLine(
  app: FastifyInstance,
  owner: { id: number; enterpriseId: number },
  opts: { consent?: boolean; retakes?: number; questionCount?: number; campaignId?: number; email?: string } = {},
) {
  const campaignId = opts.campaignId ?? (await buildCampaign(app, owner, { retakes: opts.retakes ?? 1 })).id;
  const questionIds = await buildQuestions(app, owner, campaignId, opts.questionCount);
  const token = randomToken();
  const now = new Date().toISOString();
  const [line] = await app.ctx.db
    .insert(campaignLines)
    .values({
      enterpriseId: owner.enterpriseId,
      campaignId,
      candidateEmail: opts.email ?? `cand-${token.slice(0, 8).toLowerCase()}@example.com`,
      status: opts.consent === false ? 0 : 1,
      inviteTokenHash: sha256(token),
      invitedAt: now,
      consentAt: opts.consent === false ? null : now,
      startedAt: opts.consent === false ? null : now,
    })
    .returning();
  return { campaignId, enterpriseId: owner.enterpriseId, questionIds, line, token };
}

/** tus Upload-Metadata for an answer. */
export function answerMetadata(meta: { campaignId: number; enterpriseId: number; questionId: number; filetype?: string; uploadKey?: string }) {
  const pairs: [string, string][] = [
    ['campaignId', String(meta.campaignId)],
    ['enterpriseId', String(meta.enterpriseId)],
    ['questionId', String(meta.questionId)],
    ['filetype', meta.filetype ?? 'video/webm;codecs=vp8,opus'],
    ...(meta.uploadKey !== undefined ? [['uploadKey', meta.uploadKey] as [string, string]] : []),
  ];
  return pairs.map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`).join(',');
}

/** Minimal tus 1.0 client calls over real HTTP (fetch), as the candidate app makes them. */
export function tusClient(base: string, token: string) {
  const common = { 'tus-resumable': '1.0.0', 'x-interview-token': token };
  return {
    create: (metadata: string, headers: Record<string, string> = {}) =>
      fetch(`${base}/api/uploads/answers`, {
        method: 'POST',
        headers: { ...common, 'upload-defer-length': '1', 'upload-metadata': metadata, ...headers },
      }),
    head: (location: string, headers: Record<string, string> = {}) =>
      fetch(`${base}${location}`, { method: 'HEAD', headers: { ...common, ...headers } }),
    patch: (location: string, offset: number, chunk: Buffer, opts: { final?: number; headers?: Record<string, string> } = {}) =>
      fetch(`${base}${location}`, {
        method: 'PATCH',
        headers: {
          ...common,
          'content-type': 'application/offset+octet-stream',
          'upload-offset': String(offset),
          ...(opts.final !== undefined ? { 'upload-length': String(opts.final) } : {}),
          ...opts.headers,
        },
        body: new Uint8Array(chunk),
      }),
    remove: (location: string, headers: Record<string, string> = {}) =>
      fetch(`${base}${location}`, { method: 'DELETE', headers: { ...common, ...headers } }),
  };
}

/**
 * A tus PATCH of `chunk` at `offset` that announces all of it but sends only its first `sent`
 * bytes and then waits: a candidate whose connection stalls mid-chunk. `close()` drops it.
 */
export async function partialPatch(base: string, location: string, token: string, offset: number, chunk: Buffer, sent: number) {
  const url = new URL(base + location);
  const req = http.request({
    host: url.hostname,
    port: url.port,
    path: url.pathname,
    method: 'PATCH',
    headers: {
      'tus-resumable': '1.0.0',
      'x-interview-token': token,
      'content-type': 'application/offset+octet-stream',
      'upload-offset': String(offset),
      'content-length': String(chunk.length),
    },
  });
  req.on('error', () => undefined);
  await new Promise<void>((resolve) => req.write(chunk.subarray(0, sent), () => resolve()));
  return { close: () => req.destroy() };
}
