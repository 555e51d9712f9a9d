import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { settings } from '../src/db/schema/index';
import { useTestApp } from './harness';

describe('strict writes in the tests (test/strict-writes.ts)', () => {
  const t = useTestApp({ startWorkers: false });

  it('fails an insert, an update or an upsert naming a key that is no column, and writes nothing', async () => {
    const db = t.app.ctx.db;
    const row = { enterpriseId: 1, name: 'Strict', value: 'a', categoryId: 4 };
    const wireNamed = { ...row, Setting_Value: 'b' };
    expect(() => db.insert(settings).values(wireNamed)).toThrow('.values() on settings: Setting_Value name no column');
    expect(() => db.update(settings).set({ Setting_Value: 'b' } as object)).toThrow('.set() on settings: Setting_Value');
    expect(() => db.insert(settings).values(row).onConflictDoUpdate({ target: settings.id, set: { Setting_Value: 'b' } as object })).toThrow(
      '.onConflictDoUpdate() on settings: Setting_Value',
    );
    expect(await db.select().from(settings).where(eq(settings.name, 'Strict'))).toEqual([]);
  });

  it('lets a write of columns through', async () => {
    const db = t.app.ctx.db;
    const [saved] = await db.insert(settings).values({ enterpriseId: 1, name: 'Strict', value: 'a', categoryId: 4 }).returning();
    await db.update(settings).set({ value: 'c' }).where(eq(settings.id, saved.id));
    expect((await db.select().from(settings).where(eq(settings.id, saved.id)))[0].value).toBe('c');
  });
});
