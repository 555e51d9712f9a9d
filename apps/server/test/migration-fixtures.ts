import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import * as schema from '../src/db/schema/index';
import { pgliteExtensions, type Db } from '../src/db/client';
import { emptyPgDatabase } from './harness';

const migrationsFolder = path.resolve(import.meta.dirname, '../src/db/migrations');

interface JournalEntry {
  idx: number;
  tag: string;
}

/** A copy of the migrations folder whose journal stops before `tag`: the app as it was before that migration. */
function migrationsBefore(tag: string) {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at < 0) throw new Error(`no migration ${tag}`);
  const entries = journal.entries.slice(0, at);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'candid-migrations-'));
  fs.mkdirSync(path.join(folder, 'meta'));
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const e of entries) fs.copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(folder, `${e.tag}.sql`));
  return { folder, remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
}

export interface DatabaseBefore {
  /** Only raw SQL fits the tables before `migrateRest` (the schema module describes them after). */
  db: Db;
  /** Applies the migration and every later one, as a deploy does. */
  migrateRest(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A database of this run's engine (PGlite, or PostgreSQL with TEST_DATABASE_URL) migrated up to,
 * not including, migration `tag`, to hold rows as they were before it.
 */
export async function databaseBefore(tag: string): Promise<DatabaseBefore> {
  const before = migrationsBefore(tag);
  const url = process.env.TEST_DATABASE_URL;
  try {
    if (!url) {
      const client = await PGlite.create('memory://', { extensions: pgliteExtensions });
      const db = drizzlePglite(client, { schema });
      await migratePglite(db, { migrationsFolder: before.folder });
      return { db: db as unknown as Db, migrateRest: () => migratePglite(db, { migrationsFolder }), close: () => client.close() };
    }
    const created = await emptyPgDatabase(url);
    const pool = new pg.Pool({ connectionString: created.url, max: 2 });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: before.folder });
    return {
      db,
      migrateRest: () => migratePg(db, { migrationsFolder }),
      async close() {
        await pool.end();
        await created.drop();
      },
    };
  } finally {
    before.remove();
  }
}
