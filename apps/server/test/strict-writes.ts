import { getTableColumns, getTableName, is, SQL, type Table } from 'drizzle-orm';
import { PgInsertBase, PgInsertBuilder, PgUpdateBuilder } from 'drizzle-orm/pg-core';

/*
 * Drizzle writes the keys that name a column and drops any other without a word, so a field given
 * by another name (a wire name spread into .set(), a misspelt key of an untyped object) writes
 * nothing, and a test may pass on the value that was already there. In the tests such a key fails
 * the write. Loaded by vitest.config.ts (setupFiles); the app itself is unchanged.
 */

function refuseUnknownKeys(table: Table, rows: unknown, call: string): void {
  const columns = getTableColumns(table);
  for (const row of Array.isArray(rows) ? rows : [rows]) {
    if (!row || typeof row !== 'object' || is(row, SQL)) continue;
    const unknown = Object.keys(row).filter((key) => !Object.hasOwn(columns, key));
    if (unknown.length) throw new Error(`${call} on ${getTableName(table)}: ${unknown.join(', ')} name no column (Drizzle would drop them)`);
  }
}

type Patched = { __strictWrites?: true };

/** Wraps a builder method so that its values are checked against the builder's table first. */
function guard<T extends object>(proto: T, method: keyof T & string, valuesOf: (args: unknown[]) => unknown): void {
  const original = proto[method] as (...args: unknown[]) => unknown;
  const wrapped = function (this: { table?: Table; config?: { table: Table } }, ...args: unknown[]) {
    const table = this.table ?? this.config?.table;
    if (table) refuseUnknownKeys(table, valuesOf(args), `.${method}()`);
    return original.apply(this, args);
  };
  (proto as Record<string, unknown>)[method] = wrapped;
}

const marker = PgInsertBuilder.prototype as Patched;
if (!marker.__strictWrites) {
  marker.__strictWrites = true;
  guard(PgInsertBuilder.prototype, 'values', ([values]) => values);
  guard(PgUpdateBuilder.prototype, 'set', ([values]) => values);
  guard(PgInsertBase.prototype, 'onConflictDoUpdate', ([config]) => (config as { set?: unknown }).set);
}
