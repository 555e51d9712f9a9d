import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';

/** Drizzle's migrations and their journal (meta/_journal.json), applied by openDatabase. */
export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

export type Db = ReturnType<typeof drizzlePg<typeof schema>>;
/** A transaction handle; services accept `Db | Tx` where they can run inside one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/**
 * The extensions the migrations create (pg_trgm: the candidate search's trigram index; btree_gin:
 * the transcript search's index, led by the enterprise id). Every
 * PGlite that opens or builds this schema must load them, including one started from a dump.
 */
export const pgliteExtensions = { pg_trgm, btree_gin } satisfies PGliteOptions['extensions'];

/** What a listener to a notification channel (LISTEN / pg_notify) is told. */
export interface NotificationHandlers {
  /** A payload sent on the channel. */
  message(payload: string): void;
  /**
   * Whether payloads are being received: false when the listening connection is lost (payloads
   * sent meanwhile are lost with it), true again once it listens anew.
   */
  state(listening: boolean): void;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Listens on a channel until the returned function is called (or the database closes). */
  listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
  /**
   * PostgreSQL only: a new connection outside the pool, for state that lives as long as a
   * session (advisory locks held across requests). The caller ends it.
   */
  connect?(): Promise<pg.Client>;
  close(): Promise<void>;
}

/**
 * Opens the database: node-postgres when a URL is given, else PGlite (embedded Postgres)
 * under dataDir, or in memory when dataDir is 'memory://'. Migrations are applied.
 */
/**
 * Processes that start together on one PostgreSQL (web and worker replicas, a deploy's new
 * processes) migrate one at a time: the first applies what is new, the others wait on the lock and
 * then find nothing left to do. The lock is the session's, released when its connection ends.
 */
async function underMigrationLock(url: string, migrate: () => Promise<void>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock(hashtext('candid.migrations'))");
    await migrate();
  } finally {
    await client.end();
  }
}

export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  /** PGlite only: start from this dumped data directory (tests use a pre-migrated one). */
  loadDataDir?: Blob;
}): Promise<Database> {
  const url = opts.url;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle connection that the server ends (restart, failover, pg_terminate_backend) is
    // reported as an 'error' event, which would crash the process without a listener. The
    // pool drops that client; the next query opens a new connection.
    pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
    const db = drizzlePg(pool, { schema });
    await underMigrationLock(url, () => migratePg(db, { migrationsFolder }));
    const listeners = new Set<PgListener>();
    return {
      db,
      kind: 'postgres',
      async listen(channel, handlers) {
        const listener = new PgListener(url, channel, handlers);
        listeners.add(listener);
        await listener.start();
        return async () => {
          listeners.delete(listener);
          await listener.stop();
        };
      },
      async connect() {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        return client;
      },
      async close() {
        await Promise.all([...listeners].map((l) => l.stop()));
        await pool.end();
      },
    };
  }
  const dir = opts.dataDir ?? 'memory://';
  if (!dir.startsWith('memory://')) fs.mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: pgliteExtensions, loadDataDir: opts.loadDataDir });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  // Both drivers expose the same query builder; the node-postgres type is the common face.
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    async listen(channel, handlers) {
      // In-process: nothing to lose, so it listens from the start to the close.
      const unlisten = await client.listen(channel, handlers.message);
      handlers.state(true);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: () => client.close(),
  };
}

/**
 * LISTEN on its own connection (a pooled one would be handed to other queries). When the
 * connection is lost it reports so and connects again, at most every few seconds, until stopped.
 */
class PgListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly handlers: NotificationHandlers,
  ) {}

  /** Connects and listens; a first connection that fails is retried in the background. */
  async start() {
    await this.connect();
  }

  private async connect() {
    const client = new pg.Client({ connectionString: this.url });
    this.client = client;
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      this.handlers.state(false);
      client.end().catch(() => undefined);
      if (!this.stopped) this.retry = setTimeout(() => void this.connect(), 2000);
    };
    client.on('error', onLost);
    client.on('end', onLost);
    client.on('notification', (n) => {
      if (n.channel === this.channel) this.handlers.message(n.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(this.channel)}`);
      if (this.stopped) await client.end();
      else if (!lost) this.handlers.state(true);
    } catch {
      onLost();
    }
  }

  async stop() {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    await this.client?.end().catch(() => undefined);
  }
}
