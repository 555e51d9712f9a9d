import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { backgroundJobs } from '../../db/schema/index';
import { onJob } from '../../../test/test-jobs';
import { defineJob, enqueue } from './define';
import { useQueueDatabase } from '../../../test/queue-fixtures';
import { PgJobQueue } from './queue';

/* The queue's runs: payloads, the caller's transaction, deduplication, retries, leases and slots. */
const { db, log, put, jobs, makeDue } = useQueueDatabase();

describe('PgJobQueue', () => {
  it('runs a job with its payload and tenant, once', async () => {
    const queue = new PgJobQueue(db(), log);
    const seen: unknown[] = [];
    onJob(queue, 'greet', async (payload, job) => {
      seen.push({ payload, enterpriseId: job.enterpriseId, attempt: job.attempt });
    });
    const id = await put('greet', { name: 'Ada' }, { enterpriseId: 7 });
    expect(id).toEqual(expect.any(Number));
    expect(await queue.drain()).toBe(1);
    expect(await queue.drain()).toBe(0);
    expect(seen).toEqual([{ payload: { name: 'Ada' }, enterpriseId: 7, attempt: 1 }]);
    expect((await jobs())[0]).toMatchObject({ status: 'done', attempts: 1, lockedUntil: null });
  });

  it("enqueues inside the caller's transaction: a rollback leaves no job", async () => {
    await db()
      .transaction(async (tx) => {
        await put('greet', {}, {}, tx);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await jobs()).toHaveLength(0);
    await db().transaction(async (tx) => {
      await put('greet', {}, {}, tx);
    });
    expect(await jobs()).toHaveLength(1);
  });

  it('fails a job whose payload its schema refuses at once, without retry, with the reason', async () => {
    const queue = new PgJobQueue(db(), log);
    const seen: number[] = [];
    const square = defineJob({
      name: 'square',
      payload: z.object({ n: z.number().int() }),
      run: async (_app: undefined, { n }) => {
        seen.push(n * n);
      },
    });
    queue.handle(square, undefined);
    // What the typed enqueue refuses to write, as a row of an older version or a hand-made one might hold.
    await expect(enqueue(db(), square, { n: 'four' as unknown as number })).rejects.toThrow(/square: payload refused/);
    const [bad] = await db().insert(backgroundJobs).values({ name: 'square', payload: { n: 'four' }, maxAttempts: 5 }).returning();
    await enqueue(db(), square, { n: 3 });
    expect(await queue.drain()).toBe(2);
    expect(seen).toEqual([9]);
    const [row] = await db().select().from(backgroundJobs).where(eq(backgroundJobs.id, bad.id));
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.lastError).toMatch(/^square: payload rejected: .*n/);
    expect(row.finishedAt).not.toBeNull();
    await makeDue();
    expect(await queue.drain()).toBe(0);
  });

  it('deduplicates by key while a job is pending or running, not after it ends', async () => {
    const queue = new PgJobQueue(db(), log);
    onJob(queue, 'build', async () => undefined);
    expect(await put('build', { v: 1 }, { dedupeKey: 'campaign:1' })).toEqual(expect.any(Number));
    expect(await put('build', { v: 2 }, { dedupeKey: 'campaign:1' })).toBeNull();
    expect(await put('build', { v: 3 }, { dedupeKey: 'campaign:2' })).toEqual(expect.any(Number));
    expect(await put('other', {}, { dedupeKey: 'campaign:1' })).toEqual(expect.any(Number));
    await queue.drain();
    expect(await put('build', { v: 4 }, { dedupeKey: 'campaign:1' })).toEqual(expect.any(Number));
  });

  it('retries a failing job with backoff, then marks it failed with the error', async () => {
    const queue = new PgJobQueue(db(), log);
    let calls = 0;
    onJob(queue, 'flaky', async () => {
      calls++;
      throw new Error(`boom ${calls}`);
    });
    await put('flaky', {}, { maxAttempts: 3 });
    const before = Date.now();
    expect(await queue.drain()).toBe(1);
    let [job] = await jobs();
    expect(job).toMatchObject({ status: 'pending', attempts: 1, lastError: 'boom 1' });
    // 10 s after the first failure, not due yet.
    expect(new Date(job.runAt).getTime()).toBeGreaterThan(before + 9_000);
    expect(await queue.drain()).toBe(0);
    await makeDue();
    await queue.drain();
    [job] = await jobs();
    expect(new Date(job.runAt).getTime()).toBeGreaterThan(Date.now() + 19_000);
    await makeDue();
    await queue.drain();
    [job] = await jobs();
    expect(job).toMatchObject({ status: 'failed', attempts: 3, lastError: 'boom 3' });
    expect(job.finishedAt).not.toBeNull();
    await makeDue();
    expect(await queue.drain()).toBe(0);
    expect(calls).toBe(3);
  });

  it('takes back a job whose worker died when its lease runs out, and gives up after max attempts', async () => {
    const queue = new PgJobQueue(db(), log, { leaseMs: 60_000 });
    const ran: number[] = [];
    onJob(queue, 'work', async (_p, job) => {
      ran.push(job.attempt);
    });
    const [leased, abandoned] = await db()
      .insert(backgroundJobs)
      .values([
        { name: 'work', status: 'running', attempts: 1, lockedUntil: new Date(Date.now() + 60_000).toISOString() },
        { name: 'work', status: 'running', attempts: 2, maxAttempts: 2, lockedUntil: new Date(Date.now() - 1_000).toISOString() },
      ])
      .returning();
    expect(await queue.drain()).toBe(1);
    expect(ran).toEqual([]);
    const [abandonedRow] = await db().select().from(backgroundJobs).where(eq(backgroundJobs.id, abandoned.id));
    expect(abandonedRow.status).toBe('failed');

    await db().update(backgroundJobs).set({ lockedUntil: new Date(Date.now() - 1_000).toISOString() }).where(eq(backgroundJobs.id, leased.id));
    expect(await queue.drain()).toBe(1);
    expect(ran).toEqual([2]);
  });

  it('renews the lease of a job that is still running, so no other worker takes it', async () => {
    const queue = new PgJobQueue(db(), log, { leaseMs: 1_500 });
    const other = new PgJobQueue(db(), log, { leaseMs: 1_500 });
    let runs = 0;
    const slow = async () => {
      runs++;
      await new Promise((r) => setTimeout(r, 3_500));
    };
    onJob(queue, 'slow', slow);
    onJob(other, 'slow', slow);
    await put('slow', {});
    const first = queue.drain();
    // Past two lease lengths the job is still ours: the other worker finds nothing due.
    await new Promise((r) => setTimeout(r, 3_000));
    expect(await other.drain()).toBe(0);
    expect(await first).toBe(1);
    expect(runs).toBe(1);
    const [job] = await db().select().from(backgroundJobs);
    expect(job).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('runs each due job on exactly one of several workers', async () => {
    const ran = new Map<number, number>();
    const workers = [0, 1, 2].map(() => {
      const q = new PgJobQueue(db(), log, { concurrency: 3 });
      onJob(q, 'count', async (payload) => {
        const n = Number(payload.n);
        ran.set(n, (ran.get(n) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 5));
      });
      return q;
    });
    for (let n = 0; n < 30; n++) await put('count', { n });
    const counts = await Promise.all(workers.map((w) => w.drain()));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(30);
    expect([...ran.values()].every((v) => v === 1)).toBe(true);
    expect(ran.size).toBe(30);
  });

  it('keeps running short jobs in the other slot while a long one runs', async () => {
    const queue = new PgJobQueue(db(), log, { concurrency: 2 });
    let release!: () => void;
    const longJob = new Promise<void>((r) => (release = r));
    const done: string[] = [];
    onJob(queue, 'long', async () => {
      await longJob;
      done.push('long');
    });
    onJob(queue, 'short', async (p) => {
      done.push(String(p.n));
    });
    await put('long', {});
    for (let n = 1; n <= 3; n++) await put('short', { n });
    const drained = queue.drain();
    await expect.poll(() => done.length, { timeout: 30_000 }).toBe(3);
    expect(done).toEqual(['1', '2', '3']);
    release();
    expect(await drained).toBe(4);
    expect(done.at(-1)).toBe('long');
  });

  it('takes a job queued while a long one runs into the free slot, without waiting for the long one', async () => {
    const queue = new PgJobQueue(db(), log, { concurrency: 2, pollMs: 60_000 });
    let release!: () => void;
    const longJob = new Promise<void>((r) => (release = r));
    const done: string[] = [];
    onJob(queue, 'long', async () => {
      await longJob;
      done.push('long');
    });
    onJob(queue, 'short', async () => {
      done.push('short');
    });
    await put('long', {});
    queue.start();
    await expect.poll(async () => (await db().select().from(backgroundJobs))[0]?.status, { timeout: 30_000 }).toBe('running');
    // Queued after the long job started: wake() must get it run now (the poll is a minute away).
    await put('short', {});
    queue.wake();
    await expect.poll(() => done, { timeout: 30_000 }).toEqual(['short']);
    release();
    await expect.poll(() => done, { timeout: 30_000 }).toEqual(['short', 'long']);
    await queue.stop();
  });

  it('leaves jobs it has no handler for to other workers', async () => {
    const queue = new PgJobQueue(db(), log);
    onJob(queue, 'mine', async () => undefined);
    await put('theirs', {});
    expect(await queue.drain()).toBe(0);
    expect((await jobs())[0].status).toBe('pending');
  });

});
