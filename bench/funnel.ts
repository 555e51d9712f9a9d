import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import { ACCESS_LEVEL, CAMPAIGN_LINE_STATUS, SESSION_COOKIE } from '@candid/shared';
import { loadConfig } from '../apps/server/src/config';
import { buildApp } from '../apps/server/src/app';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { enterprises, users } from '../apps/server/src/db/schema/index';
import { hashSecret } from '../apps/server/src/platform/crypto';

/*
 * `npm run bench -- funnel`: the completion funnel (issue 33) of an enterprise with 1M candidate
 * lines over 2,000 jobs and three years; target p99 under 100 ms, on PostgreSQL
 * (BENCH_DATABASE_URL: it creates its own database and drops it at the end) and on PGlite (a
 * temporary data directory on disk, deleted at the end), at the full size on both.
 *
 * Seeding: the lines go in with campaign_lines' user triggers disabled (campaign_lines_funnel and
 * campaign_lines_rollup: row by row through them 1M inserts take far too long, on PGlite
 * especially); funnel_counts is then built in one INSERT … SELECT … CROSS JOIN LATERAL
 * funnel_keys(l) GROUP BY …, exactly as migration 0028's backfill, which gives the rows the
 * trigger would have kept (funnel_company_counts and campaign_monthly_counts likewise, as
 * migrations 0029 and 0002 build theirs). The small
 * second enterprise (1k lines) is seeded through the triggers, and its rollups are checked equal to
 * the backfills'; the big one's stage-1 total is checked equal to its line count.
 * Calls go through app.inject with a session cookie, alternating the two enterprises.
 * BENCH_LINES, BENCH_REPEAT and BENCH_KEEP (keep the PostgreSQL database) adjust a run.
 */

const LINES = Number(process.env.BENCH_LINES ?? 1_000_000);
const SMALL_LINES = 1_000;
const REPEAT = Number(process.env.BENCH_REPEAT ?? 200);
const WARMUP = 20;
const P99_MS = 100;
const PASSWORD = 'Bench-funnel-1';
const DB_NAME = 'candid_bench_funnel';

interface Seeded {
  enterpriseId: number;
  ownerEmail: string;
  hmEmail: string;
  lines: number;
  jobs: number;
  seconds: number;
  /** The job with the most candidates: its funnel is the job call. */
  biggestJob: { id: number; lines: number };
  funnelRows: number;
}

/** A uniform number in [0, 1) drawn from the series number `g` and a salt: one independent draw per salt. */
const uniform = (salt: number) => sql.raw(`((hashint8(g * 16 + ${salt})::bigint + 2147483648) / 4294967296.0)::float8`);

/** The rows of one statement's answer. */
async function rows<T>(database: Database, query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Jobs spread over three years (each open two months; the newest started two weeks ago) with
 * five questions each, a tenth managed by the hiring manager; then `lines` candidates, skewed so a
 * few jobs are much bigger than most, each invited within its job's two months (never later than
 * ten days ago, so every time below lies in the past).
 * Channels: email 55%, sms 20%, public_link 10%, careers 8%, job_board 5%, api 2%.
 * Stages: delivered 95%, opened 75%, consented 60%, finished 45%; a non-finisher who consented
 * answered 0..5 questions; a finisher answered all 5, 5-60 minutes after consenting (mostly
 * short) and 1-240 hours after the invitation (mostly within two days). A fifth of the
 * finishers rated the interview.
 */
