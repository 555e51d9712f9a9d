import type pg from 'pg';
import { ERRORS, MemoryLocker, type Lock, type Locker, type RequestRelease } from '@tus/server';
import type { Database } from '../../db/client';

/** Waiters ask the holder of an upload's lock, in whichever process, to let go (payload: the upload id). */
const RELEASE_CHANNEL = 'candid_upload_lock_release';
/** As long as tus's MemoryLocker waits. */
const ACQUIRE_TIMEOUT_MS = 30_000;
const RETRY_MS = 50;
/** A waiter asks again this often: the lock may have passed to another holder meanwhile. */
const ASK_AGAIN_MS = 1_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface UploadLocker extends Locker {
  close(): Promise<void>;
}

/** PGlite's: every app on one PGlite is in its process, so they share one in-memory locker. */
const memoryLockers = new WeakMap<Database, MemoryLocker>();

/**
 * The lock tus takes on an upload for each request (HEAD, PATCH, DELETE, creation), so that two
 * requests never write one upload at once. On PGlite, one process by nature, tus's in-memory
 * locker; on PostgreSQL, shared by every replica on the database (PgUploadLocker).
 */
export async function createUploadLocker(database: Database): Promise<UploadLocker> {
  if (!database.connect) {
    let memory = memoryLockers.get(database);
    if (!memory) memoryLockers.set(database, (memory = new MemoryLocker({ acquireLockTimeout: ACQUIRE_TIMEOUT_MS })));
    const shared = memory;
    return { newLock: (id) => shared.newLock(id), close: async () => {} };
  }
  const locker = new PgUploadLocker(database.connect.bind(database));
  await locker.listen(database);
  return locker;
}

interface Holder {
  /** False while still acquiring the advisory lock. */
  held: boolean;
  /** tus's callback: the holding request ends soon (after tus's lockDrainTimeout) and unlocks. */
  requestRelease: RequestRelease;
  /** The session the advisory lock was taken on. */
  session?: pg.Client;
  /** Asked to release already: tus's cancel is one-shot. */
  asked?: boolean;
}

/**
 * Session-level advisory locks, pg_try_advisory_lock(hashtext('candid.answer_upload'),
 * hashtext(id)), all on one connection of this process held for its life rather than one per lock
 * (a pooled connection would be handed to other queries, and one per lock would cost a connection
 * per upload in flight). Advisory locks are re-entrant within a session, so the process first
 * lets one request per upload at a time through (the `holders` map); only then does it ask
 * PostgreSQL, polling every RETRY_MS up to ACQUIRE_TIMEOUT_MS (ERR_LOCK_TIMEOUT after, as tus's
 * own locker).
 *
 * tus's release request (a waiting request asks the holder to let go, so a connection the browser
 * abandoned does not keep the upload locked): in this process the waiter calls the holder's
 * callback; across processes it sends NOTIFY on RELEASE_CHANNEL, and the process holding that
 * upload calls its holder's callback. A hash collision between two ids only makes them wait for
 * each other.
 *
 * If the session is lost, PostgreSQL has dropped all its locks: every holder is asked to release at
 * once (tus ends its request after lockDrainTimeout, 3 s), and the next lock opens a new session.
 * Another replica may take such an upload during those seconds; a lost connection is rare and the
 * window short, so this is accepted rather than stopping the writes without their bytes.
 */
class PgUploadLocker implements UploadLocker {
  readonly holders = new Map<string, Holder>();
  private session: Promise<pg.Client> | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private closed = false;
  /** The session's last query: the next waits for it. */
  private queries: Promise<unknown> = Promise.resolve();

  constructor(private readonly connect: () => Promise<pg.Client>) {}

  async listen(database: Database) {
    this.unlisten = await database.listen(RELEASE_CHANNEL, {
      message: (id) => {
        const holder = this.holders.get(id);
        if (holder?.held) void this.askRelease(holder);
      },
      state: () => {},
    });
  }

  newLock(id: string): Lock {
    return new PgUploadLock(id, this);
  }

