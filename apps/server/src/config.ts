import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Candid <no-reply@candid.local>'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** Requests per minute per address on /token, OTP and registration. */
  RATE_LIMIT_AUTH_MAX: z.coerce.number().int().positive().default(10),
  /** The window of RATE_LIMIT_AUTH_MAX, in seconds (429s carry the rest of it as Retry-After). */
  RATE_LIMIT_AUTH_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /** Failed sign-ins per account per RATE_LIMIT_ACCOUNT_WINDOW_SECONDS, from any address. */
  RATE_LIMIT_ACCOUNT_MAX: z.coerce.number().int().positive().default(10),
  /** How long an account's run of failed sign-ins is counted, and its sign-in then locked: 15 minutes. */
  RATE_LIMIT_ACCOUNT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /** New candidates one job's public link takes per hour. */
  PUBLIC_LINK_MAX_PER_HOUR: z.coerce.number().int().positive().default(100),
  /** Default: on, except with NODE_ENV=production. */
  SEED_DEMO: bool.optional(),
  /**
   * How many demo candidates' answers the speech engine transcribes after the first start, the
   * open job's first: `all`, or a number (0: none; a reviewer can still ask for any answer's).
   */
  SEED_DEMO_TRANSCRIPTS: z
    .union([z.literal('all'), z.coerce.number().int().min(0).max(1000)])
    .default('all')
    .transform((v) => (v === 'all' ? Number.POSITIVE_INFINITY : v)),
  /** Default: Candid-demo-1, except with NODE_ENV=production (a random one, printed once). */
  DEMO_PASSWORD: z.string().min(8).optional(),
  /**
   * Proxies whose X-Forwarded-For is believed (comma-separated addresses or CIDR ranges, or
   * loopback / linklocal / uniquelocal); unset: none, the client is the connection's peer.
   */
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .transform((v) => (v ?? '').split(',').map((p) => p.trim()).filter(Boolean)),
  WEB_DIST: z.string().optional(),
  /** Serve the dev mailbox at /dev/mailbox (never in production). */
  DEV_MAILBOX: bool.optional(),
  /** A Twilio-compatible Messages API ({url}/2010-04-01/Accounts/{sid}/Messages.json); the tests point it at a local stand-in. */
  SMS_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.twilio.com'),
  /** The provider's account id (Twilio's AC…); unset: the dev SMS outbox (/dev/sms), none in production. */
  SMS_ACCOUNT_SID: z.string().trim().regex(/^[A-Za-z0-9-]{1,64}$/, 'must be the provider\'s account id (letters, digits, dashes)').optional(),
  /** Authenticates our calls and signs the provider's callbacks; required with SMS_ACCOUNT_SID. */
  SMS_AUTH_TOKEN: z.string().trim().min(8).optional(),
  /** The sending number (E.164) or messaging service (MG…); required with SMS_ACCOUNT_SID. */
  SMS_FROM: z
    .string()
    .trim()
    .regex(/^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/, 'must be an E.164 number (+61412345678) or a messaging service id (MG followed by 32 hex digits)')
    .optional(),
  /** An OpenAI-compatible API (e.g. https://api.openai.com/v1); unset: the offline generator. */
  AI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(20_000),
  /** Any S3-compatible store (AWS, MinIO, s3rver); unset: files under DATA_DIR/media. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(true),
  /** An OpenAI-compatible speech API (POST {base}/audio/speech); unset: the browser's voice. */
  TTS_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  TTS_API_KEY: z.string().min(1).optional(),
  TTS_MODEL: z.string().min(1).default('tts-1'),
  TTS_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
  /** Answer transcripts: 'auto' uses STT_BASE_URL, else the offline engine when installed; 'off': none. */
  STT_ENGINE: z.enum(['auto', 'off']).default('auto'),
  /** An OpenAI-compatible transcription API (POST {base}/audio/transcriptions); unset: the offline engine. */
  STT_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  STT_API_KEY: z.string().min(1).optional(),
  STT_MODEL: z.string().min(1).default('whisper-1'),
  STT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(300_000),
  /** A Synthesia-compatible avatar-video API (POST {base}/videos, GET {base}/videos/{id}); unset: off. */
  AVATAR_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  AVATAR_API_KEY: z.string().min(1).optional(),
  AVATAR_ID: z.string().min(1).default('anna_costume1_cameraA'),
  AVATAR_POLL_MS: z.coerce.number().int().min(10).max(600_000).default(5_000),
  AVATAR_TIMEOUT_MS: z.coerce.number().int().min(100).max(7_200_000).default(15 * 60_000),
  /** ffmpeg and ffprobe binaries; when missing, answers are kept as recorded. */
  FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
  FFPROBE_PATH: z.string().min(1).default('ffprobe'),
  /** Answer re-encodes run at once by this server; default 1 on up to two cores, else cores - 1. */
  TRANSCODE_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** Candidates who have not finished get one reminder this many hours before the job ends. */
  REMINDER_LEAD_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(48),
  /** Days an audit entry is kept (issue 16): 7 years by default. */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36500).default(2557),
  /** Days a candidate's data copy can be downloaded (issue 16). */
  DATA_COPY_TTL_DAYS: z.coerce.number().int().min(1).max(30).default(7),
  /** Largest answer upload in bytes (default 1 GiB). */
  ANSWER_MAX_BYTES: z.coerce.number().int().min(1024).default(1024 * 1024 * 1024),
  /** Stripe's secret key (sk_… or rk_…); unset: offline billing through `npm run billing`. */
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_[A-Za-z0-9_]+$/, 'must be a Stripe secret or restricted key (sk_… or rk_…)').optional(),
  /** The webhook endpoint's signing secret (whsec_…); required with STRIPE_SECRET_KEY. */
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_[A-Za-z0-9_]+$/, 'must be a webhook signing secret (whsec_…)').optional(),
  /** Where Stripe's API is (default https://api.stripe.com); the tests point it at a local stand-in. */
  STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
  /** The meter's event name for metered packages (one event per launched job). */
  STRIPE_METER_EVENT: z.string().regex(/^[a-z0-9_]{1,100}$/).default('candid_job_launched'),
  /** The token of `npm run billing`; unset: a random one is written to DATA_DIR/operator-token at start. */
  OPERATOR_TOKEN: z.string().min(32).optional(),
  /** Where owners ask for another package without Stripe: /packages shows it and "Request upgrade" emails it. */
  OPERATOR_CONTACT_EMAIL: z.email('must be an email address').optional(),
  /** A page (a contact form, a sales page) /packages links to for changing package; optional. */
  OPERATOR_CONTACT_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Days before a package's end that its owner is told (once). */
  PACKAGE_EXPIRY_NOTICE_DAYS: z.coerce.number().int().min(1).max(60).default(7),
  /** The key that encrypts stored integration secrets (32 bytes, base64 or hex); unset: DATA_DIR/secrets-key. */
  SECRETS_KEY: z.string().regex(/^([0-9a-fA-F]{64}|[A-Za-z0-9+/_-]{43}=?)$/, 'must be 32 bytes as base64 or 64 hex digits').optional(),
  /** Where SEEK's GraphQL API is ({base}/graphql); the tests point it at a local stand-in. */
  SEEK_API_BASE: z.url({ protocol: /^https?$/ }).default('https://graphql.seek.com'),
  /**
   * SEEK's partner token endpoint. Default: https://auth.seek.com/oauth/token with SEEK's own API,
   * else {SEEK_API_BASE}/oauth/token, so credentials never go to another place than the API.
   */
  SEEK_AUTH_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Candid's SEEK API client id (SEEK issues it to the partner, not to each hirer); with SEEK_CLIENT_SECRET. */
  SEEK_CLIENT_ID: z.string().trim().min(1).max(200).optional(),
  /** Candid's SEEK API client secret; unset with SEEK_CLIENT_ID: SEEK publishing is unavailable. */
  SEEK_CLIENT_SECRET: z.string().trim().min(1).max(500).optional(),
  /** SEEK's Playground (the seekAnzPublicTest scheme and its token audience) instead of live SEEK. */
  SEEK_PLAYGROUND: bool.optional(),
  /** Where idibu's API is; the tests point it at a local stand-in. */
  IDIBU_API_BASE: z.url({ protocol: /^https?$/ }).default('https://ws.idibu.com'),
  /** Longest one job-board call may take. */
  JOBBOARD_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** Requests per minute one API key may make (issue 17). */
  API_KEY_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(600),
  /**
   * An endpoint whose deliveries all failed for this many hours is disabled and the owner emailed.
   * Fractions are taken (the e2e server disables after 12 s); one second at least.
   */
  WEBHOOK_DISABLE_AFTER_HOURS: z.coerce.number().min(1 / 3600).max(24 * 60).default(72),
  /** Attempts per delivery (the first and the retries). */
  WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(30).default(18),
  /** The first retry's delay; each next one doubles, up to 12 hours. */
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Send webhooks to private-network and loopback addresses (default: only outside production). */
  WEBHOOK_ALLOW_PRIVATE: bool.optional(),
  /**
   * How long a background job (transcode, transcript, mail, webhook…) stays claimed by a worker that
   * stopped giving signs of life: a crashed server's jobs are run again after this.
   */
  QUEUE_LEASE_SECONDS: z.coerce.number().int().min(3).max(3600).default(60),
  /**
   * What this process does: `web` serves the app and queues work but runs no background job;
   * `worker` runs the job queue and the mail outbox and serves only health, readiness and
   * metrics; `all` (the default) does both.
   */
  CANDID_ROLE: z.enum(['web', 'worker', 'all'], 'must be web, worker or all').default('all'),
  /** Background jobs one worker process runs at once, besides its lanes'. */
  QUEUE_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** Webhook delivery jobs one worker process runs at once (their own lane). */
  WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /**
   * On SIGTERM, how long requests and jobs under way get to finish; then the connections left are
   * cut and the jobs left are handed back to the queue for another worker.
   */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(3600).default(25),
  /** The bearer token of /metrics; unset: /metrics is open outside production and refused in it. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * Tests only: the server SIGKILLs itself at a set point of an answer upload (see
   * modules/uploads/fault.ts), so the zero-loss tests can crash it there and nowhere else.
   * Refused at start unless NODE_ENV=test, so it can never be active in production.
   */
  CANDID_FAULT: z
    .string()
    .regex(/^(kill-mid-patch:[1-9]\d{0,5}|kill-after-patch-write:([1-9]\d{0,5}|final))$/, 'must be kill-mid-patch:N, kill-after-patch-write:N or kill-after-patch-write:final')
    .optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  logLevel: string;
  rateLimitAuthMax: number;
  rateLimitAuthWindowMs: number;
  rateLimitAccountMax: number;
  rateLimitAccountWindowMs: number;
  publicLinkMaxPerHour: number;
  seedDemo: boolean;
  /** Demo candidates whose answers are transcribed after the first start (Infinity: all). */
  seedDemoTranscripts: number;
  /** Proxies whose X-Forwarded-For is believed; empty: none. */
  trustedProxies: string[];
  demoPassword: string;
  webDist: string;
  devMailbox: boolean;
  /**
   * The SMS provider (SMS_API_URL, SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, SMS_FROM): with an account id,
   * messages go to it; `authToken` also checks its callbacks' signatures (outside production it
   * defaults to the dev outbox's). Server only.
   */
  sms: { apiUrl: string; accountSid?: string; authToken?: string; from?: string };
  /** Text messages go to the dev SMS outbox (/dev/sms): no SMS_ACCOUNT_SID, and never in production. */
  devSmsOutbox: boolean;
  /** Secure cookies only when the public URL is https. */
  secureCookies: boolean;
  ai: { baseUrl?: string; apiKey?: string; model: string; timeoutMs: number };
  /** Set when an S3-compatible store is configured; otherwise media lives under dataDir/media. */
  s3?: { endpoint?: string; bucket: string; region: string; accessKeyId?: string; secretAccessKey?: string; forcePathStyle: boolean };
  tts: { baseUrl?: string; apiKey?: string; model: string; timeoutMs: number };
  stt: { engine: 'auto' | 'off'; baseUrl?: string; apiKey?: string; model: string; timeoutMs: number };
  avatar: { baseUrl?: string; apiKey?: string; avatarId: string; pollMs: number; timeoutMs: number };
  ffmpegPath: string;
  ffprobePath: string;
  transcodeConcurrency: number;
  reminderLeadHours: number;
  /** Days an audit entry is kept before the retention purge removes it. */
  auditRetentionDays: number;
  /** Days a candidate's data copy stays downloadable. */
  dataCopyTtlDays: number;
  answerMaxBytes: number;
  /** Set when Stripe is configured (both secrets); otherwise billing is offline. Server only. */
  stripe?: { secretKey: string; webhookSecret: string; apiBase?: string; meterEvent: string };
  /** Set from OPERATOR_TOKEN; otherwise main writes a random one to DATA_DIR/operator-token. */
  operatorToken?: string;
  /** OPERATOR_CONTACT_EMAIL and OPERATOR_CONTACT_URL: how owners reach whoever runs this server. */
  operatorContact: { email?: string; url?: string };
  packageExpiryNoticeDays: number;
  /** SECRETS_KEY; unset: a random key in DATA_DIR/secrets-key (platform/secrets.ts). */
  secretsKey?: string;
  jobBoards: {
    seek: {
      graphqlUrl: string;
      tokenUrl: string;
      audience: string;
      schemeId: string;
      /** Candid's partner credentials (SEEK_CLIENT_ID, SEEK_CLIENT_SECRET); unset: no SEEK publishing. Server only. */
      partner?: { clientId: string; clientSecret: string };
    };
    idibuApiBase: string;
    timeoutMs: number;
  };
  apiKeyRateLimit: number;
  /** QUEUE_LEASE_SECONDS in milliseconds. */
  queueLeaseMs: number;
  /** CANDID_ROLE: web (no background work), worker (background work and the operations endpoints) or all. */
  role: 'web' | 'worker' | 'all';
  queueConcurrency: number;
  webhookConcurrency: number;
  /** SHUTDOWN_GRACE_SECONDS in milliseconds. */
  shutdownGraceMs: number;
  /** METRICS_TOKEN; unset: /metrics is open outside production, refused in it. */
  metricsToken?: string;
  webhooks: { disableAfterHours: number; maxAttempts: number; retryBaseMs: number; timeoutMs: number; allowPrivate: boolean };
  /** CANDID_FAULT: where a test server kills itself during an answer upload; only ever set with NODE_ENV=test. */
  uploadFault?: UploadFault;
};