async function insertJobsAndLines(database: Database, e: number, ownerId: number, hmId: number, lines: number, jobs: number, tag: string) {
  await database.db.execute(sql`
    INSERT INTO campaigns (enterprise_id, user_id, name, job_title, start_date, end_date, status, public_link_token, hiring_manager_user_id, created_at)
    SELECT ${e}, ${ownerId}, 'Bench job ' || k, 'Bench job ' || k, s.start, s.start + 60, 100, 'bench-link-${sql.raw(tag)}-' || k,
           CASE WHEN k % 10 = 0 THEN ${hmId}::int END, (s.start::timestamp AT TIME ZONE 'UTC') + interval '9 hours'
    FROM generate_series(1, ${jobs}) k
    CROSS JOIN LATERAL (SELECT current_date - 14 - ((${jobs} - k) * 1081 / ${jobs}) AS start) s`);
  await database.db.execute(sql`
    INSERT INTO questions (enterprise_id, user_id, campaign_id, text, "order")
    SELECT ${e}, ${ownerId}, c.id, 'Bench question ' || q, q
    FROM campaigns c, generate_series(1, 5) q WHERE c.enterprise_id = ${e}`);
  const [depth, channel, job, spread, hours, minutes, answered] = [1, 2, 3, 4, 5, 6, 7].map(uniform);
  await database.db.execute(sql`
    INSERT INTO campaign_lines (enterprise_id, campaign_id, status, candidate_email, candidate_first_name, candidate_last_name,
                                channel, self_registered, invited_at, delivered_at, opened_at, consent_at, started_at, answered_count, completed_at)
    SELECT ${e}, c.id,
           CASE WHEN x.depth < 0.45 THEN ${CAMPAIGN_LINE_STATUS.Completed}::smallint WHEN x.depth < 0.60 THEN ${CAMPAIGN_LINE_STATUS.Started}::smallint ELSE ${CAMPAIGN_LINE_STATUS.Invited}::smallint END,
           'c' || x.g || '-${sql.raw(tag)}@bench.candid.test', 'First' || (x.g % 997), 'Last' || x.g,
           x.channel, x.channel IN ('public_link', 'careers'),
           t.invited,
           CASE WHEN x.depth < 0.95 THEN t.invited + interval '1 minute' END,
           CASE WHEN x.depth < 0.75 THEN t.invited + (t.consent - t.invited) / 2 END,
           CASE WHEN x.depth < 0.60 THEN t.consent END,
           CASE WHEN x.depth < 0.60 THEN t.consent END,
           CASE WHEN x.depth < 0.45 THEN 5 WHEN x.depth < 0.60 THEN floor(x.answered * 6) ELSE 0 END,
           CASE WHEN x.depth < 0.45 THEN t.completed END
    FROM (
      SELECT g, ${depth} AS depth, ${answered} AS answered, ${spread} AS spread,
             ${hours} AS hours, ${minutes} AS minutes,
             CASE WHEN ${channel} < 0.55 THEN 'email' WHEN ${channel} < 0.75 THEN 'sms' WHEN ${channel} < 0.85 THEN 'public_link'
                  WHEN ${channel} < 0.93 THEN 'careers' WHEN ${channel} < 0.98 THEN 'job_board' ELSE 'api' END AS channel,
             (floor(${jobs} * power(${job}, 2))::bigint * 7919) % ${jobs} + 1 AS k
      FROM generate_series(1, ${lines}) g
    ) x
    JOIN (SELECT id, created_at, row_number() OVER (ORDER BY id) AS k FROM campaigns WHERE enterprise_id = ${e}) c ON c.k = x.k
    CROSS JOIN LATERAL (
      SELECT c.created_at + x.spread * least(interval '60 days', now() - interval '10 days' - c.created_at) AS invited
    ) i
    CROSS JOIN LATERAL (
      SELECT i.invited,
             i.invited + (1 + 239 * power(x.hours, 3)) * interval '1 hour' AS completed,
             i.invited + (1 + 239 * power(x.hours, 3)) * interval '1 hour' - (5 + 55 * power(x.minutes, 2)) * interval '1 minute' AS consent
    ) t`);
  await database.db.execute(sql`ANALYZE campaigns, questions, campaign_lines`);
  await database.db.execute(sql`
    INSERT INTO candidate_experience_ratings (enterprise_id, campaign_id, campaign_line_id, rating, created_at, updated_at)
    SELECT enterprise_id, campaign_id, id, 1 + id % 5, completed_at + interval '1 minute', completed_at + interval '1 minute'
    FROM campaign_lines WHERE enterprise_id = ${e} AND completed_at IS NOT NULL AND id % 5 = 0`);
}

/** Migration 0028's backfill of funnel_counts, for one enterprise. */
const funnelBackfill = (e: number) => sql`
  SELECT l.enterprise_id, l.campaign_id, funnel_month(l) AS month, l.channel, k.metric, k.key, count(*)::integer AS n
  FROM campaign_lines l CROSS JOIN LATERAL funnel_keys(l) k
  WHERE l.enterprise_id = ${e} AND l.erasing_at IS NULL
  GROUP BY 1, 2, 3, 4, 5, 6`;

