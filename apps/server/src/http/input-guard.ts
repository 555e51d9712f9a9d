import type { FastifyInstance } from 'fastify';
import { MSG } from '@candid/shared';
import { HttpError } from './errors';

/**
 * Control characters no text field of the API holds: C0 controls other than tab, line feed and
 * carriage return, and DEL. NUL in particular cannot be stored by PostgreSQL ("invalid byte
 * sequence for encoding UTF8: 0x00"); the others have no business in names, questions or HTML.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this guard's purpose
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Deep enough for every request shape of the API (SaveJob nests three levels). */
const MAX_DEPTH = 8;

/**
 * The path (`body.campaign.Campaign_Name`) of the first string in `value` holding a control
 * character, or null.
 */
export function findControlCharacter(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return CONTROL.test(value) ? path : null;
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlCharacter(value[i], `${path}.${i}`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  // Uploads arrive as buffers or streams: their bytes are not text.
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer || typeof (value as { pipe?: unknown }).pipe === 'function') return null;
  for (const [key, item] of Object.entries(value)) {
    if (CONTROL.test(key)) return `${path}.${key.replace(CONTROL, '?')}`;
    const found = findControlCharacter(item, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Input rules every route shares, applied once before any route's own schema:
 * - no control characters in any string of the body, query or path (400 naming the field);
 * - API answers are never stored by browsers or proxies unless a route says otherwise
 *   (`Cache-Control: no-store`; the media routes set their own private caching).
 */
export function registerInputGuards(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const parts: [string, unknown][] = [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ];
    for (const [part, value] of parts) {
      const at = findControlCharacter(value, part);
      if (at) throw new HttpError(400, MSG.validationFailed, { [at.slice(part.length + 1) || part]: [MSG.controlCharacters] });
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
