import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { ACCESS_LEVEL } from '@candid/shared';
import { loadConfig } from '../apps/server/src/config';
import { buildApp } from '../apps/server/src/app';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { enterprises, users } from '../apps/server/src/db/schema/index';
import { hashSecret } from '../apps/server/src/platform/crypto';
import { encodeCursor } from '../apps/server/src/modules/campaigns/cursor';

/*
 * `npm run bench -- review`: the dashboard's calls and the candidate list (issue 5) for an
 * enterprise with 10k and with 1M campaign lines. On PostgreSQL (BENCH_DATABASE_URL) it creates
 * its own database and drops it at the end; without it, PGlite at a smaller scale.
 * Both enterprises live in the one database (as tenants do); calls alternate between them so that
 * whatever else the machine does weighs on every size alike. Targets: every dashboard call under
 * 100 ms p99 at the largest size, and the candidate list p99 at the largest size within 1.5x of the
 * smallest. BENCH_SIZES, BENCH_REPEAT and BENCH_KEEP (keep the database) adjust a run.
 */

const REPEAT = Number(process.env.BENCH_REPEAT ?? 200);
const WARMUP = 20;
const PASSWORD = 'Bench-review-1';
const DB_NAME = 'candid_bench_review';
const DASHBOARD_P99_MS = 100;
const LIST_RATIO = 1.5;

interface Seeded {
  enterpriseId: number;
  ownerEmail: string;
  hmEmail: string;
  lines: number;
  jobs: number;
  seconds: number;
  biggestActiveJob: number;
  middleLineId: number;
  /** Searched by the "rare term" call: the local part of one candidate's email, unique in the enterprise. */
  rareTerm: string;
}

/**
 * One enterprise with `size` campaign lines over `size / 500` jobs (at least 20) spread over
 * three years (the newest ~5% active), skewed so the newest jobs are the biggest; 5 questions
 * per job; 60% of candidates completed, a quarter of those with two answers, one in twenty
 * rated by two reviewers. A tenth of the jobs belong to a hiring manager. All in SQL
 * (generate_series), not row by row.
 */
