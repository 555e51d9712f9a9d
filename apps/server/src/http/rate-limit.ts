import type { Config } from '../config';

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

interface Window {
  count: number;
  endsAt: number;
}

/** Beyond this many open windows, expired ones are swept before a new one is added. */
const SWEEP_ABOVE = 10_000;

/**
 * Fixed-window counters keyed on what a request is aimed at (an account, a recipient, a job)
 * rather than on the client's address, so that rotating addresses gains nothing. One per limit;
 * in memory, like the per-address limits (one app process).
 */
export class TargetLimit {
  private readonly windows = new Map<string, Window>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
  ) {}

  /** Whether `target` has used up its window. */
  exhausted(target: string, now = Date.now()): boolean {
    const w = this.windows.get(target);
    return Boolean(w && w.endsAt > now && w.count >= this.max);
  }

  /** Counts one for `target`; false when that went past the limit (the caller refuses). */
  take(target: string, now = Date.now()): boolean {
    let w = this.windows.get(target);
    if (!w || w.endsAt <= now) {
      if (this.windows.size >= SWEEP_ABOVE) this.sweep(now);
      w = { count: 0, endsAt: now + this.windowMs };
      this.windows.set(target, w);
    }
    w.count += 1;
    return w.count <= this.max;
  }

  /** How long until `target`'s window ends (0 when it has none): a 429's Retry-After. */
  msUntilReset(target: string, now = Date.now()): number {
    const w = this.windows.get(target);
    return w && w.endsAt > now ? w.endsAt - now : 0;
  }

  /** Forgets `target` (e.g. a successful sign-in ends a run of failures). */
  clear(target: string): void {
    this.windows.delete(target);
  }

  private sweep(now: number) {
    for (const [key, w] of this.windows) if (w.endsAt <= now) this.windows.delete(key);
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
}

const MINUTE = 60_000;

export function createTargetLimits(config: Pick<Config, 'rateLimitAccountMax' | 'rateLimitAccountWindowMs' | 'publicLinkMaxPerHour'>): TargetLimits {
  return {
    signInFailures: new TargetLimit(config.rateLimitAccountMax, config.rateLimitAccountWindowMs),
    publicStartsPerJob: new TargetLimit(config.publicLinkMaxPerHour, 60 * MINUTE),
    publicMailsPerAddress: new TargetLimit(3, 60 * MINUTE),
    dataRequestsPerAddress: new TargetLimit(3, 60 * MINUTE),
  };
}
