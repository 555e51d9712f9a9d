export type Engine = 'pglite' | 'postgres';

/** Which engine this run uses: PostgreSQL when TEST_DATABASE_URL is set, else PGlite. */
export const engine: Engine = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/** What a database says it is, and one line naming it (where it listens, for PostgreSQL). */
export interface EngineIdentity {
  engine: Engine;
  description: string;
}

type Query = (text: string) => Promise<{ rows: unknown[] }>;

/**
 * Asks the database itself which engine it is: PGlite's version() names PGlite ("PostgreSQL 18.6
 * (PGlite 0.5.16) on wasm32-unknown-emscripten…"), and only a server reached over TCP has an address.
 */
export async function identifyEngine(query: Query): Promise<EngineIdentity> {
  const { rows } = await query('select version() as version, host(inet_server_addr()) as host, inet_server_port() as port');
  const row = rows[0] as { version: string; host: string | null; port: number | null };
  const pglite = /\(PGlite ([^)]+)\)/.exec(row.version);
  if (pglite) return { engine: 'pglite', description: `PGlite ${pglite[1]} (in-memory)` };
  const version = /^PostgreSQL (\S+)/.exec(row.version)?.[1] ?? row.version;
  return { engine: 'postgres', description: `PostgreSQL ${version} at ${row.host ?? 'a local socket'}${row.port ? `:${row.port}` : ''}` };
}

/**
 * The engine the caller said this run must use (scripts/test.sh sets CANDID_TEST_ENGINE for each
 * server step), or undefined when it did not say.
 */
export function expectedEngine(): Engine | undefined {
  const expected = process.env.CANDID_TEST_ENGINE;
  if (!expected) return undefined;
  if (expected !== 'pglite' && expected !== 'postgres') throw new Error(`CANDID_TEST_ENGINE=${expected}: expected pglite or postgres`);
  return expected;
}

/** Throws when the database found is not the engine CANDID_TEST_ENGINE asks for. */
export function checkExpectedEngine(found: EngineIdentity): void {
  const expected = expectedEngine();
  if (expected && found.engine !== expected) {
    const why = expected === 'pglite' ? 'TEST_DATABASE_URL must be unset' : 'TEST_DATABASE_URL must name the PostgreSQL server';
    throw new Error(`CANDID_TEST_ENGINE=${expected}, but the server tests opened ${found.description} (${why})`);
  }
}