async function seed(database: Database, size: number, tag: string): Promise<Seeded> {
  const { db } = database;
  const started = Date.now();
  const passwordHash = await hashSecret(PASSWORD);
  const [enterprise] = await db.insert(enterprises).values({ name: `Bench ${tag}` }).returning();
  const e = enterprise.id;
  const member = (level: number, name: string) => ({
    enterpriseId: e,
    firstName: name,
    lastName: 'Bench',
    email: `${name.toLowerCase()}-${tag}@bench.candid.test`,
    accessLevel: level,
    passwordHash,
  });
  const [owner, admin, hm] = await db
    .insert(users)
    .values([member(ACCESS_LEVEL.Owner, 'Owner'), member(ACCESS_LEVEL.Admin, 'Admin'), member(ACCESS_LEVEL.HiringManager, 'Manager')])
    .returning();
  const jobs = Math.max(20, Math.round(size / 500));
  await db.execute(sql`
    INSERT INTO campaigns (enterprise_id, user_id, name, job_title, start_date, end_date, status, hiring_manager_user_id, created_at)
    SELECT ${e}, ${owner.id}, 'Bench job ' || k, 'Bench job ' || k, s.start, s.start + 60,
           CASE WHEN k % 17 = 0 THEN 1 ELSE 100 END,
           CASE WHEN k % 10 = 0 THEN ${hm.id}::int END,
           (s.start::timestamp AT TIME ZONE 'UTC') + interval '9 hours'
    FROM generate_series(1, ${jobs}) k
    CROSS JOIN LATERAL (SELECT current_date - ((${jobs} - k) * 1095 / ${jobs}) AS start) s`);
  await db.execute(sql`
    INSERT INTO questions (enterprise_id, user_id, campaign_id, text, "order")
    SELECT ${e}, ${owner.id}, c.id, 'Bench question ' || q, q
    FROM campaigns c, generate_series(1, 5) q WHERE c.enterprise_id = ${e}`);
  // The rollup trigger is off for the bulk insert and the rollup is rebuilt in one statement
  // below (as migration 0002 does); the figures are checked against the lines afterwards.
  await db.execute(sql`ALTER TABLE campaign_lines DISABLE TRIGGER campaign_lines_rollup`);
  try {
    await db.execute(sql`
      INSERT INTO campaign_lines (enterprise_id, campaign_id, status, candidate_email, candidate_first_name, candidate_last_name,
                                  invited_at, consent_at, started_at, completed_at)
      SELECT ${e}, c.id,
             CASE WHEN g % 5 < 3 THEN (CASE WHEN g % 7 = 0 THEN 3 + g % 4 ELSE 2 END) WHEN g % 5 = 3 THEN 1 ELSE 0 END,
             'cand' || g || '-${sql.raw(tag)}@bench.candid.test', 'First' || (g % 997), 'Last' || g,
             i.inv,
             CASE WHEN g % 5 < 4 THEN i.inv + interval '1 hour' END,
             CASE WHEN g % 5 < 4 THEN i.inv + interval '1 hour' END,
             CASE WHEN g % 5 < 3 THEN least(i.inv + interval '2 days', now() - (s.g % 86400) * interval '1 second') END
      FROM (
        SELECT g, ${jobs} - floor(${jobs} * power(((g::bigint * 2654435761) % 4294967296) / 4294967296.0, 2))::int AS k
        FROM generate_series(1, ${size}) g
      ) s
      JOIN (SELECT id, start_date, row_number() OVER (ORDER BY id) AS k FROM campaigns WHERE enterprise_id = ${e}) c ON c.k = s.k
      CROSS JOIN LATERAL (
        SELECT least((c.start_date::timestamp AT TIME ZONE 'UTC') + (s.g % 30) * interval '1 day' + (s.g % 86400) * interval '1 second', now() - interval '3 days' - (s.g % 86400) * interval '1 second') AS inv
      ) i`);
  } finally {
    await db.execute(sql`ALTER TABLE campaign_lines ENABLE TRIGGER campaign_lines_rollup`);
  }
  // Fresh statistics before the inserts that join on the new rows.
  await db.execute(sql`ANALYZE campaigns, questions, campaign_lines`);
  await db.execute(sql`
    INSERT INTO campaign_monthly_counts (enterprise_id, campaign_id, month, invites, interviews)
    SELECT enterprise_id, campaign_id, month, sum(invites)::int, sum(interviews)::int FROM (
      SELECT enterprise_id, campaign_id, date_trunc('month', coalesce(invited_at, created_at) AT TIME ZONE 'UTC')::date AS month, 1 AS invites, 0 AS interviews
      FROM campaign_lines WHERE enterprise_id = ${e}
      UNION ALL
      SELECT enterprise_id, campaign_id, date_trunc('month', completed_at AT TIME ZONE 'UTC')::date, 0, 1
      FROM campaign_lines WHERE enterprise_id = ${e} AND completed_at IS NOT NULL
    ) AS x GROUP BY enterprise_id, campaign_id, month`);
  await db.execute(sql`
    INSERT INTO question_responses (enterprise_id, campaign_id, campaign_line_id, question_id, attempt, status, mp4_key, poster_key, duration_ms, mime_type, size_bytes)
    SELECT l.enterprise_id, l.campaign_id, l.id, q.id, 1, 2, 'bench/' || l.id || '-' || q.id || '.mp4', 'bench/' || l.id || '-' || q.id || '.jpg', 30000, 'video/mp4', 1000000
    FROM campaign_lines l
    JOIN questions q ON q.enterprise_id = l.enterprise_id AND q.campaign_id = l.campaign_id AND q."order" <= 2
    WHERE l.enterprise_id = ${e} AND l.completed_at IS NOT NULL AND l.id % 4 = 0`);
  await db.execute(sql`ANALYZE question_responses`);
  await db.execute(sql`
    INSERT INTO candidate_ratings (enterprise_id, campaign_id, campaign_line_id, user_id, rating)
    SELECT l.enterprise_id, l.campaign_id, l.id, u.id, 1 + (l.id / 20 + u.id) % 5
    FROM campaign_lines l CROSS JOIN (VALUES (${owner.id}::int), (${admin.id}::int)) AS u(id)
    WHERE l.enterprise_id = ${e} AND l.completed_at IS NOT NULL AND l.id % 20 = 0`);
  await db.execute(sql`
    INSERT INTO question_response_ratings (enterprise_id, campaign_id, campaign_line_id, question_response_id, user_id, rating)
    SELECT r.enterprise_id, r.campaign_id, r.campaign_line_id, r.id, ${owner.id}, 1 + r.id % 5
    FROM question_responses r WHERE r.enterprise_id = ${e} AND r.campaign_line_id % 20 = 0`);
  // As autovacuum would have by then: statistics and the visibility map (index-only scans).
  await db.execute(sql`VACUUM ANALYZE`);

  const one = async <T>(q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: T[] }).rows[0];
  const check = await one<{ lines: number; done: number; invites: number; interviews: number }>(sql`
    SELECT (SELECT count(*) FROM campaign_lines WHERE enterprise_id = ${e})::int AS lines,
           (SELECT count(*) FROM campaign_lines WHERE enterprise_id = ${e} AND completed_at IS NOT NULL)::int AS done,
           (SELECT sum(invites) FROM campaign_monthly_counts WHERE enterprise_id = ${e})::int AS invites,
           (SELECT sum(interviews) FROM campaign_monthly_counts WHERE enterprise_id = ${e})::int AS interviews`);
  if (check.lines !== size || check.invites !== check.lines || check.interviews !== check.done) {
    throw new Error(`seeding went wrong: ${JSON.stringify(check)}`);
  }
  const biggest = await one<{ id: number }>(sql`
    SELECT c.id FROM campaigns c JOIN campaign_monthly_counts m ON m.enterprise_id = c.enterprise_id AND m.campaign_id = c.id
    WHERE c.enterprise_id = ${e} AND c.end_date >= current_date GROUP BY c.id ORDER BY sum(m.invites) DESC LIMIT 1`);
  const middle = await one<{ id: number }>(sql`
    SELECT id FROM campaign_lines WHERE enterprise_id = ${e} ORDER BY id OFFSET ${Math.floor(size / 2)} LIMIT 1`);
  return {
    enterpriseId: e,
    ownerEmail: owner.email,
    hmEmail: hm.email,
    lines: size,
    jobs,
    seconds: (Date.now() - started) / 1000,
    biggestActiveJob: Number(biggest.id),
    middleLineId: Number(middle.id),
    rareTerm: `cand${Math.floor(size / 2)}-${tag}`,
  };
}

