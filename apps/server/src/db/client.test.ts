import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { engine, freshDatabase } from '../../test/harness';

describe.runIf(engine === 'postgres')('PostgreSQL pool', () => {
  it('survives the server ending an idle connection and reconnects for the next query', async () => {
    const database = await freshDatabase();
    try {
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
    } finally {
      await database.close();
    }
  });
});
