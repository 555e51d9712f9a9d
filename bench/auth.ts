import autocannon from 'autocannon';
import { startServer } from './server';

const EMAIL = 'owner@demo.candid.test';
const PASSWORD = 'Candid-demo-1';
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

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

/**
 * Sign-in (POST /api/token: argon2id verification, session insert) and an authenticated
 * GET (session lookup + user read) against the production server on embedded PGlite.
 * The per-address rate limit on /api/token is raised for the run: it would otherwise
 * answer 429 after 10 requests a minute, which is what it is for.
 */
export async function authBench() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const server = await startServer({ RATE_LIMIT_AUTH_MAX: '100000000', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  try {
    const form = `username=${encodeURIComponent(EMAIL)}&password=${encodeURIComponent(PASSWORD)}&grant_type=password`;
    const login = await fetch(`${server.url}/api/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const me = (await (await fetch(`${server.url}/api/User/GetUserByEmail/${EMAIL}/`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      data: { pk_User_ID: number };
    };

    const results = [
      await run('POST /api/token', {
        url: `${server.url}/api/token`,
        method: 'POST',
        connections: 4,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      }),
      await run('GET /api/User/{id} (bearer)', {
        url: `${server.url}/api/User/${me.data.pk_User_ID}`,
        connections: 20,
        headers: { authorization: `Bearer ${token}` },
      }),
    ];
    console.log(`\nauth benchmark (${DURATION} s each, server: production mode, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, this machine)`);
    console.log('endpoint                          req/s     p50 ms   p99 ms   non-2xx  errors');
    for (const f of results) {
      console.log(
        `${f.name.padEnd(32)} ${f.rps.toFixed(1).padStart(7)} ${String(f.p50).padStart(9)} ${String(f.p99).padStart(8)} ${String(f.non2xx).padStart(9)} ${String(f.errors).padStart(7)}`,
      );
    }
  } finally {
    await server.stop();
  }
}
