import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';

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

/** Runs one job. Throwing retries it with backoff until maxAttempts, then marks it failed. */
export type JobHandler = (payload: Record<string, unknown>, job: JobContext) => Promise<void>;

/** The background job queue (DESIGN §1): a table claimed with FOR UPDATE SKIP LOCKED. */
export interface JobQueue {
  /** Adds a job; pass a transaction to make it part of the change that causes it. Returns the id, or null when deduplicated. */
  enqueue(name: string, payload: Record<string, unknown>, opts?: EnqueueOptions, tx?: DbOrTx): Promise<number | null>;
  /** Registers the handler for a job name (before start), in one of the queue's lanes if named. */
  handle(name: string, handler: JobHandler, opts?: { lane?: string }): void;
  /**
   * Runs `handler` every `ms`: one job of that name stays scheduled (deduplicated across
   * replicas) and the next is scheduled when it ends.
   */
  every(name: string, ms: number, handler: JobHandler): void;
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
