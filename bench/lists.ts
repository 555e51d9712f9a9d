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
import { encodeCursor } from '../apps/server/src/modules/campaigns/cursor';
import { DEMO_EMAIL, DEMO_PASSWORD, demoToken } from './demo';
import { reachablePostgres } from './postgres';
import { startServer } from './server';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const SIZES = (process.env.BENCH_SIZES ?? '10000,1000000').split(',').map(Number);
/** Where the deep page starts, as a share of the owner's jobs in the list's order. */
const DEEP_AT = 0.9;
const PAGE = 25;

/**
 * Generates `size` jobs for the demo enterprise (dates spread over five years) and `size`
 * questions (ten per job for the first size/10 jobs), with SQL generate_series.
 */
async function generate(database: Database, enterpriseId: number, userId: number, size: number) {
  const { db } = database;
  await db.execute(sql`
    INSERT INTO campaigns (enterprise_id, user_id, name, job_title, start_date, end_date, status, public_link_token)
    SELECT ${enterpriseId}, ${userId}, 'Generated job ' || g, 'Generated job ' || g,
           date '2022-01-01' + (g % 1825), date '2022-01-01' + (g % 1825) + 30, 100, 'bench-link-' || g
    FROM generate_series(1, ${size}) g`);
  await db.execute(sql`
    INSERT INTO questions (enterprise_id, user_id, campaign_id, text, "order")
    SELECT ${enterpriseId}, ${userId}, c.id, 'Question ' || q || ' for ' || c.name, q
    FROM (SELECT id, name FROM campaigns WHERE enterprise_id = ${enterpriseId} ORDER BY id LIMIT ${Math.ceil(size / 10)}) c,
         generate_series(0, 9) q`);
  await db.execute(sql`ANALYZE`);
}

