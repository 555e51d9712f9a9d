import { z, type ZodType } from 'zod';
import { backgroundJobs } from '../../db/schema/index';
import type { DbOrTx, EnqueueOptions, JobContext } from './types';

/**
 * A queued job, defined once: its name (the background_jobs row's), the zod schema of its
 * payload, the lane it runs in and its attempts, and what runs it. `run` gets the app it was
 * registered with (`queue.handle(job, app)`), the parsed payload and the run's context.
 */
export interface JobDefinition<Payload extends ZodType, App> {
  name: string;
  payload: Payload;
  /** A lane of the queue with workers of its own (PgJobQueueOptions.lanes); default the main one. */
  lane?: string;
  /** Attempts before the job is failed, unless enqueue says otherwise (default 5). */
  maxAttempts?: number;
  run(app: App, payload: z.output<Payload>, job: JobContext): Promise<void>;
}

/** A job that runs every `every` ms (one stays scheduled across replicas), with no payload. */
export interface PeriodicJob<App> {
  name: string;
  every: number;
  run(app: App, job: JobContext): Promise<unknown>;
}

export const defineJob = <Payload extends ZodType, App>(job: JobDefinition<Payload, App>) => job;

export const definePeriodicJob = <App>(job: PeriodicJob<App>) => job;

/** A payload its job's schema refuses: the job is failed at once, since no retry can mend it. */
export class RejectedPayloadError extends Error {
  constructor(name: string, error: z.ZodError) {
    super(`${name}: payload rejected: ${z.prettifyError(error).replace(/\n/g, '; ')}`);
    this.name = 'RejectedPayloadError';
  }
}

/** The payload of a job about to run, parsed by its job's schema, or a RejectedPayloadError. */
export function parsePayload<Payload extends ZodType>(job: Pick<JobDefinition<Payload, unknown>, 'name' | 'payload'>, payload: unknown): z.output<Payload> {
  const parsed = job.payload.safeParse(payload);
  if (!parsed.success) throw new RejectedPayloadError(job.name, parsed.error);
  return parsed.data;
}

/**
 * A payload the schema refuses is a bug of the caller: it throws (a plain Error, so a job that
 * queues another is retried as any failure, not failed as if its own payload were refused).
 */
function refuseInvalid(job: Pick<JobDefinition<ZodType, never>, 'name' | 'payload'>, payload: unknown) {
  const parsed = job.payload.safeParse(payload);
  if (!parsed.success) throw new Error(`${job.name}: payload refused: ${z.prettifyError(parsed.error).replace(/\n/g, '; ')}`);
}

type Definition<Payload extends ZodType> = Pick<JobDefinition<Payload, never>, 'name' | 'payload' | 'maxAttempts'>;

/**
 * Queues `job` with `payload` (checked against its schema) in `tx`, the transaction of the change
 * that causes it. Returns the id, or null when a pending or running job has the same dedupe key.
 */
export async function enqueue<Payload extends ZodType>(
  tx: DbOrTx,
  job: Definition<Payload>,
  payload: z.input<Payload>,
  opts: EnqueueOptions = {},
): Promise<number | null> {
  refuseInvalid(job, payload);
  const [id] = await insertJobs(tx, job.name, [payload], { maxAttempts: job.maxAttempts, ...opts });
  return id ?? null;
}

/** Queues many jobs of one definition in one statement (no dedupe key); same as enqueue otherwise. */
export async function enqueueMany<Payload extends ZodType>(
  tx: DbOrTx,
  job: Definition<Payload>,
  payloads: z.input<Payload>[],
  opts: Omit<EnqueueOptions, 'dedupeKey'> = {},
): Promise<void> {
  for (const payload of payloads) refuseInvalid(job, payload);
  await insertJobs(tx, job.name, payloads, { maxAttempts: job.maxAttempts, ...opts });
}

/**
 * The rows of jobs, as the queue stores them (name and JSON payload); the ids of those added. A
 * dedupe key that a pending or running job of the name holds adds nothing (the partial unique
 * index on (name, dedupe_key) is the dedupe).
 */
export async function insertJobs(tx: DbOrTx, name: string, payloads: unknown[], opts: EnqueueOptions = {}): Promise<number[]> {
  if (!payloads.length) return [];
  const runAt = (opts.runAt ?? new Date()).toISOString();
  const rows = await tx
    .insert(backgroundJobs)
    .values(
      payloads.map((payload) => ({
        name,
        payload: payload as Record<string, unknown>,
        enterpriseId: opts.enterpriseId ?? null,
        dedupeKey: opts.dedupeKey ?? null,
        maxAttempts: opts.maxAttempts ?? 5,
        runAt,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: backgroundJobs.id });
  return rows.map((r) => r.id);
}
