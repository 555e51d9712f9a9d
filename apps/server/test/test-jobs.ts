import { z } from 'zod';
import type { DbOrTx } from '../src/db/client';
import { defineJob, definePeriodicJob, enqueue } from '../src/platform/queue/define';
import type { EnqueueOptions, JobContext, JobQueue } from '../src/platform/queue/types';

type Run = (payload: Record<string, unknown>, job: JobContext) => Promise<unknown>;

/** A job of the tests' own, of any name: its payload any JSON object, `run` what it does. */
export const testJob = (name: string, run: Run = async () => undefined, opts: { lane?: string } = {}) =>
  defineJob({
    name,
    payload: z.record(z.string(), z.unknown()),
    ...opts,
    run: async (_app: unknown, payload, job) => {
      await run(payload, job);
    },
  });

/** Registers a test job's handler on `queue`. */
export const onJob = (queue: JobQueue, name: string, run?: Run, opts?: { lane?: string }) => queue.handle(testJob(name, run, opts), undefined);

/** Registers a periodic test job on `queue`. */
export const everyJob = (queue: JobQueue, name: string, every: number, run: () => Promise<unknown>) =>
  queue.every(definePeriodicJob({ name, every, run: () => run() }), undefined);

/** Queues a test job in `db`. */
export const putJob = (db: DbOrTx, name: string, payload: Record<string, unknown> = {}, opts: EnqueueOptions = {}) => enqueue(db, testJob(name), payload, opts);
