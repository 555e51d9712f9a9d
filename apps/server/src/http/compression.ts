import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Bodies smaller than this go as they are: a compressed frame would save a few bytes at most. */
export const API_COMPRESSION_MIN_BYTES = 1024;

/**
 * What is worth compressing: JSON and text. Media (video, images, uploads) is compressed
 * already or streamed, and streams are never touched (see `registerApiCompression`).
 */
const COMPRESSIBLE_TYPE = /^(application\/([a-z.+-]*json|xml|javascript)|text\/)/i;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Coding = 'br' | 'gzip';

/**
 * The coding to answer an Accept-Encoding header with: brotli, else gzip, whichever the client
 * rates higher (brotli on a tie); a q of 0 refuses a coding, `*` stands for both.
 */
export function pickCoding(header: string | undefined): Coding | null {
  if (!header) return null;
  const q: Partial<Record<string, number>> = {};
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q[name.trim()] = Number.isFinite(value) ? value : 0;
  }
  const br = q.br ?? q['*'] ?? 0;
  const gz = q.gzip ?? q['x-gzip'] ?? q['*'] ?? 0;
  if (br > 0 && br >= gz) return 'br';
  return gz > 0 ? 'gzip' : null;
}

/** Adds Accept-Encoding to the reply's Vary header (once). */
function varyOnAcceptEncoding(reply: FastifyReply) {
  const current = reply.getHeader('vary');
  const value = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  const tokens = value.split(',').map((t) => t.trim().toLowerCase());
  if (tokens.includes('accept-encoding') || tokens.includes('*')) return;
  reply.header('vary', value ? `${value}, Accept-Encoding` : 'Accept-Encoding');
}

function compressible(request: FastifyRequest, reply: FastifyReply, payload: unknown): payload is string | Buffer {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false;
  if (!/^\/api(\/|$)/i.test(request.url)) return false;
  if (reply.hasHeader('content-encoding')) return false;
  // A response that issues a session (sign-in, registration) is never compressed: BREACH.
  if (reply.hasHeader('set-cookie')) return false;
  if (/\bno-transform\b/i.test(String(reply.getHeader('cache-control') ?? ''))) return false;
  return COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''));
}

/**
 * Compresses API responses of JSON or text over API_COMPRESSION_MIN_BYTES for clients that
 * accept brotli or gzip (brotli at quality 4: as fast as gzip's default and smaller). Only
 * bodies serialized in full (strings and buffers) are compressed: streamed media, uploads and
 * any event stream pass as they are. docs/performance.md says why this is safe from BREACH.
 *
 * Registered on the root before the API routes, so that every route inherits the hook.
 */
export function registerApiCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!compressible(request, reply, payload)) return payload;
    const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    if (size < API_COMPRESSION_MIN_BYTES) return payload;
    // The same URL answers differently by Accept-Encoding from here on.
    varyOnAcceptEncoding(reply);
    const coding = pickCoding(request.headers['accept-encoding']);
    if (!coding) return payload;
    const body =
      coding === 'br'
        ? await brotli(payload, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
            },
          })
        : await gzip(payload);
    reply.header('content-encoding', coding);
    reply.removeHeader('content-length');
    return body;
  });
}
