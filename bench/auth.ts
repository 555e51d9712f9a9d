// `npm run bench -- auth`: sign-in (POST /api/token: argon2id verification, session insert) and
// an authenticated GET (GET /api/User/{id} with a bearer token) against the production server at
// its production log level, on PGlite and, when one is reachable (or BENCH_DATABASE_URL names one),
// on PostgreSQL. On PostgreSQL the same run measures a bare Fastify server doing the work Candid's
// GET does on the same database (bench/auth-reference.ts, `cached`: the session from an in-memory
// cache, the user read as a prepared statement, the same body), just before and just after Candid,
// and prints Candid's share of it against the target; then the reference used before issue 27
// (session and user read on every request), whose ratio is printed too, labelled as the old
// method. The per-address rate limit on /api/token is raised for the run.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { isDeepStrictEqual } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { USER_SQL, type ReferenceSql } from './auth-reference';
import { DEMO_EMAIL, DEMO_PASSWORD, demoSignInForm, demoToken } from './demo';
import { reachablePostgres } from './postgres';
import { freePort, startServer, waitUntilUp, type BenchServer } from './server';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
/**
 * Candid's authenticated GET against the bare server doing the same work (issue 14's target; since
 * issue 27 against the like-for-like reference, before it against the session + user one).
 */
const RATIO_TARGET = 0.6;
/** Past this difference between the reference's runs before and after Candid, the ratio is noise. */
const MAX_SPREAD = 0.2;

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  note?: string;
}

