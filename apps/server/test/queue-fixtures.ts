import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Database, DbOrTx } from '../src/db/client';
import { backgroundJobs } from '../src/db/schema/index';
import { freshDatabase } from './harness';
import { putJob } from './test-jobs';

/**
 * A database of its own for a file of queue tests, emptied of jobs before each test, with the
 * helpers they share: queue a test job, read the jobs, make the waiting ones due.
 */
export function useQueueDatabase() {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database?.close());
  beforeEach(async () => {
    await db().delete(backgroundJobs);
  });
  const db = () => {
    if (!database) throw new Error('useQueueDatabase: the database opens in beforeAll');
    return database.db;
  };
  return {
    db,
    /** A silent logger for the queues under test. */
    log: Fastify({ logger: { level: 'silent' } }).log,
    /** Queues a test job, in `tx` when given. */
    put: (name: string, payload: Record<string, unknown> = {}, opts: Parameters<typeof putJob>[3] = {}, tx?: DbOrTx) => putJob(tx ?? db(), name, payload, opts),
    jobs: () => db().select().from(backgroundJobs).orderBy(backgroundJobs.id),
    /** Makes every waiting job due now (instead of waiting out its backoff). */
    makeDue: () => db().update(backgroundJobs).set({ runAt: sql`now() - interval '1 second'` }),
  };
}
