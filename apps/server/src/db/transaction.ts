import type { DbOrTx, Tx } from './client';

/** Whatever a service is given to work with; its `db` is the database or an open transaction. */
export interface HasDb {
  db: DbOrTx;
}

/**
 * Runs `work` in one transaction and gives it the same deps with `db` set to the transaction, so
 * the services it calls join that transaction (inside an open one, a savepoint). Work that must
 * happen only after the commit (waking the queue) belongs after this call.
 */
export function withTransaction<D extends HasDb, T>(deps: D, work: (txDeps: D & { db: Tx }) => Promise<T>): Promise<T> {
  return deps.db.transaction((tx) => work({ ...deps, db: tx }));
}
