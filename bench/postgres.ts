// The PostgreSQL server the benchmarks use: BENCH_DATABASE_URL, else the local one.
import pg from 'pg';

/** PostgreSQL's admin URL when one answers (and BENCH_ENGINE is not pglite), else null. */
export async function reachablePostgres(): Promise<string | null> {
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
