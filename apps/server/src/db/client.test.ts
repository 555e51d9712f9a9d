import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import fs from 'node:fs';
import path from 'node:path';
import { emptyPgDatabase, engine, freshDatabase } from '../../test/harness';
import { checkExpectedEngine, expectedEngine, identifyEngine } from '../../test/engine';
import { migrationsFolder, openDatabase, type Database } from './client';

const journalEntries = () => (JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database?.close());

describe('the test database', () => {
  // scripts/test.sh names the engine of each server step (CANDID_TEST_ENGINE): a step that meant
  // PGlite but inherited TEST_DATABASE_URL would otherwise run on PostgreSQL twice, unnoticed.
  it('is the engine this run expects, by its own account', async () => {
    const found = await identifyEngine((text) => database.db.execute(sql.raw(text)));
    expect(found.engine).toBe(database.kind);
    expect(database.kind).toBe(engine);
    checkExpectedEngine(found);
    expect(found.engine).toBe(expectedEngine() ?? engine);
  });
});

// PostgreSQL only (PGlite has no pool): defined on that engine alone, so that a PGlite run does not
// count it as a skipped test — skips are kept for missing dependencies.
if (engine === 'postgres') describe('PostgreSQL pool', () => {
  it('migrates once when several processes open an empty database at the same time', async () => {
    const created = await emptyPgDatabase(process.env.TEST_DATABASE_URL!);
    try {
      // Without the migration lock, the second sees no migrations table yet and both apply the first.
      const opened = await Promise.all([openDatabase({ url: created.url }), openDatabase({ url: created.url }), openDatabase({ url: created.url })]);
      const applied = await opened[0].db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect(applied.rows[0].n).toBe(journalEntries());
      await Promise.all(opened.map((d) => d.close()));
    } finally {
      await created.drop();
    }
  });

  it('survives the server ending an idle connection and reconnects for the next query', async () => {
    await database.db.execute(sql`select 1`);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const current = await database.db.execute<{ db: string }>(sql`select current_database() as db`);
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [current.rows[0].db]);
    await admin.end();
    // Without the pool's error listener the terminated idle client crashes the process here.
    await new Promise((r) => setTimeout(r, 200));
    const again = await database.db.execute<{ n: number }>(sql`select 2 as n`);
    expect(again.rows[0].n).toBe(2);
  });
});
