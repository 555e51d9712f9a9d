import { z } from 'zod';

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
