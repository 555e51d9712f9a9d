import type { FastifyBaseLogger } from 'fastify';
import type { ZodType } from 'zod';
import type { Db } from '../../db/client';
import type { JobDefinition, PeriodicJob } from './define';
import type { JobRunObserver } from './stats';

/** A database handle or an open transaction: enqueue inside the transaction that causes the work. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface EnqueueOptions {
  /** The tenant the work belongs to (null for platform work). */
  enterpriseId?: number | null;
  /** Not before this time (default now). */
  runAt?: Date;
  /** While a job with the same name and key is pending or running, enqueueing again is a no-op. */
  dedupeKey?: string;
  maxAttempts?: number;
}

export interface JobContext {
  id: number;
  attempt: number;
  enterpriseId: number | null;
  /** The queue's logger with this job's id, name and enterprise id on every line. */
  log: FastifyBaseLogger;
}

/**
 * Runs one job with its payload as stored (the queue's own form, below the definitions: a
 * definition's handler parses it first). Throwing retries it with backoff until maxAttempts, then
 * marks it failed; a RejectedPayloadError fails it at once.
 */
export type RawJobHandler = (payload: unknown, job: JobContext) => Promise<void>;

/** The background job queue (DESIGN §1): a table claimed with FOR UPDATE SKIP LOCKED. */
export interface JobQueue {
  /**
   * Registers a job's definition (before start), with the app its handler runs against; it runs in
   * the definition's lane if it names one. Jobs are queued with `enqueue(tx, definition, payload)`.
   */
  handle<App>(job: JobDefinition<ZodType, App>, app: App): void;
  /**
   * Registers a periodic job: one job of its name stays scheduled (deduplicated across replicas)
   * and the next is scheduled `every` ms after it ends.
   */
  every<App>(job: PeriodicJob<App>, app: App): void;
  /** Runs every due job now instead of at the next poll (call after a commit that enqueued work). */
  wake(): void;
  /** Runs due jobs until none is left; returns how many ran. Tests call this instead of waiting. */
  drain(): Promise<number>;
  /**
   * Resolves when no job is running and none is due: the started worker runs a pass now and this
   * waits until a pass (over every lane) starts nothing. A stopped queue starts nothing; only the
   * pass under way is awaited. Tests wait on it to prove that a job did *not* run.
   */
  whenIdle(): Promise<void>;
  start(): void;
  /**
   * Claims no more jobs and resolves when those under way have ended. With `graceMs`, those still
   * running after it are handed back (pending again, free for any worker at once) and their
   * outcome here is dropped. A second call joins the first.
   */
  stop(opts?: { graceMs?: number }): Promise<void>;
}

/** How a PgJobQueue (queue.ts) polls, leases, retries and spreads its work. */
export interface PgJobQueueOptions {
  /** How often an idle worker looks for due jobs. */
  pollMs?: number;
  /**
   * How long a claimed job is ours without a sign of life. A running job renews its lease every
   * third of this, so a long transcode keeps it while a crashed worker's jobs are taken again
   * within one lease.
   */
  leaseMs?: number;
  /** Jobs run at the same time by one worker. */
  concurrency?: number;
  /** Delay before the next attempt after `attempts` failures. */
  backoffMs?: (attempts: number) => number;
  /**
   * Lanes with workers of their own: lane name → jobs run at the same time in it. A job name
   * handled in a lane (`handle(name, fn, { lane })`) is claimed only by that lane's workers, so
   * its jobs never wait behind the others' (a slow webhook receiver does not hold back a
   * transcode) and do not hold them back.
   */
  lanes?: Record<string, number>;
  observer?: JobRunObserver;
  /** Called by wake() too: a process that runs no worker (CANDID_ROLE=web) tells the workers elsewhere. */
  wakeElsewhere?: () => void;
}