/** Migration 0029's backfill of funnel_company_counts (the jobs not deleted), for one enterprise. */
const companyBackfill = (e: number) => sql`
  SELECT f.enterprise_id, f.month, f.channel, f.metric, f.key, sum(f.n)::integer AS n
  FROM funnel_counts f JOIN campaigns c ON c.id = f.campaign_id AND c.enterprise_id = f.enterprise_id AND c.deleted = 0
  WHERE f.enterprise_id = ${e}
  GROUP BY 1, 2, 3, 4, 5`;

/** Builds the rollups of one enterprise's lines in one statement each (migrations 0002, 0028 and 0029). */
async function buildRollups(database: Database, e: number) {
  await database.db.execute(sql`INSERT INTO funnel_counts (enterprise_id, campaign_id, month, channel, metric, key, n) ${funnelBackfill(e)}`);
  await database.db.execute(sql`INSERT INTO funnel_company_counts (enterprise_id, month, channel, metric, key, n) ${companyBackfill(e)}`);
  await database.db.execute(sql`
    INSERT INTO campaign_monthly_counts (enterprise_id, campaign_id, month, invites, interviews)
    SELECT enterprise_id, campaign_id, month, sum(invites)::int, sum(interviews)::int FROM (
      SELECT enterprise_id, campaign_id, date_trunc('month', coalesce(invited_at, created_at) AT TIME ZONE 'UTC')::date AS month, 1 AS invites, 0 AS interviews
      FROM campaign_lines WHERE enterprise_id = ${e}
      UNION ALL
      SELECT enterprise_id, campaign_id, date_trunc('month', completed_at AT TIME ZONE 'UTC')::date, 0, 1
      FROM campaign_lines WHERE enterprise_id = ${e} AND completed_at IS NOT NULL
    ) AS x GROUP BY enterprise_id, campaign_id, month`);
}

/** Fails loudly unless the rollup counts every line once, and (when kept by the trigger) equals the backfill. */
async function checkRollup(database: Database, e: number, lines: number, viaTrigger: boolean) {
  const [{ total }] = await rows<{ total: number }>(
    database,
    sql`SELECT coalesce(sum(n), 0)::int AS total FROM funnel_counts WHERE enterprise_id = ${e} AND metric = 1`,
  );
  if (total !== lines) throw new Error(`funnel_counts counts ${total} lines at stage 1 for enterprise ${e}, not ${lines}`);
  if (!viaTrigger) return;
  const [{ differing }] = await rows<{ differing: number }>(
    database,
    sql`
    WITH kept AS (SELECT enterprise_id, campaign_id, month, channel, metric, key, n FROM funnel_counts WHERE enterprise_id = ${e} AND n <> 0),
         backfill AS (${funnelBackfill(e)})
    SELECT ((SELECT count(*) FROM (SELECT * FROM kept EXCEPT SELECT * FROM backfill) a)
          + (SELECT count(*) FROM (SELECT * FROM backfill EXCEPT SELECT * FROM kept) b))::int AS differing`,
  );
  if (differing !== 0) throw new Error(`the trigger's funnel_counts differ from the backfill's in ${differing} rows (enterprise ${e})`);
  const [{ differingCompany }] = await rows<{ differingCompany: number }>(
    database,
    sql`
    WITH kept AS (SELECT enterprise_id, month, channel, metric, key, n FROM funnel_company_counts WHERE enterprise_id = ${e} AND n <> 0),
         backfill AS (${companyBackfill(e)})
    SELECT ((SELECT count(*) FROM (SELECT * FROM kept EXCEPT SELECT * FROM backfill) a)
          + (SELECT count(*) FROM (SELECT * FROM backfill EXCEPT SELECT * FROM kept) b))::int AS "differingCompany"`,
  );
  if (differingCompany !== 0) throw new Error(`the trigger's funnel_company_counts differ from the backfill's in ${differingCompany} rows (enterprise ${e})`);
}

/**
 * One enterprise (owner and hiring manager) with `lines` candidate lines over lines / 500 jobs
 * (at least 20). With `viaTrigger` false the lines go in with the user triggers off and the
 * rollups are built after, in one statement each.
 */