async function run(name: string, opts: autocannon.Options): Promise<Figures> {
  const r = await autocannon({ duration: DURATION, ...opts });
  return { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}

async function withAdmin<T>(adminUrl: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** The bare reference server as its own process, on the given database. */
async function startReference(databaseUrl: string, sqlSet: ReferenceSql): Promise<BenchServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/auth-reference.ts'], {
    cwd: new URL('..', import.meta.url).pathname,
    env: { PATH: process.env.PATH ?? '', PORT: String(port), DATABASE_URL: databaseUrl, REFERENCE_SQL: sqlSet },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(child, `${url}/counts`);
  return {
    url,
    pid: child.pid ?? 0,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

async function signIn(url: string) {
  const token = await demoToken(url);
  const me = (await (await fetch(`${url}/api/User/GetUserByEmail/${DEMO_EMAIL}/`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    data: { pk_User_ID: number; fk_Enterprise_ID: number };
  };
  return { token, userId: me.data.pk_User_ID, enterpriseId: me.data.fk_Enterprise_ID };
}

/** Seconds of load before each GET figure, not counted: every server measured is equally warm (JIT, pool, caches). */
const WARM_UP = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);

async function getUser(name: string, url: string, userId: number, token: string) {
  const opts = { url: `${url}/api/User/${userId}`, connections: 20, headers: { authorization: `Bearer ${token}` } };
  if (WARM_UP > 0) await autocannon({ ...opts, duration: WARM_UP });
  return run(name, opts);
}

/** One GET's status, body (parsed) and size in bytes. */
async function answer(url: string, userId: number, token: string) {
  const res = await fetch(`${url}/api/User/${userId}`, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' } });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text) as unknown, bytes: Buffer.byteLength(text) };
}

/** A reference run, with how many of its requests read the session from the database. */
async function referenceRun(name: string, databaseUrl: string, sqlSet: ReferenceSql, userId: number, token: string, expected?: { body: unknown; bytes: number }) {
  const reference = await startReference(databaseUrl, sqlSet);
  try {
    if (expected) {
      // Like for like: the reference must answer exactly what Candid answers.
      const got = await answer(reference.url, userId, token);
      if (got.status !== 200 || !isDeepStrictEqual(got.body, expected.body)) {
        throw new Error(`auth: the reference's answer differs from Candid's:\n  Candid:    ${JSON.stringify(expected.body)}\n  reference: ${JSON.stringify(got.body)}`);
      }
      if (got.bytes !== expected.bytes) console.log(`(reference body ${got.bytes} bytes, Candid's ${expected.bytes}: same fields, different order)`);
    }
    const figures = await getUser(name, reference.url, userId, token);
    const counts = (await (await fetch(`${reference.url}/counts`)).json()) as { sessionReads: number; requests: number };
    return { ...figures, note: `${counts.sessionReads} session reads from the database for ${counts.requests} requests served (warm-up included)` };
  } finally {
    await reference.stop();
  }
}

/** Reads of the sessions table so far (sequential and index scans), from PostgreSQL's statistics. */
async function sessionScans(databaseUrl: string): Promise<number> {
  return withAdmin(databaseUrl, async (c) => {
    const { rows } = await c.query("SELECT coalesce(seq_scan, 0) + coalesce(idx_scan, 0) AS n FROM pg_stat_user_tables WHERE relname = 'sessions'");
    return Number(rows[0]?.n ?? 0);
  });
}

/** Whether one of Candid's database connections last ran exactly the reference's user SQL text. */
async function candidRanUserSql(databaseUrl: string): Promise<boolean> {
  return withAdmin(databaseUrl, async (c) => {
    const { rows } = await c.query('SELECT query FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    return rows.some((r: { query: string }) => r.query === USER_SQL);
  });
}

const row = (f: Figures) =>
  `${f.name.padEnd(50)} ${f.rps.toFixed(1).padStart(7)} ${String(f.p50).padStart(9)} ${String(f.p99).padStart(8)} ${String(f.non2xx).padStart(9)} ${String(f.errors).padStart(7)}${f.note ? `   ${f.note}` : ''}`;

async function benchEngine(engine: 'PGlite' | 'PostgreSQL', adminUrl: string | null) {
  const dbName = `candid_bench_auth_${process.pid}`;
  let databaseUrl: string | undefined;
  if (engine === 'PostgreSQL' && adminUrl) {
    await withAdmin(adminUrl, async (c) => {
      await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await c.query(`CREATE DATABASE ${dbName}`);
    });
    const u = new URL(adminUrl);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
  }
  const results: Figures[] = [];
  let hash = '';
  let like: { candid: Figures; before: Figures; after: Figures; old: Figures; sameSql: boolean } | null = null;
  let server: BenchServer | undefined;
  try {
    server = await startServer({
      RATE_LIMIT_AUTH_MAX: '100000000',
      // What production runs: info-level logging, one line per request.
      LOG_LEVEL: 'info',
      SEED_DEMO: 'true',
      DEMO_PASSWORD,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    const { token, userId } = await signIn(server.url);
    results.push(
      await run('POST /api/token (sign-in)', { url: `${server.url}/api/token`, method: 'POST', connections: 4, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: demoSignInForm }),
    );
    if (databaseUrl) {
      hash = await withAdmin(databaseUrl, async (c) => (await c.query('SELECT password_hash FROM users WHERE lower(email) = $1', [DEMO_EMAIL])).rows[0].password_hash);
      const expected = await answer(server.url, userId, token);
      if (expected.status !== 200) throw new Error(`auth: Candid's GET /api/User/${userId} answered ${expected.status}`);
      // The like-for-like reference just before and just after Candid (the machine's state drifts
      // less between neighbours; their mean is the denominator), then the old two-query reference.
      const before = await referenceRun('bare Fastify, like for like (before)', databaseUrl, 'cached', userId, token, expected);
      const scansBefore = await sessionScans(databaseUrl);
      const candid = await getUser('Candid GET /api/User/{id}', server.url, userId, token);
      const sameSql = await candidRanUserSql(databaseUrl);
      // A backend reports its statistics at most once a second: wait for the last report.
      await new Promise((r) => setTimeout(r, 1500));
      candid.note = `${(await sessionScans(databaseUrl)) - scansBefore} scans of the sessions table reported during its warm-up and run (pg_stat_user_tables; a few may be earlier work reported late)`;
      const after = await referenceRun('bare Fastify, like for like (after)', databaseUrl, 'cached', userId, token, expected);
      const old = await referenceRun('bare Fastify, session + user every request [old]', databaseUrl, 'session+user', userId, token);
      results.push(before, candid, after, old);
      like = { candid, before, after, old, sameSql };
    } else {
      results.push(await getUser('Candid GET /api/User/{id}', server.url, userId, token));
    }
  } finally {
    // Also when the server did not start: no database is left behind.
    await server?.stop();
    if (databaseUrl && adminUrl) await withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
  }

  console.log(`\nauth benchmark on ${engine} (${DURATION} s each; Candid in production mode, LOG_LEVEL=info; load average ${os.loadavg()[0].toFixed(2)}; this machine)`);
  console.log(`${'endpoint'.padEnd(50)}   req/s    p50 ms   p99 ms   non-2xx  errors`);
  for (const f of results) console.log(row(f));
  if (hash) console.log(`password hash parameters: ${hash.split('$').slice(1, 4).join(' ')}`);
  const failed = results.filter((f) => f.non2xx || f.errors);
  if (failed.length) {
    console.log(`FLAG: non-2xx answers or errors in ${failed.map((f) => f.name).join(', ')}: those rates are not of the answer measured`);
    process.exitCode = 1;
  }
  if (like) {
    const { candid, before, after, old, sameSql } = like;
    const reference = (before.rps + after.rps) / 2;
    const ratio = candid.rps / reference;
    const spread = Math.abs(before.rps - after.rps) / reference;
    console.log(
      `Candid's user SQL: ${sameSql ? "the reference's text (seen in pg_stat_activity)" : 'NOT seen in pg_stat_activity after the run: check USER_SQL against the server'}`,
    );
    const verdict = `${ratio >= RATIO_TARGET ? 'PASS' : 'FAIL'}${spread > MAX_SPREAD ? ', unreliable' : ''}`;
    console.log(
      `Candid / bare Fastify like for like (the session from memory, the user read prepared, the same body): ${ratio.toFixed(2)} ` +
        `(target >= ${RATIO_TARGET}: ${verdict}; the reference moved ${(spread * 100).toFixed(0)} % between its two runs)`,
    );
    if (spread > MAX_SPREAD) console.log(`NOISY: the reference's two runs differ by more than ${MAX_SPREAD * 100} %: the machine's load moved under the run; measure again when it is quieter`);
    console.log(
      `[old method, not like for like] Candid / bare Fastify reading the session and the user on every request: ${(candid.rps / old.rps).toFixed(2)}`,
    );
  }
}

export async function authBench() {
  const adminUrl = await reachablePostgres();
  await benchEngine('PGlite', null);
  if (adminUrl) await benchEngine('PostgreSQL', adminUrl);
  else if (process.env.BENCH_ENGINE === 'pglite') console.log('\n(PostgreSQL skipped: BENCH_ENGINE=pglite)');
  else console.log('\n(no PostgreSQL reachable at 127.0.0.1:5432 and BENCH_DATABASE_URL unset: the reference comparison needs one)');
}
