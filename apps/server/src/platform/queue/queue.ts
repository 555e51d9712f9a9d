import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { backgroundJobs } from '../../db/schema/index';
import { withTransaction } from '../../db/transaction';
import { Poller } from '../poller';
import type { ZodType } from 'zod';
import { insertJobs, parsePayload, RejectedPayloadError, type JobDefinition, type PeriodicJob } from './define';
import type { JobRunObserver } from './stats';
import type { DbOrTx, JobQueue, PgJobQueueOptions, RawJobHandler } from './types';

type JobRow = typeof backgroundJobs.$inferSelect;

/**
 * The channel that wakes every replica's queue: `notifyQueue(tx)` inside a transaction is heard
 * when it commits (PostgreSQL delivers NOTIFY at commit), so work queued by a writer that has no
 * queue at hand starts at once instead of at the next poll. buildApp listens on it.
 */
export const QUEUE_WAKE_CHANNEL = 'candid_queue';

export async function notifyQueue(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_notify(${QUEUE_WAKE_CHANNEL}, '')`);
}

/**
 * A process that queues work but runs no worker (CANDID_ROLE=web) wakes the workers of the other
 * processes with this: one NOTIFY on the wake channel, however many wakes arrive meanwhile (a
 * request that queues a transcode and a mail sends one).
 */
export function workerWaker(db: Db, log: FastifyBaseLogger): () => void {
  let pending = false;
  return () => {
    if (pending) return;
    pending = true;
    setImmediate(() => {
      pending = false;
      notifyQueue(db).catch((err: unknown) => log.warn({ err }, 'could not wake the workers; they poll'));
    });
  };
}

/** 10 s, 20 s, 40 s ... capped at one hour. */
export const jobBackoffMs = (attempts: number) => Math.min(10_000 * 2 ** (attempts - 1), 3_600_000);

const errorText = (err: unknown) => String(err instanceof Error ? err.message : err).slice(0, 2000);

/**
 * The job queue on the background_jobs table (DESIGN §1). Jobs are claimed with
 * FOR UPDATE SKIP LOCKED and leased, like the mail outbox, so any number of replicas can run
 * a worker and a crash mid-job only delays it until the lease runs out.
 *
 * A claim is the job's row with the `attempts` value the claim set (each claim adds one): a run
 * records its outcome, and renews its lease, only while the row is still running under that
 * value. So a run whose lease ran out and was taken over by another worker, or that was handed
 * back at shutdown, changes nothing when it ends: a job is completed or retried once per claim.
 */
export class PgJobQueue implements JobQueue {
  private readonly handlers = new Map<string, RawJobHandler>();
  /** Periodic jobs: name → interval. One pending job per name is kept scheduled. */
  private readonly periodic = new Map<string, number>();
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly concurrency: number;
  private readonly backoffMs: (attempts: number) => number;
  private readonly poller: Poller;
  /** A drain that has a free slot but found nothing due waits here for wake() or the next poll. */
  private waiters: (() => void)[] = [];
  /** Counts wakes, so a drain sees one that arrived while it was claiming (no waiter yet). */
  private wakes = 0;
  /** The lanes' own queues on the same table; each claims only the job names it handles. */
  private readonly lanes = new Map<string, PgJobQueue>();
  /** Jobs this worker (not its lanes) has started, by passes or drain(): whenIdle's progress. */
  private started = 0;
  /** Set by stop(): the poller's pass finishes the jobs under way and claims no more. */
  private stopping = false;
  /** The stop under way or done, which a second stop() joins; start() clears it. */
  private stopped: Promise<void> | null = null;
  /** Jobs this worker (not its lanes) is running, with their lease renewals: what a stop hands back. */
  private readonly inFlight = new Map<number, { job: JobRow; heartbeat: NodeJS.Timeout }>();
  private readonly observer: JobRunObserver | undefined;
  private readonly wakeElsewhere: (() => void) | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    opts: PgJobQueueOptions = {},
  ) {
    this.pollMs = opts.pollMs ?? 1_000;
    this.leaseMs = opts.leaseMs ?? 60_000;
    this.concurrency = opts.concurrency ?? 2;
    this.backoffMs = opts.backoffMs ?? jobBackoffMs;
    this.observer = opts.observer;
    this.wakeElsewhere = opts.wakeElsewhere;
    for (const [lane, concurrency] of Object.entries(opts.lanes ?? {})) {
      this.lanes.set(lane, new PgJobQueue(db, log, { ...opts, lanes: undefined, wakeElsewhere: undefined, concurrency }));
    }
    this.poller = new Poller(
      () => this.drainOwn({ untilStopped: true }),
      this.pollMs,
      (err) => this.log.error({ err }, 'job queue pass failed'),
      () => this.signal(),
    );
  }

  handle<App>(job: JobDefinition<ZodType, App>, app: App) {
    this.on(job.name, async (payload, run) => job.run(app, parsePayload(job, payload), run), job.lane);
  }

  every<App>(job: PeriodicJob<App>, app: App) {
    this.on(job.name, async (_payload, run) => {
      await job.run(app, run);
    });
    this.periodic.set(job.name, job.every);
  }

  /** Registers the handler of a job name, in `lane` if named. */
  private on(name: string, handler: RawJobHandler, lane?: string) {
    if (lane === undefined) {
      this.handlers.set(name, handler);
      return;
    }
    const queue = this.lanes.get(lane);
    if (!queue) throw new Error(`job queue: no lane "${lane}" for ${name}`);
    queue.on(name, handler);
  }

  start() {
    this.stopping = false;
    this.stopped = null;
    for (const lane of this.lanes.values()) lane.start();
    this.poller.start(false);
    void this.schedulePeriodic().then(
      () => this.poller.wake(),
      (err) => this.log.error({ err }, 'scheduling periodic jobs failed'),
    );
  }

  /**
   * Starts no more jobs and resolves when those under way have ended; the others due wait for the
   * next start (or another worker). With `graceMs`, the jobs still running then are handed back.
   */
  stop(opts: { graceMs?: number } = {}): Promise<void> {
    this.stopped ??= this.stopAll(opts.graceMs);
    return this.stopped;
  }

  private async stopAll(graceMs: number | undefined) {
    this.stopping = true;
    const lanes = [...this.lanes.values()].map((lane) => lane.stop({ graceMs }));
    const ended = this.poller.stop();
    if (graceMs === undefined) {
      await ended;
    } else {
      let timer: NodeJS.Timeout | undefined;
      const graceOver = new Promise<'over'>((resolve) => (timer = setTimeout(() => resolve('over'), graceMs)));
      const outcome = await Promise.race([ended.then(() => 'ended' as const), graceOver]);
      clearTimeout(timer);
      // The handlers left run on until the process exits; their outcome is no longer recorded.
      if (outcome === 'over') await this.handBack();
    }
    await Promise.all(lanes);
  }

  /**
   * Makes the jobs still running here pending again, due now, for any worker. The attempt does not
   * count against the job's limit (max_attempts grows by one): being stopped is not the job's fault.
   */
  private async handBack() {
    const left = [...this.inFlight.values()];
    this.inFlight.clear();
    for (const { heartbeat } of left) clearInterval(heartbeat);
    if (left.length === 0) return;
    const rows = await this.db
      .update(backgroundJobs)
      .set({ status: 'pending', lockedUntil: null, runAt: new Date().toISOString(), maxAttempts: sql`${backgroundJobs.maxAttempts} + 1` })
      .where(or(...left.map(({ job }) => claimOf(job))))
      .returning({ id: backgroundJobs.id });
    this.log.warn({ jobIds: rows.map((r) => r.id) }, `stopping: ${rows.length} unfinished background job(s) handed back to the queue`);
  }

  wake() {
    for (const lane of this.lanes.values()) lane.wake();
    this.poller.wake();
    this.wakeElsewhere?.();
  }

  async whenIdle(): Promise<void> {
    // Lanes settle side by side; a job of one may queue work for another, so go round until a
    // round starts no job anywhere.
    for (;;) {
      const before = this.jobsStarted();
      await Promise.all([this.poller.whenIdle(), ...[...this.lanes.values()].map((lane) => lane.whenIdle())]);
      if (this.jobsStarted() === before) return;
    }
  }

  private jobsStarted(): number {
    return [...this.lanes.values()].reduce((n, lane) => n + lane.jobsStarted(), this.started);
  }

  async drain(): Promise<number> {
    // Lanes drain side by side; a job of one may queue work for another, so go round until quiet.
    if (this.lanes.size === 0) return this.drainOwn();
    let total = 0;
    for (;;) {
      const ran = (await Promise.all([this.drainOwn(), ...[...this.lanes.values()].map((lane) => lane.drain())])).reduce((a, b) => a + b, 0);
      if (ran === 0) return total;
      total += ran;
    }
  }

  /** Runs due jobs until none is left; the worker's passes (`untilStopped`) also stop claiming once stop() is called. */
  private async drainOwn(opts: { untilStopped?: boolean } = {}): Promise<number> {
    await this.schedulePeriodic();
    let ran = 0;
    // A pool: a free slot takes the next due job at once, so a long transcode does not hold
    // back the jobs queued behind it.
    const running = new Set<Promise<void>>();
    for (;;) {
      const wakesBefore = this.wakes;
      const free = this.concurrency - running.size;
      const batch = free > 0 && !(opts.untilStopped && this.stopping) ? await this.claim(free) : [];
      for (const job of batch) {
        const done: Promise<void> = this.run(job)
          .catch((err) => this.log.error({ err, jobId: job.id }, 'recording a job outcome failed'))
          .finally(() => running.delete(done));
        running.add(done);
        ran++;
      }
      if (running.size === 0) return ran;
      if (running.size >= this.concurrency) await Promise.race(running);
      // A free slot: take new work as soon as it is queued (wake) or due (poll), not only
      // when a running job ends. A wake during the claim above may have come before its job was
      // committed, with nobody waiting to hear it: then claim again at once.
      else if (batch.length === 0 && this.wakes === wakesBefore) await Promise.race([...running, this.nextSignal()]);
    }
  }

  private signal() {
    this.wakes++;
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }

  private nextSignal(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, this.pollMs);
      timer.unref();
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  private async schedulePeriodic() {
    for (const name of this.periodic.keys()) {
      await insertJobs(this.db, name, [{}], { dedupeKey: 'every' });
    }
  }

  private async claim(limit: number): Promise<JobRow[]> {
    const names = [...this.handlers.keys()];
    if (names.length === 0) return [];
    const now = new Date();
    return withTransaction({ db: this.db }, async ({ db: tx }) => {
      const due = await tx
        .select({ id: backgroundJobs.id })
        .from(backgroundJobs)
        .where(
          and(
            inArray(backgroundJobs.name, names),
            or(
              and(eq(backgroundJobs.status, 'pending'), lte(backgroundJobs.runAt, now.toISOString())),
              and(eq(backgroundJobs.status, 'running'), lte(backgroundJobs.lockedUntil, now.toISOString())),
            ),
          ),
        )
        .orderBy(asc(backgroundJobs.runAt), asc(backgroundJobs.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(backgroundJobs)
        .set({
          status: 'running',
          lockedUntil: new Date(now.getTime() + this.leaseMs).toISOString(),
          attempts: sql`${backgroundJobs.attempts} + 1`,
        })
        .where(
          inArray(
            backgroundJobs.id,
            due.map((d) => d.id),
          ),
        )
        .returning();
    });
  }

  private async run(job: JobRow) {
    this.started++;
    const handler = this.handlers.get(job.name);
    const log = this.log.child({ jobId: job.id, jobName: job.name, enterpriseId: job.enterpriseId });
    // A job whose worker died on every attempt (lease expiry) is not run again.
    if (!handler || job.attempts > job.maxAttempts) {
      await this.finish(job, log, 'failed', job.lastError ?? 'abandoned: the worker stopped during every attempt');
      return;
    }
    const heartbeat = setInterval(() => void this.renewLease(job), Math.max(500, Math.floor(this.leaseMs / 3)));
    heartbeat.unref();
    this.inFlight.set(job.id, { job, heartbeat });
    const started = performance.now();
    let failure: { err: unknown } | null = null;
    try {
      await handler(job.payload, { id: job.id, attempt: job.attempts, enterpriseId: job.enterpriseId, log });
    } catch (err) {
      failure = { err };
    } finally {
      clearInterval(heartbeat);
      this.inFlight.delete(job.id);
    }
    const seconds = (performance.now() - started) / 1000;
    if (!failure) {
      this.observer?.ran(job.name, seconds, 'done');
      await this.finish(job, log, 'done', null);
      return;
    }
    // A payload its schema refuses (queued by a bug, or by a version that wrote it otherwise) fails
    // at once: no retry can mend it.
    const rejected = failure.err instanceof RejectedPayloadError;
    const failed = rejected || job.attempts >= job.maxAttempts;
    this.observer?.ran(job.name, seconds, failed ? 'failed' : 'retry');
    if (rejected) log.error({ err: failure.err, payload: job.payload }, 'background job payload rejected: failed without retry');
    else log.warn({ err: failure.err, attempts: job.attempts }, 'background job failed');
    if (failed) {
      await this.finish(job, log, 'failed', errorText(failure.err));
    } else {
      await this.record(job, log, {
        status: 'pending',
        lockedUntil: null,
        lastError: errorText(failure.err),
        runAt: new Date(Date.now() + this.backoffMs(job.attempts)).toISOString(),
      });
    }
  }

  /** Keeps a running job's lease while its handler works (only this attempt's). */
  private async renewLease(job: JobRow) {
    try {
      await this.db
        .update(backgroundJobs)
        .set({ lockedUntil: new Date(Date.now() + this.leaseMs).toISOString() })
        .where(claimOf(job));
    } catch (err) {
      this.log.warn({ err, jobId: job.id }, 'background job lease renewal failed');
    }
  }

  private async finish(job: JobRow, log: FastifyBaseLogger, status: 'done' | 'failed', lastError: string | null) {
    if (!(await this.record(job, log, { status, lockedUntil: null, lastError, finishedAt: new Date().toISOString() }))) return;
    const every = this.periodic.get(job.name);
    if (every !== undefined) {
      await insertJobs(this.db, job.name, [{}], { dedupeKey: 'every', runAt: new Date(Date.now() + every) });
    }
  }

  /** Writes a run's outcome while its claim holds; false (and nothing written) once it was lost. */
  private async record(job: JobRow, log: FastifyBaseLogger, set: Partial<typeof backgroundJobs.$inferInsert>): Promise<boolean> {
    const rows = await this.db.update(backgroundJobs).set(set).where(claimOf(job)).returning({ id: backgroundJobs.id });
    if (rows.length === 0) log.warn('background job outcome dropped: its lease was taken over by another worker or handed back');
    return rows.length > 0;
  }
}

/** The row of `job` as long as it is still the claim that returned `job` (see PgJobQueue). */
const claimOf = (job: JobRow) => and(eq(backgroundJobs.id, job.id), eq(backgroundJobs.status, 'running'), eq(backgroundJobs.attempts, job.attempts));