interface Figures {
  rps: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function measure(url: string, headers: Record<string, string>): Promise<Figures> {
  const r = await autocannon({ url, headers, connections: 10, duration: DURATION });
  return { rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}

/**
 * The keyset cursor the server hands out for the page ending at row `DEEP_AT` of the owner's live
 * jobs sorted by start date ascending (the id breaking ties, as listCampaigns sorts), so the deep
 * page is rows DEEP_AT·n + 1 … + PAGE whatever the size; also the id of that page's first row.
 */
async function deepCursor(database: Database, enterpriseId: number) {
  type Rows<T> = { rows: T[] };
  const visible = sql`enterprise_id = ${enterpriseId} AND deleted = 0`;
  const counted = (await database.db.execute(sql`SELECT count(*)::int AS total FROM campaigns WHERE ${visible}`)) as unknown as Rows<{ total: number }>;
  const total = counted.rows[0].total;
  const before = Math.floor(total * DEEP_AT);
  // The last row before the deep page, and the deep page's first.
  const rows = (await database.db.execute(
    sql`SELECT start_date::text AS key, id FROM campaigns WHERE ${visible} ORDER BY start_date, id OFFSET ${before - 1} LIMIT 2`,
  )) as unknown as Rows<{ key: string; id: number }>;
  const [last, first] = rows.rows;
  return { total, startsAt: before + 1, cursor: encodeCursor(last.key, last.id), firstId: first.id };
}

async function benchSize(size: number, adminUrl?: string) {
  const name = `candid_bench_lists_${size}_${process.pid}`;
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

  try {
    // Migrate and seed the demo enterprise in-process, then generate the rows.
    const started = Date.now();
    const database = await openDatabase({ url: databaseUrl, dataDir });
    const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', DEMO_PASSWORD, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir! }) });
    const app = await buildApp(config, { database, startWorkers: false });
    // No demo transcripts: their recognition would run beside the reads being timed.
    await seedDemo(app.ctx, { transcripts: false });
    const rows = await database.db.execute(sql`SELECT id, enterprise_id FROM users WHERE email = ${DEMO_EMAIL}`);
    const owner = (rows as unknown as { rows: Array<{ id: number; enterprise_id: number }> }).rows[0];
    await generate(database, owner.enterprise_id, owner.id, size);
    const deep = await deepCursor(database, owner.enterprise_id);
    await app.close();
    await database.close();
    const seeded = ((Date.now() - started) / 1000).toFixed(0);

    const server = await startServer({ ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), SEED_DEMO: 'false' }, dataDir);
    try {
      const token = await demoToken(server.url);
      const headers = { authorization: `Bearer ${token}` };
      // A page DEEP_AT into the list, to show deep pages cost the same as the first: checked once to
      // be a full page starting at the row expected.
      const deepUrl = `${server.url}/api/Campaign?sort=startDate&dir=asc&limit=${PAGE}&cursor=${deep.cursor}`;
      const deepRes = await fetch(deepUrl, { headers });
      const deepPage = (await deepRes.json()) as { data?: Array<{ pk_Campaign_ID: number }> };
      if (deepRes.status !== 200 || deepPage.data?.length !== PAGE || deepPage.data[0].pk_Campaign_ID !== deep.firstId) {
        throw new Error(`lists: the deep page answered ${deepRes.status} with ${deepPage.data?.length ?? 0} rows starting at job ${deepPage.data?.[0]?.pk_Campaign_ID}, not ${PAGE} from job ${deep.firstId}`);
      }
      const question = await (await fetch(`${server.url}/api/Campaign?sort=created&dir=asc&limit=1`, { headers })).json();
      const firstJob = (question as { data: Array<{ pk_Campaign_ID: number }> }).data[0].pk_Campaign_ID;
      return {
        size,
        seeded,
        engine: databaseUrl ? 'PostgreSQL' : 'PGlite',
        deepRows: `${deep.startsAt.toLocaleString('en')}-${(deep.startsAt + PAGE - 1).toLocaleString('en')} of ${deep.total.toLocaleString('en')}`,
        list: await measure(`${server.url}/api/Campaign?sort=startDate&dir=desc&limit=${PAGE}`, headers),
        deep: await measure(deepUrl, headers),
        questions: await measure(`${server.url}/api/QuestionGetPerCampaign/Getquestions/${firstJob}`, headers),
      };
    } finally {
      await server.stop();
    }
  } finally {
    // Also when seeding or the server failed: no database or data folder is left behind.
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
 * The job list (first page and a keyset page DEEP_AT into the list) and a job's question list,
 * p99 at 10k and 1M rows in the campaigns and questions tables, with the non-2xx answers and
 * errors of each (any fails the run). Keyset pagination should make the 1M figures close to the
 * 10k ones.
 */
export async function listsBench() {
  const adminUrl = (await reachablePostgres()) ?? undefined;
  const results = [];
  for (const size of SIZES) results.push(await benchSize(size, adminUrl));
  console.log(`\nlist benchmark (${DURATION} s each, 10 connections, production server on ${results[0]?.engine}, load average ${os.loadavg()[0].toFixed(2)})`);
  console.log('rows        seed s   GET /Campaign p99   deep page p99   questions p99   (req/s)              non-2xx/errors   deep page rows');
  const failures = (f: Figures) => f.non2xx + f.errors;
  for (const r of results) {
    console.log(
      `${String(r.size).padEnd(10)} ${r.seeded.padStart(7)} ${`${r.list.p99} ms`.padStart(19)} ${`${r.deep.p99} ms`.padStart(15)} ${`${r.questions.p99} ms`.padStart(15)}   ` +
        `${`(${r.list.rps.toFixed(0)} / ${r.deep.rps.toFixed(0)} / ${r.questions.rps.toFixed(0)})`.padEnd(20)} ` +
        `${`${r.list.non2xx}/${r.list.errors} ${r.deep.non2xx}/${r.deep.errors} ${r.questions.non2xx}/${r.questions.errors}`.padEnd(16)} ${r.deepRows}`,
    );
  }
  const failed = results.filter((r) => failures(r.list) + failures(r.deep) + failures(r.questions) > 0);
  if (failed.length) {
    console.log(`FAIL: non-2xx answers or errors at ${failed.map((r) => r.size).join(', ')} rows: the latencies above are not all of the list's answers`);
    process.exitCode = 1;
  }
  if (results.length === 2) {
    const [small, big] = results;
    const ratio = (a: number, b: number) => (b / Math.max(a, 1)).toFixed(2);
    console.log(
      `ratio ${big.size}/${small.size}: list ${ratio(small.list.p99, big.list.p99)}x, deep page ${ratio(small.deep.p99, big.deep.p99)}x, questions ${ratio(small.questions.p99, big.questions.p99)}x (target: within 1.5x)`,
    );
  }
}