/**
 * A test server's crash point (CANDID_FAULT), counting the PATCH requests of answer uploads this
 * process has received: 'mid-patch' dies while the N-th PATCH's body is arriving, with part of
 * it in the upload file; 'after-patch-write' dies once all of the N-th PATCH's bytes (or those
 * of the PATCH that completes an upload, for 'final') are in the file, before the answer is
 * finished and before the client hears 204.
 */
export type UploadFault = { kill: 'mid-patch'; patch: number } | { kill: 'after-patch-write'; patch: number | 'final' };

function uploadFaultOf(value: string | undefined): UploadFault | undefined {
  if (!value) return undefined;
  const [kill, patch] = value.split(':');
  if (kill === 'kill-mid-patch') return { kill: 'mid-patch', patch: Number(patch) };
  return { kill: 'after-patch-write', patch: patch === 'final' ? 'final' : Number(patch) };
}

/** The auth token of the dev SMS outbox, outside production without SMS_AUTH_TOKEN. */
const DEV_SMS_AUTH_TOKEN = 'candid-dev-sms';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** SEEK's endpoints, token audience and scheme (developer.seek.com, "Partner tokens"). */
function seekEndpoints(e: z.infer<typeof envSchema>): Config['jobBoards']['seek'] {
  const base = e.SEEK_API_BASE.replace(/\/$/, '');
  const seeks = new URL(base).hostname === 'graphql.seek.com';
  const playground = e.SEEK_PLAYGROUND ?? false;
  return {
    graphqlUrl: `${base}/graphql`,
    tokenUrl: e.SEEK_AUTH_URL ?? (seeks ? 'https://auth.seek.com/oauth/token' : `${base}/oauth/token`),
    audience: playground ? 'https://test.graphql.seek.com' : 'https://graphql.seek.com',
    schemeId: playground ? 'seekAnzPublicTest' : 'seekAnz',
    partner: e.SEEK_CLIENT_ID && e.SEEK_CLIENT_SECRET ? { clientId: e.SEEK_CLIENT_ID, clientSecret: e.SEEK_CLIENT_SECRET } : undefined,
  };
}

