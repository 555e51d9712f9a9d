import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { backgroundJobs } from '../../db/schema/index';
import { onJob } from '../../../test/test-jobs';
import { useQueueDatabase } from '../../../test/queue-fixtures';
import { PgJobQueue } from './queue';

/* Several workers on one database: each claim completes or retries a job once. */
const { db, log, put, jobs } = useQueueDatabase();

describe('PgJobQueue: each claim completes or retries a job once', () => {
  /** What a worker killed mid-job leaves behind: the job claimed, leased for `leaseMs`, never finished. */
  const claimAndDie = async (id: number, leaseMs: number) =>
    db()
      .update(backgroundJobs)
      .set({ status: 'running', attempts: sql`${backgroundJobs.attempts} + 1`, lockedUntil: new Date(Date.now() + leaseMs).toISOString() })
      .where(eq(backgroundJobs.id, id));

  it('two started workers on one database run a batch of jobs exactly once', async () => {
    const ran = new Map<number, number>();
    const workers = [0, 1].map(() => {
      const q = new PgJobQueue(db(), log, { pollMs: 20, concurrency: 3 });
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
    const survivor = new PgJobQueue(db(), log, { pollMs: 20, leaseMs: 1_500 });
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
    const slow = new PgJobQueue(db(), log, { leaseMs: 60_000 });
    const other = new PgJobQueue(db(), log);
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
    await db().update(backgroundJobs).set({ lockedUntil: new Date(Date.now() - 1_000).toISOString() });
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
    const stopping = new PgJobQueue(db(), log, { pollMs: 20 });
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

    const next = new PgJobQueue(db(), log);
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
    const queue = new PgJobQueue(db(), Fastify({ logger: { level: 'info', stream } }).log);
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
