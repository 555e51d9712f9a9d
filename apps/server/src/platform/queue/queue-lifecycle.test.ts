import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { backgroundJobs } from '../../db/schema/index';
import { everyJob, onJob } from '../../../test/test-jobs';
import { useQueueDatabase } from '../../../test/queue-fixtures';
import { PgJobQueue } from './queue';

/* The queue's life: periodic jobs, waking and stopping, whenIdle, and lanes. */
const { db, log, put, jobs, makeDue } = useQueueDatabase();

describe('PgJobQueue: periodic jobs, waking, stopping and lanes', () => {
  it('keeps one periodic job scheduled and runs it on start', async () => {
    const queue = new PgJobQueue(db(), log, { pollMs: 20 });
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
    const other = new PgJobQueue(db(), log);
    everyJob(other, 'tick', 60_000, async () => undefined);
    expect(await other.drain()).toBe(0);
    expect(await jobs()).toHaveLength(2);
  });

  it('wakes on demand and stops cleanly', async () => {
    const queue = new PgJobQueue(db(), log, { pollMs: 60_000 });
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
    const [job] = await db().select().from(backgroundJobs).where(eq(backgroundJobs.id, id!));
    expect(job).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('stops after the jobs under way: the others due stay pending for the next start', async () => {
    const queue = new PgJobQueue(db(), log, { pollMs: 60_000, concurrency: 1, lanes: { bulk: 1 } });
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
    const queue = new PgJobQueue(db(), log, { pollMs: 20 });
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
      const [waiting] = await db().select().from(backgroundJobs).where(eq(backgroundJobs.id, id!));
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
    const queue = new PgJobQueue(db(), log, { pollMs: 60_000, lanes: { hooks: 1 } });
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
    const queue = new PgJobQueue(db(), log, { pollMs: 60_000, concurrency: 1, lanes: { hooks: 1 } });
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
