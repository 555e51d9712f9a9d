import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { engine, freshDatabase } from '../../test/harness';
import type { Database } from './client';
import { preparedQuery } from './prepared';
import { enterprises } from './schema/index';

describe(`preparedQuery on ${engine}`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database.close());

  let builds = 0;
  const byId = preparedQuery((db) => {
    builds++;
    return db
      .select({ name: enterprises.name })
      .from(enterprises)
      .where(eq(enterprises.id, sql.placeholder('id')))
      .prepare('test_enterprise_by_id');
  });

  it('builds once per handle and runs with each call’s parameters, in and out of a transaction', async () => {
    const rows = await database.db.insert(enterprises).values([{ name: 'One' }, { name: 'Two' }]).returning();
    const [one, two] = rows.map((r) => r.id);
    expect(await byId(database.db).execute({ id: one })).toEqual([{ name: 'One' }]);
    expect(await byId(database.db).execute({ id: two })).toEqual([{ name: 'Two' }]);
    expect(builds).toBe(1);
    await database.db.transaction(async (tx) => {
      await tx.update(enterprises).set({ name: 'Two, renamed' }).where(eq(enterprises.id, two));
      // The transaction's own query sees its uncommitted write.
      expect(await byId(tx).execute({ id: two })).toEqual([{ name: 'Two, renamed' }]);
    });
    expect(builds).toBe(2);
    expect(await byId(database.db).execute({ id: two })).toEqual([{ name: 'Two, renamed' }]);
    expect(builds).toBe(2);
  });
});
