// `npm run bench -- auth`: sign-in (POST /api/token: argon2id verification, session insert) and
// an authenticated GET (GET /api/User/{id} with a bearer token: session, then the user read)
// against the production server at its production log level, on PGlite and, when one is
// reachable (or BENCH_DATABASE_URL names one), on PostgreSQL. On PostgreSQL the same run measures
// a bare Fastify server running the same SQL on the same database (bench/auth-reference.ts) and
// prints Candid's share of it. The per-address rate limit on /api/token is raised for the run.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_EMAIL, DEMO_PASSWORD, demoSignInForm, demoToken } from './demo';
import { freePort, startServer, waitUntilUp, type BenchServer } from './server';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
/** Candid's authenticated GET against the bare server running the same SQL (issue 14). */
const RATIO_TARGET = 0.6;

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function run(name: string, opts: autocannon.Options): Promise<Figures> {
  const r = await autocannon({ duration: DURATION, ...opts });
  return { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}

/** PostgreSQL's admin URL when one answers, else null (then only PGlite is measured). */
async function reachablePostgres(): Promise<string | null> {
  if (process.env.BENCH_ENGINE === 'pglite') return null;
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const c = new pg.Client({ connectionString: url });
  try {
    await c.connect();
    await c.end();
    return url;
  } catch {
    return null;
  }
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
async function startReference(databaseUrl: string, sqlSet: 'session+user' | 'user', enterpriseId: number): Promise<BenchServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/auth-reference.ts'], {
    cwd: new URL('..', import.meta.url).pathname,
    env: { PATH: process.env.PATH ?? '', PORT: String(port), DATABASE_URL: databaseUrl, REFERENCE_SQL: sqlSet, REFERENCE_ENTERPRISE_ID: String(enterpriseId) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(child, `${url}/api/User/0`);
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

const getUser = (name: string, url: string, userId: number, token: string) =>
  run(name, { url: `${url}/api/User/${userId}`, connections: 20, headers: { authorization: `Bearer ${token}` } });

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
  const server = await startServer({
    RATE_LIMIT_AUTH_MAX: '100000000',
    // What production runs: info-level logging, one line per request.
    LOG_LEVEL: 'info',
    SEED_DEMO: 'true',
    DEMO_PASSWORD,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const results: Figures[] = [];
  let hash = '';
  try {
    const { token, userId, enterpriseId } = await signIn(server.url);
    results.push(
      await run('POST /api/token (sign-in)', { url: `${server.url}/api/token`, method: 'POST', connections: 4, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: demoSignInForm }),
    );
    if (databaseUrl) {
      hash = await withAdmin(databaseUrl, async (c) => (await c.query('SELECT password_hash FROM users WHERE lower(email) = $1', [DEMO_EMAIL])).rows[0].password_hash);
      // Reference, Candid, reference again: the machine's state drifts less between neighbours.
      for (const sqlSet of ['session+user', 'user'] as const) {
        const reference = await startReference(databaseUrl, sqlSet, enterpriseId);
        try {
          results.push(await getUser(`bare Fastify, SQL: ${sqlSet}`, reference.url, userId, token));
        } finally {
          await reference.stop();
        }
        if (sqlSet === 'session+user') results.push(await getUser('Candid GET /api/User/{id}', server.url, userId, token));
      }
    } else {
      results.push(await getUser('Candid GET /api/User/{id}', server.url, userId, token));
    }
  } finally {
    await server.stop();
    if (databaseUrl && adminUrl) await withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
  }

  console.log(`\nauth benchmark on ${engine} (${DURATION} s each; Candid in production mode, LOG_LEVEL=info; this machine)`);
  console.log('endpoint                                req/s     p50 ms   p99 ms   non-2xx  errors');
  for (const f of results) {
    console.log(
      `${f.name.padEnd(38)} ${f.rps.toFixed(1).padStart(7)} ${String(f.p50).padStart(9)} ${String(f.p99).padStart(8)} ${String(f.non2xx).padStart(9)} ${String(f.errors).padStart(7)}`,
    );
  }
  if (hash) console.log(`password hash parameters: ${hash.split('$').slice(1, 4).join(' ')}`);
  const candid = results.find((f) => f.name.startsWith('Candid GET'));
  const sameSql = results.find((f) => f.name.endsWith('session+user'));
  const userOnly = results.find((f) => f.name.endsWith('SQL: user'));
  if (candid && sameSql && userOnly) {
    const ratio = candid.rps / sameSql.rps;
    console.log(
      `Candid / bare Fastify running the same SQL (session + user): ${ratio.toFixed(2)} (target >= ${RATIO_TARGET}: ${ratio >= RATIO_TARGET ? 'PASS' : 'FAIL'})`,
    );
    console.log(`Candid / bare Fastify running only the user read (a cached session's SQL): ${(candid.rps / userOnly.rps).toFixed(2)}`);
  }
}

export async function authBench() {
  const adminUrl = await reachablePostgres();
  await benchEngine('PGlite', null);
  if (adminUrl) await benchEngine('PostgreSQL', adminUrl);
  else if (process.env.BENCH_ENGINE === 'pglite') console.log('\n(PostgreSQL skipped: BENCH_ENGINE=pglite)');
  else console.log('\n(no PostgreSQL reachable at 127.0.0.1:5432 and BENCH_DATABASE_URL unset: the reference comparison needs one)');
}