  /** The connection the locks are taken on, opened on first use and again after it is lost. */
  connection(): Promise<pg.Client> {
    if (this.closed) return Promise.reject(new Error('upload locker closed'));
    if (!this.session) {
      const opening = this.connect().then((client) => {
        const lost = () => this.lost(opening);
        client.on('error', lost);
        client.on('end', lost);
        return client;
      });
      opening.catch(() => {
        if (this.session === opening) this.session = null;
      });
      this.session = opening;
    }
    return this.session;
  }

  /**
   * One query at a time on the session: the locks of every upload in flight share it, and a
   * pg.Client given a query while another runs queues it, a use pg deprecates.
   */
  query<R extends pg.QueryResultRow>(session: pg.Client, text: string, values: unknown[]): Promise<pg.QueryResult<R>> {
    const run = this.queries.then(() => session.query<R>(text, values));
    this.queries = run.catch(() => undefined);
    return run;
  }

  /** Whether `client` is still the session (its locks still held). */
  async isCurrent(client: pg.Client) {
    return this.session !== null && (await this.session.catch(() => null)) === client;
  }

  private lost(session: Promise<pg.Client>) {
    if (this.session !== session) return;
    this.session = null;
    void session.then((client) => {
      client.end().catch(() => undefined);
      for (const holder of this.holders.values()) if (holder.session === client) void this.askRelease(holder);
    });
  }

  async askRelease(holder: Holder) {
    if (holder.asked) return;
    holder.asked = true;
    await holder.requestRelease();
  }

  async close() {
    this.closed = true;
    await this.unlisten?.();
    const session = this.session;
    this.session = null;
    if (session) await (await session.catch(() => null))?.end().catch(() => undefined);
  }
}

class PgUploadLock implements Lock {
  private holder: Holder | null = null;

  constructor(
    private readonly id: string,
    private readonly locker: PgUploadLocker,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const deadline = Date.now() + ACQUIRE_TIMEOUT_MS;
    const giveUp = () => signal.aborted || Date.now() > deadline;
    const { holders } = this.locker;
    // In this process: one request per upload at a time.
    for (let current = holders.get(this.id); current; current = holders.get(this.id)) {
      if (current.held) await this.locker.askRelease(current);
      if (giveUp()) throw ERRORS.ERR_LOCK_TIMEOUT;
      await sleep(RETRY_MS);
    }
    const holder: Holder = { held: false, requestRelease };
    holders.set(this.id, holder);
    try {
      // Across processes: the advisory lock, asking its holder to let go while it is taken.
      let askedAt = 0;
      for (;;) {
        const session = await this.locker.connection();
        const { rows } = await this.locker.query<{ locked: boolean }>(
          session,
          "select pg_try_advisory_lock(hashtext('candid.answer_upload'), hashtext($1)) as locked",
          [this.id],
        );
        if (rows[0].locked) {
          holder.held = true;
          holder.session = session;
          this.holder = holder;
          return;
        }
        if (Date.now() - askedAt >= ASK_AGAIN_MS) {
          askedAt = Date.now();
          await this.locker.query(session, 'select pg_notify($1, $2)', [RELEASE_CHANNEL, this.id]);
        }
        if (giveUp()) throw ERRORS.ERR_LOCK_TIMEOUT;
        await sleep(RETRY_MS);
      }
    } catch (err) {
      holders.delete(this.id);
      throw err;
    }
  }

  async unlock(): Promise<void> {
    const holder = this.holder;
    if (!holder || this.locker.holders.get(this.id) !== holder) throw new Error('Releasing an unlocked lock!');
    this.holder = null;
    try {
      // Before the next request of this process may take the same session's lock (re-entrant).
      if (holder.session && (await this.locker.isCurrent(holder.session))) {
        await this.locker.query(holder.session, "select pg_advisory_unlock(hashtext('candid.answer_upload'), hashtext($1))", [this.id]);
      }
    } catch {
      // The session is gone, and its locks with it.
    } finally {
      this.locker.holders.delete(this.id);
    }
  }
}
