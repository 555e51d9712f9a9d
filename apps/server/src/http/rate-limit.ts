import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { preparedQuery } from '../db/prepared';
import { rateLimitWindows } from '../db/schema/index';
import { sha256 } from '../platform/crypto';

/**
 * Per-address limit for authentication endpoints (token, OTP, registration, lookups):
 * RATE_LIMIT_AUTH_MAX a window of RATE_LIMIT_AUTH_WINDOW_SECONDS; a 429 says when it ends (Retry-After).
 */
export const authRateLimit = (ctx: { config: Pick<Config, 'rateLimitAuthMax' | 'rateLimitAuthWindowMs'> }) => ({
  max: ctx.config.rateLimitAuthMax,
  timeWindow: ctx.config.rateLimitAuthWindowMs,
});

/** A 429's Retry-After: whole seconds until the window ends, at least one. */
export const retryAfterSeconds = (ms: number) => String(Math.max(1, Math.ceil(ms / 1000)));

/*
 * The windows live in rate_limit_windows and are timed by the database's clock, so replicas whose
 * clocks differ still agree.
 */

/**
 * The row of `target` under the limit `name`. The target is hashed: addresses (mail or IP) are
 * not stored, and an erased candidate leaves no trace here.
 */
export const windowKey = (name: string, target: string) => `${name}:${sha256(target)}`;

const w = rateLimitWindows;
/** What is left of a live window, in whole milliseconds. */
const msLeft = sql<number>`greatest(0, ceil(extract(epoch from ${w.resetsAt} - now()) * 1000))::float8`.mapWith(Number);

/**
 * Counts one for a key in a single statement: a new or ended window starts at one, a live one
 * goes up by one. Read and write are one row lock, so two processes never both count from a
 * stale value.
 */
const hitWindow = preparedQuery((db) =>
  db
    .insert(w)
    .values({ key: sql.placeholder('key'), count: 1, resetsAt: sql`now() + ${sql.placeholder('windowMs')}::integer * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: w.key,
      set: {
        count: sql`case when ${w.resetsAt} <= now() then 1 else ${w.count} + 1 end`,
        resetsAt: sql`case when ${w.resetsAt} <= now() then excluded.resets_at else ${w.resetsAt} end`,
      },
    })
    .returning({ count: w.count, msLeft })
    .prepare('candid_rate_limit_hit'),
);

const readWindow = preparedQuery((db) =>
  db
    .select({ count: w.count, msLeft })
    .from(w)
    .where(and(eq(w.key, sql.placeholder('key')), gt(w.resetsAt, sql`now()`)))
    .prepare('candid_rate_limit_read'),
);

/** Every this many hits (in this process) also deletes the ended windows: the table holds about the live ones. */
export const SWEEP_EVERY = 100;
let hitsSinceSweep = 0;

interface WindowState {
  count: number;
  msLeft: number;
}

async function hit(db: Db, key: string, windowMs: number): Promise<WindowState> {
  const [state] = await hitWindow(db).execute({ key, windowMs });
  if (++hitsSinceSweep >= SWEEP_EVERY) {
    hitsSinceSweep = 0;
    await db.delete(w).where(lte(w.resetsAt, sql`now()`));
  }
  return state!;
}

async function read(db: Db, key: string): Promise<WindowState | undefined> {
  const [state] = await readWindow(db).execute({ key });
  return state;
}

/**
 * Fixed-window counters keyed on what a request is aimed at (an account, a recipient, a job)
 * rather than on the client's address, so that rotating addresses gains nothing. One per limit,
 * its name a prefix of its keys; counted in the database, shared by every server process.
 */
export class TargetLimit {
  constructor(
    private readonly db: Db,
    readonly name: string,
    readonly max: number,
    readonly windowMs: number,
  ) {}

  private key(target: string) {
    return windowKey(this.name, target);
  }

  /** Whether `target` has used up its window. */
  async exhausted(target: string): Promise<boolean> {
    const state = await read(this.db, this.key(target));
    return Boolean(state && state.count >= this.max);
  }

  /** Counts one for `target`; false when that went past the limit (the caller refuses). */
  async take(target: string): Promise<boolean> {
    const { count } = await hit(this.db, this.key(target), this.windowMs);
    return count <= this.max;
  }

  /** How long until `target`'s window ends (0 when it has none): a 429's Retry-After. */
  async msUntilReset(target: string): Promise<number> {
    return (await read(this.db, this.key(target)))?.msLeft ?? 0;
  }

  /** Forgets `target` (e.g. a successful sign-in ends a run of failures). */
  async clear(target: string): Promise<void> {
    await this.db.delete(w).where(eq(w.key, this.key(target)));
  }
}

/** The limits on targets, built once per app from the config. */
export interface TargetLimits {
  /** Failed sign-ins per account (lower-cased email). */
  signInFailures: TargetLimit;
  /** New candidates a job's public link takes (key: enterprise-campaign). */
  publicStartsPerJob: TargetLimit;
  /** Interview-link mails a public link sends one address (any job). */
  publicMailsPerAddress: TargetLimit;
  /** Candidates' data requests per address, whatever the client's (issue 16). */
  dataRequestsPerAddress: TargetLimit;
  /** Accommodation requests a candidate sends their job's team (issue 32), per candidate. */
  accommodationRequestsPerCandidate: TargetLimit;
}

const MINUTE = 60_000;

export function createTargetLimits(db: Db, config: Pick<Config, 'rateLimitAccountMax' | 'rateLimitAccountWindowMs' | 'publicLinkMaxPerHour'>): TargetLimits {
  return {
    signInFailures: new TargetLimit(db, 'sign-in-failures', config.rateLimitAccountMax, config.rateLimitAccountWindowMs),
    publicStartsPerJob: new TargetLimit(db, 'public-starts', config.publicLinkMaxPerHour, 60 * MINUTE),
    publicMailsPerAddress: new TargetLimit(db, 'public-mails', 3, 60 * MINUTE),
    dataRequestsPerAddress: new TargetLimit(db, 'data-requests', 3, 60 * MINUTE),
    accommodationRequestsPerCandidate: new TargetLimit(db, 'accommodation-requests', 3, 24 * 60 * MINUTE),
  };
}

/** What @fastify/rate-limit hands a store's child: the merged options and the route they are for. */
interface RouteLimitOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * The store behind @fastify/rate-limit's per-route limits, over the same table: each route that
 * sets `config.rateLimit` counts per key (the client's address, or its keyGenerator's) in keys
 * named by its method and URL, shared by every server process.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = 'route',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      hit(db, windowKey(this.prefix, key), timeWindow).then(
        (state) => callback(null, { current: state.count, ttl: state.msLeft }),
        (err: Error) => callback(err),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      // Typed as the route's options; what arrives is the merged limit options with the route in routeInfo.
      const route = (routeOptions as RouteLimitOptions).routeInfo ?? {};
      const method = [route.method ?? ''].flat().join(',');
      return new DatabaseRateLimitStore(routeOptions, `route:${method} ${route.url ?? ''}`);
    }
  }
  return DatabaseRateLimitStore;
}