async function seed(database: Database, lines: number, tag: string, viaTrigger: boolean): Promise<Seeded> {
  const started = Date.now();
  const passwordHash = await hashSecret(PASSWORD);
  const [enterprise] = await database.db.insert(enterprises).values({ name: `Bench ${tag}` }).returning();
  const e = enterprise.id;
  const member = (accessLevel: number, name: string) => ({
    enterpriseId: e,
    firstName: name,
    lastName: 'Bench',
    email: `${name.toLowerCase()}-${tag}@bench.candid.test`,
    accessLevel,
    passwordHash,
  });
  const [owner, hm] = await database.db
    .insert(users)
    .values([member(ACCESS_LEVEL.Owner, 'Owner'), member(ACCESS_LEVEL.HiringManager, 'Manager')])
    .returning();
  const jobs = Math.max(20, Math.round(lines / 500));
  if (viaTrigger) {
    await insertJobsAndLines(database, e, owner.id, hm.id, lines, jobs, tag);
  } else {
    // USER: every trigger on the table but the foreign keys' (campaign_lines_funnel, campaign_lines_rollup).
    await database.db.execute(sql`ALTER TABLE campaign_lines DISABLE TRIGGER USER`);
    try {
      await insertJobsAndLines(database, e, owner.id, hm.id, lines, jobs, tag);
    } finally {
      await database.db.execute(sql`ALTER TABLE campaign_lines ENABLE TRIGGER USER`);
    }
    await buildRollups(database, e);
  }
  // As autovacuum would have by then: statistics and the visibility map (index-only scans).
  await database.db.execute(sql`VACUUM ANALYZE`);
  await checkRollup(database, e, lines, viaTrigger);
  const [biggest] = await rows<{ id: number; lines: number }>(
    database,
    sql`SELECT campaign_id AS id, sum(n)::int AS lines FROM funnel_counts WHERE enterprise_id = ${e} AND metric = 1
        GROUP BY campaign_id ORDER BY 2 DESC LIMIT 1`,
  );
  const [{ n: funnelRows }] = await rows<{ n: number }>(database, sql`SELECT count(*)::int AS n FROM funnel_counts WHERE enterprise_id = ${e}`);
  return {
    enterpriseId: e,
    ownerEmail: owner.email,
    hmEmail: hm.email,
    lines,
    jobs,
    seconds: (Date.now() - started) / 1000,
    biggestJob: biggest,
    funnelRows,
  };
}

type App = Awaited<ReturnType<typeof buildApp>>;

/** Signs in through /api/token and answers the session cookie the web app would send. */
async function signIn(app: App, email: string): Promise<Record<string, string>> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `username=${encodeURIComponent(email)}&password=${encodeURIComponent(PASSWORD)}&grant_type=password`,
  });
  const session = res.cookies.find((c) => c.name === SESSION_COOKIE);
  if (res.statusCode !== 200 || !session) throw new Error(`sign-in failed for ${email}: ${res.statusCode} ${res.body}`);
  return { cookie: `${SESSION_COOKIE}=${session.value}` };
}

interface Call {
  name: string;
  url: (s: Seeded) => string;
  as: 'owner' | 'hm';
}

/** YYYY-MM-DD of today (UTC) moved back by `months`. */
function monthsAgo(months: number): string {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
}

function calls(): Call[] {
  const today = new Date().toISOString().slice(0, 10);
  const range = (months: number) => `/api/Dashboard/Funnel?startDate=${monthsAgo(months)}&endDate=${today}`;
  return [
    { name: 'Campaign/:id/Funnel (biggest job)', url: (s) => `/api/Campaign/${s.biggestJob.id}/Funnel`, as: 'owner' },
    { name: 'Dashboard/Funnel (12 months)', url: () => range(11), as: 'owner' },
    { name: 'Dashboard/Funnel (3 years)', url: () => range(35), as: 'owner' },
    { name: 'Dashboard/Funnel (12 months, hiring manager)', url: () => range(11), as: 'hm' },
  ];
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Sequential calls alternating between the targets (one per enterprise): p50 and p99 of each's wall time. */
async function measure(app: App, targets: { url: string; headers: Record<string, string> }[]) {
  const times = targets.map(() => [] as number[]);
  for (let i = 0; i < WARMUP + REPEAT; i++) {
    for (const [k, { url, headers }] of targets.entries()) {
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url, headers });
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
      if (i >= WARMUP) times[k].push(performance.now() - t0);
    }
  }
  return times.map((t) => {
    t.sort((a, b) => a - b);
    return { p50: percentile(t, 50), p99: percentile(t, 99) };
  });
}

