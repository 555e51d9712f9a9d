import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '@candid/shared';
import { HttpError, notFound, sendError } from '../../http/errors';
import type { ByteRange, MediaStore } from '../../platform/media/types';

/**
 * The byte range a `Range` header asks of an object of `size` bytes (RFC 9110 §14): null for
 * the whole object (no header, another unit, or several ranges, which a server may ignore),
 * 'unsatisfiable' when it starts past the end or is reversed.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const m = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    // Suffix range: the last n bytes.
    const n = Number(m[2]);
    if (n === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || (m[2] !== '' && Number(m[2]) < start)) return 'unsatisfiable';
  return { start, end };
}

/** Cache-Control for a candidate's files: never stored by a browser or a shared cache. */
export const PERSONAL_FILE_CACHE = 'private, no-store';

/**
 * Sends a stored object with HTTP Range support: 206 with Content-Range for one range, 416 for
 * an unsatisfiable one, headers only for HEAD.
 */
export async function sendMedia(
  request: FastifyRequest,
  reply: FastifyReply,
  media: MediaStore,
  key: string,
  opts: { contentType?: string; disposition?: string } = {},
) {
  const info = await media.stat(key);
  if (!info) throw notFound();
  reply.header('accept-ranges', 'bytes');
  // Everything sent here is a candidate's (answers, posters, resumes, data copies): no cache,
  // the browser's included, keeps a copy once the request is answered (issue 28). Range
  // requests still let players seek.
  reply.header('cache-control', PERSONAL_FILE_CACHE);
  const range = parseRange(request.headers.range, info.size);
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${info.size}`);
    return sendError(reply, new HttpError(416, MSG.validationFailed, { Range: [`The range is outside the ${info.size} bytes of the file.`] }));
  }
  reply.type(opts.contentType ?? info.contentType);
  if (opts.disposition) reply.header('content-disposition', opts.disposition);
  const length = range ? range.end - range.start + 1 : info.size;
  reply.header('content-length', String(length));
  if (range) {
    reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
  }
  // HEAD: Fastify's HEAD route keeps our Content-Length for a stream body (and would set 0 for
  // none), so an empty stream stands in for the object, which is never opened.
  if (request.method === 'HEAD') return reply.send(Readable.from([]));
  return reply.send(await media.get(key, range ?? undefined));
}

/** `attachment` with a safe ASCII filename and the exact UTF-8 one (RFC 6266 / 8187). */
export function attachmentDisposition(originalName: string): string {
  const cleaned = originalName
    .replace(/[\\/]/g, '_')
    // eslint-disable-next-line no-control-regex -- control characters must not reach a header
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/"/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 150);
  const name = cleaned.replace(/^\.+/, '') || 'resume';
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/[%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Whether a request asks for a video from its start (no Range, or bytes=0-): what counts as one playback. */
export const fromStart = (range: string | undefined) => /^(|bytes=0-\d*)$/.test((range ?? '').trim());
