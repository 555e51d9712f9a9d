import { z } from 'zod';
import { MSG } from '../messages';

/*
 * Numbers as the database stores them: a schema that accepts a value its column cannot hold
 * lets bad input reach PostgreSQL (issue 10). Entity schemas build on these.
 */

/** The largest value of an integer (int4) column: every id and most counts. */
export const INT4_MAX = 2_147_483_647;
/** The largest value of a smallint column: statuses, levels, small settings. */
export const SMALLINT_MAX = 32_767;

/** Any value of an integer column. */
export const int4 = z.number().int().min(-INT4_MAX - 1).max(INT4_MAX);
/** Any value of a smallint column. */
export const smallint = z.number().int().min(-SMALLINT_MAX - 1).max(SMALLINT_MAX);
/** A row id in a JSON body. */
export const idSchema = z.number().int().positive().max(INT4_MAX);
/** A row id in a path or query string (text, coerced). */
export const queryIdSchema = z.coerce.number().int().positive().max(INT4_MAX);

/**
 * A partial update that names its row by `idKey` and must change at least one field: the id
 * alone (or only undefined fields) is refused with 400 and details, instead of reaching the
 * database as an UPDATE with nothing to set (issue 28).
 */
export function withChange<T extends z.ZodObject>(schema: T, idKey: keyof z.output<T> & string) {
  return schema.refine((value) => Object.entries(value).some(([key, v]) => key !== idKey && v !== undefined), { message: MSG.nothingToChange });
}