/** The biggest job's funnel through the API must count its candidates (the rollup is the one the server reads). */
async function checkJobFunnel(app: App, s: Seeded, headers: Record<string, string>) {
  const res = await app.inject({ method: 'GET', url: `/api/Campaign/${s.biggestJob.id}/Funnel`, headers });
  const invited = (res.json() as { data?: { stages?: { count: number }[] } }).data?.stages?.[0]?.count;
  if (res.statusCode !== 200 || invited !== s.biggestJob.lines) {
    throw new Error(`job ${s.biggestJob.id}'s funnel counts ${invited} invited, not ${s.biggestJob.lines} (${res.statusCode})`);
  }
}

async function adminQuery(adminUrl: string, text: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

type Figures = Map<string, { p50: number; p99: number }[]>;

export async function funnelBench() {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  const engine = adminUrl ? 'PostgreSQL' : 'PGlite';
  let databaseUrl: string | undefined;
  let dataDir: string | undefined;
  if (adminUrl) {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
    await adminQuery(adminUrl, `CREATE DATABASE ${DB_NAME}`);
    const u = new URL(adminUrl);
    u.pathname = `/${DB_NAME}`;
    databaseUrl = u.toString();
  } else {
    // On disk, not in memory: 1M lines and their indexes do not fit PGlite's WebAssembly memory.
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'candid-bench-funnel-'));
  }
  const database = await openDatabase({ url: databaseUrl, dataDir });
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_AUTH_MAX: '100000',
    SEED_DEMO: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir! }),
  });
  const app = await buildApp(config, { database, startWorkers: false });
  const figures: Figures = new Map();
  const seeded: Seeded[] = [];
  try {
    for (const [i, [lines, viaTrigger]] of ([[LINES, false], [SMALL_LINES, true]] as const).entries()) {
      process.stdout.write(`${engine}: seeding an enterprise with ${lines} campaign lines${viaTrigger ? ' (through the triggers)' : ''}... `);
      seeded.push(await seed(database, lines, `f${i}`, viaTrigger));
      const s = seeded[i];
      console.log(`${s.seconds.toFixed(1)} s (${s.jobs} jobs, ${s.funnelRows} funnel_counts rows, biggest job ${s.biggestJob.lines} lines)`);
    }
    const sessions = await Promise.all(seeded.map(async (s) => ({ owner: await signIn(app, s.ownerEmail), hm: await signIn(app, s.hmEmail) })));
    for (const [k, s] of seeded.entries()) await checkJobFunnel(app, s, sessions[k].owner);
    for (const call of calls()) {
      figures.set(call.name, await measure(app, seeded.map((s, k) => ({ url: call.url(s), headers: sessions[k][call.as] }))));
    }
  } finally {
    await app.close();
    await database.close();
    // BENCH_KEEP=1 keeps the database for looking at query plans (dropped at the next run's start).
    if (adminUrl && !process.env.BENCH_KEEP) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  report(seeded, figures, engine);
}

function report(seeded: Seeded[], figures: Figures, engine: string) {
  const ms = (x: number) => `${x.toFixed(1)} ms`;
  console.log(`\nfunnel benchmark: ${REPEAT} sequential calls each (after ${WARMUP} warm-up), app.inject on ${engine}`);
  for (const s of seeded) console.log(`  ${s.lines} lines: seeded in ${s.seconds.toFixed(1)} s, ${s.funnelRows} funnel_counts rows`);
  console.log(['call'.padEnd(48), ...seeded.map((s) => `${s.lines} lines p50 / p99`.padStart(30))].join(''));
  for (const [name, perEnterprise] of figures) {
    console.log(`${name.padEnd(48)}${perEnterprise.map((f) => `${ms(f.p50)} / ${ms(f.p99)}`.padStart(30)).join('')}`);
  }
  let failed = false;
  console.log(`\ntargets at ${seeded[0].lines} lines (${engine}):`);
  for (const [name, [big]] of figures) {
    const ok = big.p99 < P99_MS;
    if (!ok) failed = true;
    console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${name}: p99 ${ms(big.p99)} (< ${P99_MS} ms)`);
  }
  console.log(failed ? `\nfunnel benchmark (${engine}): FAIL` : `\nfunnel benchmark (${engine}): PASS`);
  if (failed) process.exitCode = 1;
}
