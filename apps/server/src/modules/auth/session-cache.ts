import type { AuthContext } from '../../actors';

/** How long a validated session is trusted without asking the database again. */
export const SESSION_CACHE_TTL_MS = 15_000;
/** At most this many sessions are held; the oldest entry makes room for a new one. */
export const SESSION_CACHE_MAX = 10_000;

interface Entry {
  auth: AuthContext;
  /** When the entry stops being trusted: its TTL, or the session's own expiry if sooner. */
  until: number;
}

/**
 * Sessions this process validated in the last few seconds, by token hash, so an authenticated
 * request costs no database round trip for its session. Correct only while it hears every change
 * that could end or alter a session: the database tells (the candid_auth channel, filled by
 * triggers on sessions and users) with the user's id, and the cache forgets that user's
 * sessions; '*' forgets all. While it cannot hear (`listening` false: the listening connection
 * is down) it holds nothing, and every request asks the database.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private listening = false;
  /** Raised by every forgetting: a lookup that began before one must not cache what it read. */
  private generation = 0;

  constructor(
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
    private readonly max = SESSION_CACHE_MAX,
  ) {}

  get(tokenHash: string, now = Date.now()): AuthContext | null {
    const entry = this.entries.get(tokenHash);
    if (!entry) return null;
    if (entry.until <= now) {
      this.entries.delete(tokenHash);
      return null;
    }
    return entry.auth;
  }

  /** Taken before reading a session from the database, and handed to `set` with what was read. */
  get version() {
    return this.generation;
  }

  set(tokenHash: string, auth: AuthContext, expiresAt: number, readAt: number, now = Date.now()) {
    // A change heard since the read may be the one that ended this session.
    if (!this.listening || readAt !== this.generation) return;
    if (this.entries.size >= this.max) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, { auth, until: Math.min(now + this.ttlMs, expiresAt) });
  }

  /** A payload of the candid_auth channel: a user's id, or '*' for everyone. */
  changed(payload: string) {
    const userId = Number(payload);
    // '*', and anything unreadable, is the widest change.
    if (payload === '*' || !Number.isInteger(userId)) this.clear();
    else this.forgetUser(userId);
  }

  forgetUser(userId: number) {
    this.generation++;
    for (const [key, entry] of this.entries) if (entry.auth.userId === userId) this.entries.delete(key);
  }

  forgetSession(sessionId: number) {
    this.generation++;
    for (const [key, entry] of this.entries) if (entry.auth.sessionId === sessionId) this.entries.delete(key);
  }

  /** Whether changes are heard; either way what is held may be stale, so it is dropped. */
  setListening(listening: boolean) {
    this.listening = listening;
    this.clear();
  }

  private clear() {
    this.generation++;
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}
