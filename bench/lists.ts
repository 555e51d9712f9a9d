import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config';
import { buildApp } from '../apps/server/src/app';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { seedDemo } from '../apps/server/src/seed/demo';
import { startServer } from './server';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const SIZES = (process.env.BENCH_SIZES ?? '10000,1000000').split(',').map(Number);
const EMAIL = 'owner@demo.candid.test';
const PASSWORD = 'Candid-demo-1';

/** PostgreSQL when one is reachable (or BENCH_DATABASE_URL is set), else PGlite. */
async function pickEngine(): Promise<{ adminUrl?: string }> {
  if (process.env.BENCH_ENGINE === 'pglite') return {};
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const c = new pg.Client({ connectionString: url });
  try {
    await c.connect();
    await c.end();
    return { adminUrl: url };
  } catch {
    return {};
  }
}

/**
 * Generates `size` jobs for the demo enterprise (dates spread over five years) and `size`
 * questions (ten per job for the first size/10 jobs), with SQL generate_series.
 */
async function generate(database: Database, enterpriseId: number, userId: number, size: number) {
  const { db } = database;
  await db.execute(sql`
    INSERT INTO campaigns (enterprise_id, user_id, name, job_title, start_date, end_date, status)
    SELECT ${enterpriseId}, ${userId}, 'Generated job ' || g, 'Generated job ' || g,
           date '2022-01-01' + (g % 1825), date '2022-01-01' + (g % 1825) + 30, 100
    FROM generate_series(1, ${size}) g`);
  await db.execute(sql`
    INSERT INTO questions (enterprise_id, user_id, campaign_id, text, "order")
    SELECT ${enterpriseId}, ${userId}, c.id, 'Question ' || q || ' for ' || c.name, q
    FROM (SELECT id, name FROM campaigns WHERE enterprise_id = ${enterpriseId} ORDER BY id LIMIT ${Math.ceil(size / 10)}) c,
         generate_series(0, 9) q`);
  await db.execute(sql`ANALYZE`);
}

async function measure(url: string, headers: Record<string, string>) {
  const r = await autocannon({ url, headers, connections: 10, duration: DURATION });
  return { rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx };
}

async function benchSize(size: number, adminUrl?: string) {
  const name = `candid_bench_${size}`;
  let databaseUrl: string | undefined;
  let dataDir: string | undefined;
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
  } else {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'candid-bench-lists-'));
  }

  // Migrate and seed the demo enterprise in-process, then generate the rows.
  const started = Date.now();
  const database = await openDatabase({ url: databaseUrl, dataDir });
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir! }) });
  const app = await buildApp(config, { database, startWorkers: false });
  await seedDemo(app.ctx);
  const rows = await database.db.execute(sql`SELECT id, enterprise_id FROM users WHERE email = ${EMAIL}`);
  const owner = (rows as unknown as { rows: Array<{ id: number; enterprise_id: number }> }).rows[0];
  await generate(database, owner.enterprise_id, owner.id, size);
  await app.close();
  await database.close();
  const seeded = ((Date.now() - started) / 1000).toFixed(0);

  const server = await startServer({ ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), SEED_DEMO: 'false' }, dataDir);
  try {
    const login = await fetch(`${server.url}/api/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `username=${encodeURIComponent(EMAIL)}&password=${PASSWORD}&grant_type=password`,
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const headers = { authorization: `Bearer ${token}` };
    // A cursor from the middle of the list, to show deep pages cost the same as the first.
    let cursor: string | null = null;
    const middle = await (await fetch(`${server.url}/api/Campaign?sort=startDate&dir=asc&limit=100`, { headers })).json();
    cursor = (middle as { nextCursor: string | null }).nextCursor;
    for (let i = 0; i < 3 && cursor; i++) {
      const page = (await (await fetch(`${server.url}/api/Campaign?sort=startDate&dir=asc&limit=100&cursor=${cursor}`, { headers })).json()) as { nextCursor: string | null };
      cursor = page.nextCursor;
    }
    const question = await (await fetch(`${server.url}/api/Campaign?sort=created&dir=asc&limit=1`, { headers })).json();
    const firstJob = (question as { data: Array<{ pk_Campaign_ID: number }> }).data[0].pk_Campaign_ID;
    return {
      size,
      seeded,
      engine: databaseUrl ? 'PostgreSQL' : 'PGlite',
      list: await measure(`${server.url}/api/Campaign?sort=startDate&dir=desc&limit=25`, headers),
      deep: await measure(`${server.url}/api/Campaign?sort=startDate&dir=asc&limit=25&cursor=${cursor}`, headers),
      questions: await measure(`${server.url}/api/QuestionGetPerCampaign/Getquestions/${firstJob}`, headers),
    };
  } finally {
    await server.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    if (adminUrl) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
}

/**
 * The job list (first page and a deep keyset page) and a job's question list, p99 at 10k
 * and 1M rows in the campaigns and questions tables. Keyset pagination should make the
 * 1M figures close to the 10k ones.
 */
export async function listsBench() {
  const { adminUrl } = await pickEngine();
  const results = [];
  for (const size of SIZES) results.push(await benchSize(size, adminUrl));
  console.log(`\nlist benchmark (${DURATION} s each, 10 connections, production server on ${results[0]?.engine})`);
  console.log('rows        seed s   GET /Campaign p99   deep page p99   questions p99   (req/s)');
  for (const r of results) {
    console.log(
      `${String(r.size).padEnd(10)} ${r.seeded.padStart(7)} ${`${r.list.p99} ms`.padStart(19)} ${`${r.deep.p99} ms`.padStart(15)} ${`${r.questions.p99} ms`.padStart(15)}   (${r.list.rps.toFixed(0)} / ${r.deep.rps.toFixed(0)} / ${r.questions.rps.toFixed(0)})`,
    );
  }
  if (results.length === 2) {
    const [small, big] = results;
    const ratio = (a: number, b: number) => (b / Math.max(a, 1)).toFixed(2);
    console.log(
      `ratio ${big.size}/${small.size}: list ${ratio(small.list.p99, big.list.p99)}x, deep page ${ratio(small.deep.p99, big.deep.p99)}x, questions ${ratio(small.questions.p99, big.questions.p99)}x (target: within 1.5x)`,
    );
  }
}