/** Reads the environment once; the only reader of process.env. Throws a readable error. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    throw new Error('Invalid configuration:\n  STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together: set both for Stripe, neither for offline billing');
  }
  if (e.CANDID_FAULT && e.NODE_ENV !== 'test') {
    throw new Error('Invalid configuration:\n  CANDID_FAULT: a crash hook for tests, refused unless NODE_ENV=test; unset it');
  }
  if (Boolean(e.SEEK_CLIENT_ID) !== Boolean(e.SEEK_CLIENT_SECRET)) {
    throw new Error('Invalid configuration:\n  SEEK_CLIENT_ID and SEEK_CLIENT_SECRET go together: set both to publish to SEEK, neither to leave SEEK unavailable');
  }
  if (e.SMS_ACCOUNT_SID && (!e.SMS_AUTH_TOKEN || !e.SMS_FROM)) {
    const missing = [e.SMS_AUTH_TOKEN ? null : 'SMS_AUTH_TOKEN', e.SMS_FROM ? null : 'SMS_FROM'].filter(Boolean).join(' and ');
    throw new Error(`Invalid configuration:\n  SMS_ACCOUNT_SID needs ${missing}: set SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM to send text messages, or none of them for the dev SMS outbox`);
  }
  if (e.CANDID_ROLE !== 'all' && !e.DATABASE_URL && e.NODE_ENV !== 'test') {
    throw new Error(`Invalid configuration:\n  CANDID_ROLE=${e.CANDID_ROLE} needs DATABASE_URL: the embedded database belongs to one process, so web and worker processes must share a PostgreSQL`);
  }
  // Without it each process would make its own key under its DATA_DIR, and none could read the
  // secrets (webhook signing secrets, job-board credentials) another stored.
  if (e.CANDID_ROLE !== 'all' && !e.SECRETS_KEY && e.NODE_ENV === 'production') {
    throw new Error(`Invalid configuration:\n  CANDID_ROLE=${e.CANDID_ROLE} needs SECRETS_KEY in production: every web and worker process must read the secrets the others stored (32 random bytes: openssl rand -base64 32)`);
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(repoRoot, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'warn' : 'info'),
    rateLimitAuthMax: e.RATE_LIMIT_AUTH_MAX,
    rateLimitAuthWindowMs: e.RATE_LIMIT_AUTH_WINDOW_SECONDS * 1000,
    rateLimitAccountMax: e.RATE_LIMIT_ACCOUNT_MAX,
    rateLimitAccountWindowMs: e.RATE_LIMIT_ACCOUNT_WINDOW_SECONDS * 1000,
    publicLinkMaxPerHour: e.PUBLIC_LINK_MAX_PER_HOUR,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    seedDemoTranscripts: e.SEED_DEMO_TRANSCRIPTS,
    // A production demo never gets the password this README publishes.
    demoPassword: e.DEMO_PASSWORD ?? (e.NODE_ENV === 'production' ? randomBytes(12).toString('base64url') + '-A1' : 'Candid-demo-1'),
    trustedProxies: e.TRUSTED_PROXIES,
    webDist: path.resolve(repoRoot, e.WEB_DIST ?? 'apps/web/dist'),
    devMailbox: e.NODE_ENV !== 'production' && (e.DEV_MAILBOX ?? true),
    sms: {
      apiUrl: e.SMS_API_URL.replace(/\/+$/, ''),
      accountSid: e.SMS_ACCOUNT_SID,
      // The dev outbox's callbacks are signed with a known token; production has none without a provider.
      authToken: e.SMS_AUTH_TOKEN ?? (e.NODE_ENV === 'production' ? undefined : DEV_SMS_AUTH_TOKEN),
      from: e.SMS_FROM,
    },
    devSmsOutbox: !e.SMS_ACCOUNT_SID && e.NODE_ENV !== 'production',
    secureCookies: publicUrl.startsWith('https://'),
    ai: { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL, timeoutMs: e.AI_TIMEOUT_MS },
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    tts: { baseUrl: e.TTS_BASE_URL, apiKey: e.TTS_API_KEY, model: e.TTS_MODEL, timeoutMs: e.TTS_TIMEOUT_MS },
    stt: { engine: e.STT_ENGINE, baseUrl: e.STT_BASE_URL, apiKey: e.STT_API_KEY, model: e.STT_MODEL, timeoutMs: e.STT_TIMEOUT_MS },
    avatar: { baseUrl: e.AVATAR_BASE_URL, apiKey: e.AVATAR_API_KEY, avatarId: e.AVATAR_ID, pollMs: e.AVATAR_POLL_MS, timeoutMs: e.AVATAR_TIMEOUT_MS },
    ffmpegPath: e.FFMPEG_PATH,
    ffprobePath: e.FFPROBE_PATH,
    transcodeConcurrency: e.TRANSCODE_CONCURRENCY ?? Math.max(1, os.availableParallelism() - 1),
    reminderLeadHours: e.REMINDER_LEAD_HOURS,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    dataCopyTtlDays: e.DATA_COPY_TTL_DAYS,
    answerMaxBytes: e.ANSWER_MAX_BYTES,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiBase: e.STRIPE_API_BASE, meterEvent: e.STRIPE_METER_EVENT }
        : undefined,
    operatorToken: e.OPERATOR_TOKEN,
    operatorContact: { email: e.OPERATOR_CONTACT_EMAIL, url: e.OPERATOR_CONTACT_URL },
    packageExpiryNoticeDays: e.PACKAGE_EXPIRY_NOTICE_DAYS,
    secretsKey: e.SECRETS_KEY,
    jobBoards: { seek: seekEndpoints(e), idibuApiBase: e.IDIBU_API_BASE.replace(/\/$/, ''), timeoutMs: e.JOBBOARD_TIMEOUT_MS },
    apiKeyRateLimit: e.API_KEY_RATE_LIMIT,
    queueLeaseMs: e.QUEUE_LEASE_SECONDS * 1000,
    role: e.CANDID_ROLE,
    queueConcurrency: e.QUEUE_CONCURRENCY,
    webhookConcurrency: e.WEBHOOK_CONCURRENCY,
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    metricsToken: e.METRICS_TOKEN,
    webhooks: {
      disableAfterHours: e.WEBHOOK_DISABLE_AFTER_HOURS,
      maxAttempts: e.WEBHOOK_MAX_ATTEMPTS,
      retryBaseMs: e.WEBHOOK_RETRY_BASE_MS,
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
      allowPrivate: e.WEBHOOK_ALLOW_PRIVATE ?? e.NODE_ENV !== 'production',
    },
    uploadFault: uploadFaultOf(e.CANDID_FAULT),
  };
}

/** Settings that are fine for a try-out but not for real candidates' data; main warns of each. */
export function insecureSettings(config: Config, env: NodeJS.ProcessEnv = process.env): string[] {
  if (config.env !== 'production') return [];
  const warnings: string[] = [];
  if (!config.publicUrl.startsWith('https://')) warnings.push('PUBLIC_URL is not https: session cookies are sent without Secure and there is no HSTS.');
  if (config.seedDemo) warnings.push('SEED_DEMO is on: the demo accounts exist on this server.');
  if (config.seedDemo && env.DEMO_PASSWORD) warnings.push('DEMO_PASSWORD is set: the demo accounts share a password you chose; prefer the random one.');
  if (!config.smtpUrl) warnings.push('SMTP_URL is unset: no email leaves this server (invitations, password resets).');
  if (!config.sms.accountSid) warnings.push('SMS_ACCOUNT_SID is unset: no text message leaves this server (invitations and reminders by SMS are off).');
  if (config.webhooks.allowPrivate) warnings.push('WEBHOOK_ALLOW_PRIVATE is on: webhooks may be sent to private-network addresses (server-side request forgery).');
  if (!config.databaseUrl) warnings.push('DATABASE_URL is unset: data is kept in the embedded PGlite database under DATA_DIR.');
  return warnings;
}
