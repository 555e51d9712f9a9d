import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

export type Db = ReturnType<typeof drizzlePg<typeof schema>>;
/** A transaction handle; services accept `Db | Tx` where they can run inside one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/**
 * The extensions the migrations create (pg_trgm: the candidate search's trigram index). Every
 * PGlite that opens or builds this schema must load them, including one started from a dump.
 */
export const pgliteExtensions = { pg_trgm } satisfies PGliteOptions['extensions'];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * Opens the database: node-postgres when a URL is given, else PGlite (embedded Postgres)
 * under dataDir, or in memory when dataDir is 'memory://'. Migrations are applied.
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  /** PGlite only: start from this dumped data directory (tests use a pre-migrated one). */
  loadDataDir?: Blob;
}): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // An idle connection that the server ends (restart, failover, pg_terminate_backend) is
    // reported as an 'error' event, which would crash the process without a listener. The
    // pool drops that client; the next query opens a new connection.
    pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const dir = opts.dataDir ?? 'memory://';
  if (!dir.startsWith('memory://')) fs.mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: pgliteExtensions, loadDataDir: opts.loadDataDir });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  // Both drivers expose the same query builder; the node-postgres type is the common face.
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
