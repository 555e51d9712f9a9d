import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

export interface AvatarRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown> & { input?: { scriptText?: string; avatar?: string; background?: string }[] };
}

/** What the fake does with a new video: finish it (after `polls` in_progress polls), fail it, never finish, or refuse it. */
export type AvatarBehaviour = { polls?: number } | { fail: true } | { never: true } | { status: number; body?: string };

let cached: Buffer | null = null;
/** One second of test pattern and tone as a real MP4 (H.264 + AAC, faststart), made by ffmpeg. */
export function sampleMp4(): Buffer {
  if (cached) return cached;
  // faststart rewrites the file, so ffmpeg writes to a temp file rather than a pipe.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'candid-avatar-'));
  const file = path.join(dir, 'sample.mp4');
  try {
    execFileSync('ffmpeg', [
      '-hide_banner', '-loglevel', 'error', '-y',
      '-f', 'lavfi', '-i', 'testsrc=duration=1:size=160x120:rate=10',
      '-f', 'lavfi', '-i', 'sine=duration=1',
      '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', '-movflags', '+faststart', '-f', 'mp4', file,
    ]);
    cached = readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return cached;
}

/**
 * A local Synthesia-compatible peer for tests (SPEC §7): POST /v2/videos, GET /v2/videos/{id}
 * (in_progress, then complete with a download URL) and GET /download/{id}.mp4, recording every request.
 */
export async function startFakeAvatar(behave: (req: AvatarRequest) => AvatarBehaviour = () => ({ polls: 1 })) {
  const requests: AvatarRequest[] = [];
  const state = { behave };
  const videos = new Map<string, { b: AvatarBehaviour; polls: number }>();
  let next = 1;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: AvatarRequest['body'] = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        /* recorded as an empty body */
      }
      const entry = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
      requests.push(entry);
      const json = (status: number, value: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      if (entry.method === 'POST' && entry.path === '/v2/videos') {
        const b = state.behave(entry);
        if ('status' in b) return void res.writeHead(b.status, { 'content-type': 'application/json' }).end(b.body ?? '{"context":"failed"}');
        const id = `vid-${next++}`;
        videos.set(id, { b, polls: 0 });
        return json(201, { id, status: 'in_progress' });
      }
      const poll = /^\/v2\/videos\/([\w-]+)$/.exec(entry.path);
      if (entry.method === 'GET' && poll) {
        const v = videos.get(poll[1]);
        if (!v) return json(404, { context: 'not found' });
        v.polls++;
        if ('fail' in v.b) return json(200, { id: poll[1], status: 'failed' });
        if ('never' in v.b || v.polls <= ((v.b as { polls?: number }).polls ?? 1)) return json(200, { id: poll[1], status: 'in_progress' });
        return json(200, { id: poll[1], status: 'complete', download: `${origin}/download/${poll[1]}.mp4` });
      }
      const dl = /^\/download\/([\w-]+)\.mp4$/.exec(entry.path);
      if (entry.method === 'GET' && dl && videos.has(dl[1])) {
        const mp4 = sampleMp4();
        return void res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': mp4.length }).end(mp4);
      }
      json(404, { context: 'not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}/v2`,
    requests,
    /** The scripts of the videos asked for, in order. */
    scripts: () => requests.filter((r) => r.method === 'POST').map((r) => r.body.input?.[0]?.scriptText),
    set behave(fn: (req: AvatarRequest) => AvatarBehaviour) {
      state.behave = fn;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
