import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@candid/shared';
import { useTestApp } from '../../test/harness';

// A built web app in miniature, precompressed by the build's own script.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'candid-spa-'));
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const page = (title: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body>${'<p>Candid page body</p>\n'.repeat(80)}</body></html>`;
const script = `export const answer = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `item ${i}`))};\n`;
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), page('Employer app'));
fs.writeFileSync(path.join(dist, 'interview.html'), page('Candidate app'));
// The build's shell of a signed-in page (apps/web/vite.config.ts): its frame and heading in the HTML.
fs.mkdirSync(path.join(dist, 'shell'));
fs.writeFileSync(path.join(dist, 'shell/dashboard.html'), page('Dashboard shell'));
fs.writeFileSync(path.join(dist, 'assets/app-Ab12Cd34.js'), script);
fs.writeFileSync(path.join(dist, 'assets/app-Ab12Cd34.js.map'), JSON.stringify({ sources: Array(200).fill('src/app.ts') }));
fs.writeFileSync(path.join(dist, 'assets/tiny-Zz99Yy88.js'), 'export const x = 1;\n');
fs.writeFileSync(path.join(dist, 'assets/photo-Qq11Ww22.png'), Buffer.alloc(4096, 7));
execFileSync(process.execPath, [path.join(repoRoot, 'scripts/precompress.mjs'), dist], { stdio: 'ignore' });
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const t = useTestApp({ startWorkers: false, env: { WEB_DIST: dist } });
const get = (url: string, acceptEncoding?: string, extra: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers: { ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }), ...extra } });
const CHROME = 'gzip, deflate, br, zstd';

describe('the build step (scripts/precompress.mjs)', () => {
  it('writes .br and .gz beside compressible files of 1 KB and more, not beside maps, images or tiny files', () => {
    for (const file of ['index.html', 'interview.html', 'assets/app-Ab12Cd34.js']) {
      expect(fs.existsSync(path.join(dist, `${file}.br`)), file).toBe(true);
      expect(fs.existsSync(path.join(dist, `${file}.gz`)), file).toBe(true);
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dist, `${file}.br`)))).toEqual(fs.readFileSync(path.join(dist, file)));
      expect(zlib.gunzipSync(fs.readFileSync(path.join(dist, `${file}.gz`)))).toEqual(fs.readFileSync(path.join(dist, file)));
    }
    for (const file of ['assets/app-Ab12Cd34.js.map', 'assets/tiny-Zz99Yy88.js', 'assets/photo-Qq11Ww22.png']) {
      expect(fs.existsSync(path.join(dist, `${file}.br`)), file).toBe(false);
      expect(fs.existsSync(path.join(dist, `${file}.gz`)), file).toBe(false);
    }
  });
});

describe('static files of the web app', () => {
  const original = () => fs.readFileSync(path.join(dist, 'assets/app-Ab12Cd34.js'));

  it('sends brotli to a browser that accepts it, with the original type, its length and a year of caching', async () => {
    const res = await get('/assets/app-Ab12Cd34.js', CHROME);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(original().length / 3);
    expect(zlib.brotliDecompressSync(res.rawPayload)).toEqual(original());
  });

  it('sends gzip when only gzip is accepted, or brotli is refused with q=0', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip', 'gzip;q=0.8, deflate']) {
      const res = await get('/assets/app-Ab12Cd34.js', accept);
      expect(res.headers['content-encoding'], accept).toBe('gzip');
      expect(zlib.gunzipSync(res.rawPayload)).toEqual(original());
    }
  });

  it('sends the file as it is without Accept-Encoding, with every coding refused, or for an unknown coding', async () => {
    for (const accept of [undefined, '', 'identity', 'br;q=0, gzip;q=0', 'zstd']) {
      const res = await get('/assets/app-Ab12Cd34.js', accept);
      expect(res.statusCode, String(accept)).toBe(200);
      expect(res.headers['content-encoding'], String(accept)).toBeUndefined();
      expect(res.headers.vary, String(accept)).toMatch(/accept-encoding/i);
      expect(res.rawPayload).toEqual(original());
      expect(Number(res.headers['content-length'])).toBe(original().length);
    }
  });

  it('answers a Range request from the original file', async () => {
    const res = await get('/assets/app-Ab12Cd34.js', CHROME, { range: 'bytes=0-9' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload).toEqual(original().subarray(0, 10));
  });

  it('sends a HEAD with the headers of the GET and no body', async () => {
    const getRes = await get('/assets/app-Ab12Cd34.js', CHROME);
    const head = await get('/assets/app-Ab12Cd34.js', CHROME, {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(getRes.headers['content-length']);
    expect(head.headers['content-type']).toBe(getRes.headers['content-type']);
    expect(head.rawPayload.length).toBe(0);
  });

  it('sends small files, images and maps as they are', async () => {
    for (const [url, type] of [
      ['/assets/tiny-Zz99Yy88.js', /javascript/],
      ['/assets/photo-Qq11Ww22.png', /^image\/png$/],
      ['/assets/app-Ab12Cd34.js.map', /json/],
    ] as const) {
      const res = await get(url, CHROME);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBeUndefined();
      expect(res.headers['content-type'], url).toMatch(type);
      expect(res.rawPayload).toEqual(fs.readFileSync(path.join(dist, url)));
    }
  });
});

describe('the app pages (SPA fallbacks)', () => {
  it('sends index.html compressed, never cached without revalidation, with the security headers', async () => {
    for (const url of ['/', '/index.html', '/dashboard', '/jobs/12/candidates']) {
      const res = await get(url, CHROME);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString(), url).toContain('<title>Employer app</title>');
    }
  });

  it('sends the candidate app for /invite/{campaignId}/{enterpriseId}, compressed and not cached', async () => {
    const res = await get('/invite/12/34?link=secret', 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toContain('<title>Candidate app</title>');
    // The team invite (three segments) stays in the employer app.
    const team = await get('/invite/12/34/abc', CHROME);
    expect(zlib.brotliDecompressSync(team.rawPayload).toString()).toContain('<title>Employer app</title>');
  });

  it('sends a page without compression to a client that accepts none, and answers HEAD', async () => {
    const plain = await get('/dashboard');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<title>Employer app</title>');
    const head = await get('/dashboard', CHROME, {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.rawPayload.length).toBe(0);
  });

  it("sends a signed-in page's shell to a browser holding a session cookie, and index.html otherwise", async () => {
    const html = (res: Awaited<ReturnType<typeof get>>) => zlib.brotliDecompressSync(res.rawPayload).toString();
    for (const url of ['/dashboard', '/Dashboard/', '/dashboard?x=1']) {
      const res = await get(url, CHROME, { cookie: `${SESSION_COOKIE}=anything` });
      expect(res.statusCode, url).toBe(200);
      expect(html(res), url).toContain('<title>Dashboard shell</title>');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.vary, url).toMatch(/cookie/i);
    }
    const signedOut = await get('/dashboard', CHROME);
    expect(html(signedOut)).toContain('<title>Employer app</title>');
    expect(signedOut.headers.vary).toMatch(/cookie/i);
    // A page without a shell gets index.html as before.
    expect(html(await get('/templates', CHROME, { cookie: `${SESSION_COOKIE}=anything` }))).toContain('<title>Employer app</title>');
  });

  it('still answers 404 for a missing asset and for an unknown API path', async () => {
    expect((await get('/assets/missing-0000.js', CHROME)).statusCode).toBe(404);
    const api = await get('/api/NoSuchThing', CHROME);
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ successful: false, status: 404 });
  });
});