async function signIn(base: string, email: string) {
  const res = await fetch(`${base}/api/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `username=${encodeURIComponent(email)}&password=${encodeURIComponent(PASSWORD)}&grant_type=password`,
  });
  if (!res.ok) throw new Error(`sign-in failed for ${email}: ${res.status} ${await res.text()}`);
  const { access_token: token } = (await res.json()) as { access_token: string };
  return { authorization: `Bearer ${token}` };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Sequential calls through HTTP, alternating between the enterprises (so that whatever else the
 * machine does weighs on every size alike): p50 and p99 of the wall time of each, per enterprise.
 */
async function measure(targets: { url: string; headers: Record<string, string> }[]) {
  const times = targets.map(() => [] as number[]);
  for (let i = 0; i < WARMUP + REPEAT; i++) {
    for (const [k, { url, headers }] of targets.entries()) {
      const t0 = performance.now();
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
      if (i >= WARMUP) times[k].push(performance.now() - t0);
    }
  }
  return times.map((t) => {
    t.sort((a, b) => a - b);
    return { p50: percentile(t, 50), p99: percentile(t, 99) };
  });
}

type Kind = 'dashboard' | 'list';
interface Call {
  name: string;
  kind: Kind;
  path: string;
  as: 'owner' | 'hm';
}

function calls(s: Seeded): Call[] {
  const e = s.enterpriseId;
  const today = new Date().toISOString().slice(0, 10);
  const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4, 8)}01`;
  const fiveYearsAgo = `${Number(today.slice(0, 4)) - 5}${today.slice(4)}`;
  const deep = encodeCursor('0000-00-00', s.middleLineId);
  const d = (name: string, p: string, as: 'owner' | 'hm' = 'owner'): Call => ({ name, kind: 'dashboard', path: p, as });
  const l = (name: string, p: string, as: 'owner' | 'hm' = 'owner'): Call => ({ name, kind: 'list', path: p, as });
  return [
    d('Dashboard/Summary', '/api/Dashboard/Summary'),
    d('Dashboard/Summary (hiring manager)', '/api/Dashboard/Summary', 'hm'),
    d('Interview/GetLatestInterviews', `/api/Interview/GetLatestInterviews/1/${e}`),
    d('Interview/GetLatestInterviews (hiring manager)', `/api/Interview/GetLatestInterviews/1/${e}`, 'hm'),
    d('Campaign/GetTopSixActiveCampaigns', `/api/Campaign/GetTopSixActiveCampaigns?enterprise_ID=${e}`),
    d('Dashboard/GetAllActiveCampaign', `/api/Dashboard/GetAllActiveCampaign?enterprise_ID=${e}`),
    d('Dashboard/GetTopFiveCandidateByCampaignId', `/api/Dashboard/GetTopFiveCandidateByCampaignId?CampaignId=${s.biggestActiveJob}`),
    d('Campaign/GetCampaignsPerMonth (12 months)', `/api/Campaign/GetCampaignsPerMonth/${yearAgo}/${today}/${e}`),
    d('CampaignLine/GetInvitesPerMonth (5 years)', `/api/CampaignLine/GetInvitesPerMonth/${fiveYearsAgo}/${today}/${e}`),
    d('Interview/GetInterviewsPerMonth (5 years)', `/api/Interview/GetInterviewsPerMonth/${fiveYearsAgo}/${today}/${e}`),
    d('Interview/GetInterviewsPerMonth (hiring manager)', `/api/Interview/GetInterviewsPerMonth/${fiveYearsAgo}/${today}/${e}`, 'hm'),
    l('CampaignLine first page', '/api/CampaignLine?limit=25'),
    l('CampaignLine deep keyset page', `/api/CampaignLine?limit=25&cursor=${deep}`),
    l('CampaignLine biggest job, first page', `/api/CampaignLine?campaignId=${s.biggestActiveJob}&limit=25`),
    l('CampaignLine status 2, first page', '/api/CampaignLine?status=2&limit=25'),
    l('CampaignLine first page (hiring manager)', '/api/CampaignLine?limit=25', 'hm'),
    // One candidate out of all the lines (the trigram index finds it), and a term one line in
    // nine matches (First1, First10-19, First100-199: the newest-first walk stops at the page).
    l('CampaignLine search, rare term', `/api/CampaignLine?limit=25&searchText=${s.rareTerm}`),
    l('CampaignLine search, common term', '/api/CampaignLine?limit=25&searchText=FIRST1'),
  ];
}

interface Result {
  seeded: Seeded;
  figures: Map<string, { kind: Kind; p50: number; p99: number }>;
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

export async function reviewBench() {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  const sizes = (process.env.BENCH_SIZES ?? (adminUrl ? '10000,1000000' : '10000,100000')).split(',').map(Number);
  let databaseUrl: string | undefined;
  let dataDir: string | undefined;
  if (adminUrl) {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
    await adminQuery(adminUrl, `CREATE DATABASE ${DB_NAME}`);
    const u = new URL(adminUrl);
    u.pathname = `/${DB_NAME}`;
    databaseUrl = u.toString();
  } else {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'candid-bench-review-'));
    console.log(
      `\nNOTE: BENCH_DATABASE_URL is not set, so this runs on embedded PGlite at a smaller scale (${sizes.join(', ')} lines).` +
        '\nThe targets are for PostgreSQL at 1M lines: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench -- review',
    );
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
  const results: Result[] = [];
  try {
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const seeded: Seeded[] = [];
    for (const [i, size] of sizes.entries()) {
      process.stdout.write(`seeding an enterprise with ${size} campaign lines... `);
      seeded.push(await seed(database, size, `r${i}`));
      console.log(`${seeded[i].seconds.toFixed(1)} s (${seeded[i].jobs} jobs)`);
    }
    const sessions = await Promise.all(seeded.map(async (s) => ({ owner: await signIn(base, s.ownerEmail), hm: await signIn(base, s.hmEmail) })));
    for (const s of seeded) results.push({ seeded: s, figures: new Map() });
    const perSize = seeded.map(calls);
    for (const [c, call] of perSize[0].entries()) {
      const figures = await measure(perSize.map((cs, k) => ({ url: `${base}${cs[c].path}`, headers: sessions[k][call.as] })));
      figures.forEach((f, k) => results[k].figures.set(call.name, { kind: call.kind, ...f }));
    }
  } finally {
    await app.close();
    await database.close();
    // BENCH_KEEP=1 keeps the database for looking at query plans (dropped at the next run's start).
    if (adminUrl && !process.env.BENCH_KEEP) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  report(results, adminUrl ? 'PostgreSQL' : 'PGlite');
}

function report(results: Result[], engine: string) {
  const ms = (x: number) => `${x.toFixed(1)} ms`;
  console.log(`\nreview benchmark: ${REPEAT} sequential calls each (after ${WARMUP} warm-up), in-process server on ${engine}`);
  const header = ['call'.padEnd(48), ...results.map((r) => `${r.seeded.lines} lines p50 / p99`.padStart(30))].join('');
  console.log(header);
  for (const name of results[0].figures.keys()) {
    const cells = results.map((r) => {
      const f = r.figures.get(name)!;
      return `${ms(f.p50)} / ${ms(f.p99)}`.padStart(30);
    });
    console.log(`${name.padEnd(48)}${cells.join('')}`);
  }
  const small = results[0];
  const big = results.at(-1)!;
  let failed = false;
  const verdict = (ok: boolean) => {
    if (!ok) failed = true;
    return ok ? 'PASS' : 'FAIL';
  };
  console.log(`\ntargets at ${big.seeded.lines} lines:`);
  for (const [name, f] of big.figures) {
    if (f.kind === 'dashboard') console.log(`  ${verdict(f.p99 < DASHBOARD_P99_MS)}  ${name}: p99 ${ms(f.p99)} (< ${DASHBOARD_P99_MS} ms)`);
  }
  if (results.length > 1) {
    for (const [name, f] of big.figures) {
      if (f.kind !== 'list') continue;
      const ratio = f.p99 / small.figures.get(name)!.p99;
      console.log(
        `  ${verdict(ratio <= LIST_RATIO)}  ${name}: p99 ${big.seeded.lines}/${small.seeded.lines} = ${ratio.toFixed(2)}x (${ms(small.figures.get(name)!.p99)} → ${ms(f.p99)}; ≤ ${LIST_RATIO}x)`,
      );
    }
  }
  console.log(failed ? '\nreview benchmark: FAIL' : '\nreview benchmark: PASS');
  if (failed) process.exitCode = 1;
}
