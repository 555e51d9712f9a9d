import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { backgroundJobs } from '../../db/schema/index';
import type { Database } from '../../db/client';
import { freshDatabase } from '../../../test/harness';
import type { DbOrTx } from '../../db/client';
import { z } from 'zod';
import { everyJob, onJob, putJob } from '../../../test/test-jobs';
import { defineJob, enqueue } from './define';
import { PgJobQueue } from './queue';

const log = Fastify({ logger: { level: 'silent' } }).log;
let database: Database;

beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(backgroundJobs);
});

/** Queues a test job, in `tx` when given. */
const put = (name: string, payload: Record<string, unknown> = {}, opts: Parameters<typeof putJob>[3] = {}, tx: DbOrTx = database.db) => putJob(tx, name, payload, opts);
const jobs = () => database.db.select().from(backgroundJobs).orderBy(backgroundJobs.id);
/** Makes every waiting job due now (instead of waiting out its backoff). */
const makeDue = () => database.db.update(backgroundJobs).set({ runAt: sql`now() - interval '1 second'` });

describe('PgJobQueue', () => {
  it('runs a job with its payload and tenant, once', async () => {
    const queue = new PgJobQueue(database.db, log);
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
    await database.db
      .transaction(async (tx) => {
        await put('greet', {}, {}, tx);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await jobs()).toHaveLength(0);
    await database.db.transaction(async (tx) => {
      await put('greet', {}, {}, tx);
    });
    expect(await jobs()).toHaveLength(1);
  });

  it('fails a job whose payload its schema refuses at once, without retry, with the reason', async () => {
    const queue = new PgJobQueue(database.db, log);
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
    await expect(enqueue(database.db, square, { n: 'four' as unknown as number })).rejects.toThrow(/square: payload refused/);
    const [bad] = await database.db.insert(backgroundJobs).values({ name: 'square', payload: { n: 'four' }, maxAttempts: 5 }).returning();
    await enqueue(database.db, square, { n: 3 });
    expect(await queue.drain()).toBe(2);
    expect(seen).toEqual([9]);
    const [row] = await database.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, bad.id));
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.lastError).toMatch(/^square: payload rejected: .*n/);
    expect(row.finishedAt).not.toBeNull();
    await makeDue();
    expect(await queue.drain()).toBe(0);
  });

  it('deduplicates by key while a job is pending or running, not after it ends', async () => {
    const queue = new PgJobQueue(database.db, log);
    onJob(queue, 'build', async () => undefined);
    expect(await put('build', { v: 1 }, { dedupeKey: 'campaign:1' })).toEqual(expect.any(Number));
    expect(await put('build', { v: 2 }, { dedupeKey: 'campaign:1' })).toBeNull();
    expect(await put('build', { v: 3 }, { dedupeKey: 'campaign:2' })).toEqual(expect.any(Number));
    expect(await put('other', {}, { dedupeKey: 'campaign:1' })).toEqual(expect.any(Number));
    await queue.drain();
    expect(await put('build', { v: 4 }, { dedupeKey: 'campaign:1' })).toEqual(expect.any(Number));
  });

  it('retries a failing job with backoff, then marks it failed with the error', async () => {
    const queue = new PgJobQueue(database.db, log);
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
    const queue = new PgJobQueue(database.db, log, { leaseMs: 60_000 });
    const ran: number[] = [];
    onJob(queue, 'work', async (_p, job) => {
      ran.push(job.attempt);
    });
    const [leased, abandoned] = await database.db
      .insert(backgroundJobs)
      .values([
        { name: 'work', status: 'running', attempts: 1, lockedUntil: new Date(Date.now() + 60_000).toISOString() },
        { name: 'work', status: 'running', attempts: 2, maxAttempts: 2, lockedUntil: new Date(Date.now() - 1_000).toISOString() },
      ])
      .returning();
    expect(await queue.drain()).toBe(1);
    expect(ran).toEqual([]);
    const [abandonedRow] = await database.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, abandoned.id));
    expect(abandonedRow.status).toBe('failed');

    await database.db.update(backgroundJobs).set({ lockedUntil: new Date(Date.now() - 1_000).toISOString() }).where(eq(backgroundJobs.id, leased.id));
    expect(await queue.drain()).toBe(1);
    expect(ran).toEqual([2]);
  });

  it('renews the lease of a job that is still running, so no other worker takes it', async () => {
    const queue = new PgJobQueue(database.db, log, { leaseMs: 1_500 });
    const other = new PgJobQueue(database.db, log, { leaseMs: 1_500 });
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
    const [job] = await database.db.select().from(backgroundJobs);
    expect(job).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('runs each due job on exactly one of several workers', async () => {
    const ran = new Map<number, number>();
    const workers = [0, 1, 2].map(() => {
      const q = new PgJobQueue(database.db, log, { concurrency: 3 });
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
    const queue = new PgJobQueue(database.db, log, { concurrency: 2 });
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
    const queue = new PgJobQueue(database.db, log, { concurrency: 2, pollMs: 60_000 });
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
    await expect.poll(async () => (await database.db.select().from(backgroundJobs))[0]?.status, { timeout: 30_000 }).toBe('running');
    // Queued after the long job started: wake() must get it run now (the poll is a minute away).
    await put('short', {});
    queue.wake();
    await expect.poll(() => done, { timeout: 30_000 }).toEqual(['short']);
    release();
    await expect.poll(() => done, { timeout: 30_000 }).toEqual(['short', 'long']);
    await queue.stop();
  });

  it('leaves jobs it has no handler for to other workers', async () => {
    const queue = new PgJobQueue(database.db, log);
    onJob(queue, 'mine', async () => undefined);
    await put('theirs', {});
    expect(await queue.drain()).toBe(0);
    expect((await jobs())[0].status).toBe('pending');
  });

  it('keeps one periodic job scheduled and runs it on start', async () => {
    const queue = new PgJobQueue(database.db, log, { pollMs: 20 });
    let runs = 0;
    everyJob(queue, 'tick', 60_000, async () => {
      runs++;
    });
    queue.start();
    await expect.poll(() => runs, { timeout: 30_000 }).toBe(1);
    await queue.stop();
    const rows = await jobs();
    expect(rows.map((r) => r.status)).toEqual(['done', 'pending']);
    expect(new Date(rows[1].runAt).getTime()).toBeGreaterThan(Date.now() + 50_000);
    // Another replica starting does not add a second one.
    const other = new PgJobQueue(database.db, log);
    everyJob(other, 'tick', 60_000, async () => undefined);
    expect(await other.drain()).toBe(0);
    expect(await jobs()).toHaveLength(2);
  });

  it('wakes on demand and stops cleanly', async () => {
    const queue = new PgJobQueue(database.db, log, { pollMs: 60_000 });
    const seen: number[] = [];
    onJob(queue, 'ping', async (p) => {
      seen.push(Number(p.n));
    });
    queue.start();
    await expect.poll(() => queue.drain(), { timeout: 30_000 }).toBe(0);
    await put('ping', { n: 1 });
    queue.wake();
    await expect.poll(() => seen, { timeout: 30_000 }).toEqual([1]);
    await queue.stop();
    const id = await put('ping', { n: 2 });
    queue.wake();
    // Nothing under way and nothing started: a stopped queue does not take the due job.
    await queue.whenIdle();
    expect(seen).toEqual([1]);
    const [job] = await database.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, id!));
    expect(job).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('stops after the jobs under way: the others due stay pending for the next start', async () => {
    const queue = new PgJobQueue(database.db, log, { pollMs: 60_000, concurrency: 1, lanes: { bulk: 1 } });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const started: string[] = [];
    const slow = (name: string) => async () => {
      started.push(name);
      await held;
    };
    onJob(queue, 'slow', slow('slow'));
    onJob(queue, 'bulk', slow('bulk'), { lane: 'bulk' });
    for (let i = 0; i < 3; i++) {
      await put('slow', { i });
      await put('bulk', { i });
    }
    queue.start();
    await expect.poll(() => [...started].sort(), { timeout: 30_000 }).toEqual(['bulk', 'slow']);
    const stopped = queue.stop();
    release();
    await stopped;
    // A backlog (the demo's 68 transcripts) does not keep a server that was told to stop running.
    expect(started).toHaveLength(2);
    expect((await jobs()).map((j) => j.status).sort()).toEqual(['done', 'done', 'pending', 'pending', 'pending', 'pending']);
  });

  it('whenIdle: a job not yet due stays pending on a running worker; once due it runs, once', async () => {
    // Polling every 20 ms, so a job taken early would be taken within the wait.
    const queue = new PgJobQueue(database.db, log, { pollMs: 20 });
    const seen: number[] = [];
    onJob(queue, 'later', async (p) => {
      seen.push(Number(p.n));
    });
    queue.start();
    try {
      const id = await put('later', { n: 1 }, { runAt: new Date(Date.now() + 3_600_000) });
      queue.wake();
      await queue.whenIdle();
      expect(seen).toEqual([]);
      const [waiting] = await database.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, id!));
      expect(waiting).toMatchObject({ status: 'pending', attempts: 0 });

      await makeDue();
      await queue.whenIdle();
      expect(seen).toEqual([1]);
      // Idle again, and the job stays done: not taken a second time.
      await queue.whenIdle();
      expect(seen).toEqual([1]);
      expect((await jobs())[0]).toMatchObject({ status: 'done', attempts: 1, lockedUntil: null });
    } finally {
      await queue.stop();
    }
  });

  it('whenIdle waits for the work a job queues in another lane', async () => {
    const queue = new PgJobQueue(database.db, log, { pollMs: 60_000, lanes: { hooks: 1 } });
    const order: string[] = [];
    onJob(queue, 'first', async () => {
      order.push('first');
      // No wake(): the poll is a minute away, so only whenIdle's next round finds it.
      await put('second', {});
    });
    onJob(queue, 'second', async () => {
      order.push('second');
    }, { lane: 'hooks' });
    queue.start();
    try {
      await put('first', {});
      await queue.whenIdle();
      expect(order).toEqual(['first', 'second']);
    } finally {
      await queue.stop();
    }
  });
  it("runs a lane's jobs on its own workers while the main slots are taken, and drains both", async () => {
    const queue = new PgJobQueue(database.db, log, { pollMs: 60_000, concurrency: 1, lanes: { hooks: 1 } });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const order: string[] = [];
    onJob(queue, 'slow', async () => {
      order.push('slow started');
      await held;
      order.push('slow ended');
    });
    onJob(queue, 'hook', async () => {
      order.push('hook');
    }, { lane: 'hooks' });
    expect(() => onJob(queue, 'lost', async () => undefined, { lane: 'nowhere' })).toThrow(/no lane "nowhere"/);

    await put('slow', {});
    queue.start();
    await expect.poll(() => order, { timeout: 30_000 }).toEqual(['slow started']);
    // The main queue's one slot is held; the lane's job runs anyway.
    await put('hook', {});
    queue.wake();
    await expect.poll(() => order, { timeout: 30_000 }).toEqual(['slow started', 'hook']);
    release();
    await expect.poll(() => order, { timeout: 30_000 }).toEqual(['slow started', 'hook', 'slow ended']);
    await queue.stop();

    // drain() runs the lanes' due jobs with the main queue's.
    await put('hook', {});
    await put('slow', {});
    expect(await queue.drain()).toBe(2);
    expect((await jobs()).map((j) => j.status)).toEqual(['done', 'done', 'done', 'done']);
  });
});

