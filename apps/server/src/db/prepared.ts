import type { DbOrTx } from './client';

/**
 * A query built once per database handle and afterwards only executed, for reads on the hot path
 * of many requests. Drizzle builds a query's SQL text anew on every call, and for a plain
 * keyed read that costs the server more than the database's own work; a prepared query takes its
 * parameters as placeholders (`sql.placeholder('id')`) and, on PostgreSQL, is also parsed and
 * planned once per connection under its name. `build` receives the handle it prepares for: the
 * database, or a transaction (whose query is kept only as long as the transaction is).
 */
export function preparedQuery<Q>(build: (db: DbOrTx) => Q): (db: DbOrTx) => Q {
  const built = new WeakMap<DbOrTx, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
