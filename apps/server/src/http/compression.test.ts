import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { buildEnterprise, wrapper, type TestUser } from '../../test/factories';
import { multipartBody, tempDataDir } from '../../test/candidate-fixtures';
import { API_COMPRESSION_MIN_BYTES, pickCoding, registerApiCompression } from './compression';

const CHROME = 'gzip, deflate, br, zstd';

describe('pickCoding', () => {
  it('prefers brotli, honours q-values and q=0, and reads * as both', () => {
    expect(pickCoding(CHROME)).toBe('br');
    expect(pickCoding('gzip')).toBe('gzip');
    expect(pickCoding('br;q=0, gzip')).toBe('gzip');
    expect(pickCoding('br;q=0.5, gzip;q=0.9')).toBe('gzip');
    expect(pickCoding('gzip;q=0, br')).toBe('br');
    expect(pickCoding('*')).toBe('br');
    expect(pickCoding('*, br;q=0')).toBe('gzip');
    expect(pickCoding('br;q=0, gzip;q=0')).toBeNull();
    expect(pickCoding('identity')).toBeNull();
    expect(pickCoding('deflate, zstd')).toBeNull();
    expect(pickCoding('')).toBeNull();
    expect(pickCoding(undefined)).toBeNull();
  });
});

describe('API responses of the real app', () => {
  const data = tempDataDir();
  const t = useTestApp({ startWorkers: false, env: { DATA_DIR: data.dir } });
  let owner: TestUser;
  beforeAll(async () => {
    owner = await buildEnterprise(t.app, 'Compression Co');
  });
  afterAll(() => data.remove());

  it('compresses JSON over the threshold with the coding the client prefers', async () => {
    const plain = await t.app.inject({ url: '/api/Country', headers: owner.auth });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.rawPayload.length).toBeGreaterThan(API_COMPRESSION_MIN_BYTES);
    expect(wrapper(plain).successful).toBe(true);

    const br = await t.app.inject({ url: '/api/Country', headers: { ...owner.auth, 'accept-encoding': CHROME } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe(plain.headers['content-type']);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(zlib.brotliDecompressSync(br.rawPayload)).toEqual(plain.rawPayload);

    const gz = await t.app.inject({ url: '/api/Country', headers: { ...owner.auth, 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload)).toEqual(plain.rawPayload);

    const refused = await t.app.inject({ url: '/api/Country', headers: { ...owner.auth, 'accept-encoding': 'br;q=0, gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.rawPayload).toEqual(plain.rawPayload);
  });

  it('sends small responses as they are', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': CHROME } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(API_COMPRESSION_MIN_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ successful: true, data: { status: 'ok' } });
  });

  it('never compresses a stored image', async () => {
    const png = await sharp(Buffer.alloc(300 * 300 * 3, 200), { raw: { width: 300, height: 300, channels: 3 } }).png().toBuffer();
    const body = multipartBody({ name: 'logo.png', data: png, type: 'image/png' });
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/Enterprise/SaveImage?enterpriseId=${owner.enterpriseId}`,
      headers: { ...body.headers, ...owner.auth },
      payload: body.payload,
    });
    expect(saved.statusCode).toBe(200);
    const link = (wrapper(saved).data as { Enterprise_ImageLink: string }).Enterprise_ImageLink;
    const res = await t.app.inject({ url: link, headers: { 'accept-encoding': CHROME } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect((await sharp(res.rawPayload).metadata()).format).toBe('png');
  });
});

describe('what the hook leaves alone', () => {
  const big = 'x'.repeat(4 * API_COMPRESSION_MIN_BYTES);
  const app = Fastify();
  registerApiCompression(app);
  app.get('/api/video', (_req, reply) => reply.type('video/mp4').send(Buffer.from(big)));
  app.get('/api/image', (_req, reply) => reply.type('image/webp').send(Buffer.from(big)));
  app.get('/api/download', (_req, reply) => reply.type('application/octet-stream').send(Buffer.from(big)));
  app.get('/api/stream', (_req, reply) => reply.type('application/json').send(Readable.from([big])));
  app.get('/api/events', (_req, reply) => reply.type('text/event-stream').send(Readable.from([`data: ${big}\n\n`])));
  app.get('/api/encoded', (_req, reply) => reply.type('application/json').header('content-encoding', 'gzip').send(zlib.gzipSync(big)));
  app.get('/api/no-transform', (_req, reply) => reply.type('application/json').header('cache-control', 'no-transform').send(JSON.stringify(big)));
  app.get('/api/session', (_req, reply) => reply.type('application/json').header('set-cookie', 'candid_session=secret').send(JSON.stringify(big)));
  app.get('/elsewhere', (_req, reply) => reply.type('application/json').send(JSON.stringify(big)));
  app.get('/api/json', (_req, reply) => reply.type('application/json').send(JSON.stringify(big)));
  afterAll(() => app.close());

  it('passes media, binary downloads, streams, event streams, encoded and no-transform bodies, responses setting a cookie and non-API paths as they are', async () => {
    for (const url of ['/api/video', '/api/image', '/api/download', '/api/stream', '/api/events', '/api/no-transform', '/api/session', '/elsewhere']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': CHROME } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBeUndefined();
      expect(res.body, url).toContain(big);
    }
    const encoded = await app.inject({ url: '/api/encoded', headers: { 'accept-encoding': CHROME } });
    expect(encoded.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(encoded.rawPayload).toString()).toBe(big);
  });

  it('compresses the same JSON body on an API path', async () => {
    const res = await app.inject({ url: '/api/json', headers: { 'accept-encoding': CHROME } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString())).toBe(big);
  });
});
