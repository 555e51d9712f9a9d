import { MSG } from '@candid/shared';
import { badRequest } from '../../http/errors';

/** Keyset cursors: the sort key and id of the last row of a page, opaque to clients. */
export function encodeCursor(key: string, id: number): string {
  return Buffer.from(JSON.stringify([key, id])).toString('base64url');
}

export function decodeCursor(cursor: string): { key: string; id: number } {
  try {
    const [key, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [unknown, unknown];
    if (typeof key === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(key) && Number.isInteger(id)) return { key, id: id as number };
  } catch {
    /* falls through */
  }
  throw badRequest(MSG.validationFailed, { cursor: ['Invalid cursor.'] });
}
