import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig, type Config } from '../src/config';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { caller } from './factories';

export { engine } from './engine';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or a new database
 * on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
export async function freshDatabase(dataDir?: string): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const template = process.env.CANDID_PGLITE_TEMPLATE;
    const loadDataDir = template && !dataDir ? new Blob([fs.readFileSync(template)]) : undefined;
    return openDatabase({ dataDir: dataDir ?? 'memory://', loadDataDir });
  }
  const created = await emptyPgDatabase(url);
  const database = await openDatabase({ url: created.url });
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}

/** A new, empty database on the PostgreSQL server of `serverUrl`: its URL, and how to drop it. */
export async function emptyPgDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `candid_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(query);
    await client.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  const dbUrl = new URL(serverUrl);
  dbUrl.pathname = `/${name}`;
  return { url: dbUrl.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    RATE_LIMIT_AUTH_MAX: '10000',
    // Tests of failure paths (AI 500s, SMTP refused, failed jobs) log errors by design: a silent
    // logger keeps their stack traces out of the run's output. A test that asserts on the log
    // passes LOG_LEVEL itself.
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    PUBLIC_URL: 'http://candid.test',
    WEB_DIST: 'apps/server/test/fixtures/no-web',
    // No speech recognition behind every transcoded answer: the transcripts tests put a fake
    // engine in ctx.stt, and the offline engine's own tests drive it directly.
    STT_ENGINE: 'off',
    ...env,
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

type TestAppOptions = { env?: Record<string, string>; database?: Database; startWorkers?: boolean };

/** Builds the real app over a fresh database. Workers start unless told otherwise. */
export async function buildTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const database = opts.database ?? (await freshDatabase());
  const app = await buildApp(testConfig(opts.env), { database, startWorkers: opts.startWorkers ?? true });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      if (!opts.database) await database.close();
    },
  };
}

/** Runs `fn` against an app built for it alone (other settings, say), and closes it after. */
export async function withTestApp<T>(opts: TestAppOptions, fn: (t: TestApp) => Promise<T>): Promise<T> {
  const t = await buildTestApp(opts);
  try {
    return await fn(t);
  } finally {
    await t.close();
  }
}

/**
 * One app for a whole test file: built in beforeAll, closed in afterAll. Read `t.app` inside
 * tests and hooks (not at the top of the file, before it exists); `t.call` is `caller(t.app)`.
 */
export function useTestApp(opts: TestAppOptions = {}) {
  let built: TestApp | undefined;
  const current = () => {
    if (!built) throw new Error('useTestApp: the app is built in beforeAll; read it inside a test or hook');
    return built;
  };
  beforeAll(async () => {
    built = await buildTestApp(opts);
  });
  afterAll(() => built?.close());
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    call: (...args: Parameters<ReturnType<typeof caller>>) => caller(current().app)(...args),
  };
}