describe('PgJobQueue: each claim completes or retries a job once', () => {
  /** What a worker killed mid-job leaves behind: the job claimed, leased for `leaseMs`, never finished. */
  const claimAndDie = async (id: number, leaseMs: number) =>
    database.db
      .update(backgroundJobs)
      .set({ status: 'running', attempts: sql`${backgroundJobs.attempts} + 1`, lockedUntil: new Date(Date.now() + leaseMs).toISOString() })
      .where(eq(backgroundJobs.id, id));

  it('two started workers on one database run a batch of jobs exactly once', async () => {
    const ran = new Map<number, number>();
    const workers = [0, 1].map(() => {
      const q = new PgJobQueue(database.db, log, { pollMs: 20, concurrency: 3 });
      onJob(q, 'count', async (payload) => {
        const n = Number(payload.n);
        ran.set(n, (ran.get(n) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 2));
      });
      return q;
    });
    for (let n = 0; n < 40; n++) await put('count', { n });
    for (const w of workers) w.start();
    try {
      await expect.poll(async () => (await jobs()).filter((j) => j.status === 'done').length, { timeout: 30_000 }).toBe(40);
      await Promise.all(workers.map((w) => w.whenIdle()));
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
    expect(ran.size).toBe(40);
    expect([...ran.values()].every((v) => v === 1)).toBe(true);
    expect((await jobs()).every((j) => j.attempts === 1 && j.lockedUntil === null)).toBe(true);
  });

  it('retries the job of a worker killed mid-job on another, once, after the lease', async () => {
    const survivor = new PgJobQueue(database.db, log, { pollMs: 20, leaseMs: 1_500 });
    const attempts: number[] = [];
    onJob(survivor, 'work', async (_p, job) => {
      attempts.push(job.attempt);
    });
    const id = (await put('work', {}))!;
    await claimAndDie(id, 1_500);
    survivor.start();
    try {
      // Leased to the dead worker: not taken before the lease runs out.
      await survivor.whenIdle();
      expect(attempts).toEqual([]);
      await expect.poll(() => attempts, { timeout: 30_000 }).toEqual([2]);
      await survivor.whenIdle();
    } finally {
      await survivor.stop();
    }
    expect(attempts).toEqual([2]);
    expect((await jobs())[0]).toMatchObject({ status: 'done', attempts: 2, lockedUntil: null });
  });

  it('a run whose lease was taken over records nothing when it ends: no second completion, no retry', async () => {
    // A long lease: the slow worker renews it only every 20 s, so the test's expiry holds.
    const slow = new PgJobQueue(database.db, log, { leaseMs: 60_000 });
    const other = new PgJobQueue(database.db, log);
    let release: (outcome: 'resolve' | 'throw') => void = () => {};
    const held = new Promise<'resolve' | 'throw'>((resolve) => (release = resolve));
    let started = false;
    onJob(slow, 'work', async () => {
      started = true;
      if ((await held) === 'throw') throw new Error('too late');
    });
    const otherRuns: number[] = [];
    onJob(other, 'work', async (_p, job) => {
      otherRuns.push(job.attempt);
    });
    await put('work', {});
    const slowDrain = slow.drain();
    await expect.poll(() => started, { timeout: 30_000 }).toBe(true);
    // The slow worker stalled past its lease (its renewals lost): another one takes the job over.
    await database.db.update(backgroundJobs).set({ lockedUntil: new Date(Date.now() - 1_000).toISOString() });
    expect(await other.drain()).toBe(1);
    const [done] = await jobs();
    expect(done).toMatchObject({ status: 'done', attempts: 2 });
    // The stalled run fails now: its claim is gone, so no retry is queued over the finished job.
    release('throw');
    await slowDrain;
    expect(await jobs()).toEqual([done]);
    expect(otherRuns).toEqual([2]);
    expect(await other.drain()).toBe(0);
  });

  it('hands back, at the end of the grace, the jobs a stopping worker has not finished', async () => {
    const stopping = new PgJobQueue(database.db, log, { pollMs: 20 });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let started = false;
    onJob(stopping, 'long', async () => {
      started = true;
      await held;
    });
    onJob(stopping, 'short', async () => undefined);
    await put('long', {}, { maxAttempts: 1 });
    stopping.start();
    await expect.poll(() => started, { timeout: 30_000 }).toBe(true);
    const before = Date.now();
    await stopping.stop({ graceMs: 300 });
    expect(Date.now() - before).toBeGreaterThanOrEqual(250);
    // Claimed by nobody, due now; the attempt cut short does not count against its limit.
    const [handedBack] = await jobs();
    expect(handedBack).toMatchObject({ status: 'pending', attempts: 1, maxAttempts: 2, lockedUntil: null });
    expect(new Date(handedBack.runAt).getTime()).toBeLessThanOrEqual(Date.now());
    // Stopped: it claims nothing more, even when woken (its pass under way still waits on the
    // handler, so whenIdle would too: a few polls' time instead).
    await put('short', {});
    stopping.wake();
    await new Promise((r) => setTimeout(r, 200));
    expect((await jobs()).map((j) => j.status)).toEqual(['pending', 'pending']);

    const next = new PgJobQueue(database.db, log);
    const attempts: number[] = [];
    onJob(next, 'long', async (_p, job) => {
      attempts.push(job.attempt);
    });
    onJob(next, 'short', async () => undefined);
    expect(await next.drain()).toBe(2);
    expect(attempts).toEqual([2]);
    // The first run ends at last, after the hand-back: it changes nothing.
    release();
    await new Promise((r) => setTimeout(r, 50));
    expect((await jobs()).map((j) => [j.name, j.status, j.attempts])).toEqual([
      ['long', 'done', 2],
      ['short', 'done', 1],
    ]);
  });

  it("gives each run a logger that names the job, its name and its enterprise", async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) };
    const queue = new PgJobQueue(database.db, Fastify({ logger: { level: 'info', stream } }).log);
    onJob(queue, 'talk', async (_p, job) => {
      job.log.info('working on it');
      throw new Error('no luck');
    });
    const id = await put('talk', {}, { enterpriseId: 42, maxAttempts: 1 });
    await queue.drain();
    const ofJob = lines.filter((l) => l.jobId === id);
    expect(ofJob.map((l) => l.msg)).toEqual(['working on it', 'background job failed']);
    for (const line of ofJob) expect(line).toMatchObject({ jobId: id, jobName: 'talk', enterpriseId: 42 });
  });
});
