import type { FastifyReply, FastifyRequest } from 'fastify';
// The cookie plugin's decorations (setCookie, clearCookie, cookies), which app.ts registers.
import type {} from '@fastify/cookie';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { SESSION_COOKIE, SESSION_LIFETIME_MS, USER_STATUS } from '@candid/shared';
import type { Database, Db, DbOrTx } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { sessions, users } from '../../db/schema/index';
import { randomToken, sha256 } from '../../platform/crypto';
import type { AuthContext } from '../../actors';
import { SessionCache } from './session-cache';

/** The channel the database tells session changes on (migration 0010_auth_notify). */
export const AUTH_CHANNEL = 'candid_auth';

export interface IssuedSession {
  token: string;
  expiresAt: Date;
}

/** The session lookup: the hot path of every member request whose session is not cached. */
const sessionByToken = preparedQuery((db) =>
  db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      enterpriseId: users.enterpriseId,
      accessLevel: users.accessLevel,
      email: users.email,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(users.status, USER_STATUS.Active),
      ),
    )
    .limit(1)
    .prepare('candid_session_lookup'),
);

/**
 * Opaque, server-side sessions (DESIGN §5): the token is random, only its hash is stored. A
 * session validated in the last few seconds is answered from memory (SessionCache), which the
 * database keeps honest: every revocation and every change to a user's status, role, email or
 * enterprise is told on AUTH_CHANNEL and forgets that user's cached sessions, in this process at
 * once and in the others as the notification arrives (milliseconds).
 */
export class SessionService {
  private readonly cache = new SessionCache();
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: Db,
    private readonly opts: { secureCookies: boolean },
  ) {}

  /**
   * Starts hearing the database's session changes; until then (and whenever the listening
   * connection is down) nothing is cached and every request reads its session.
   */
  async listen(database: Pick<Database, 'listen'>) {
    this.unlisten = await database.listen(AUTH_CHANNEL, {
      message: (payload) => this.cache.changed(payload),
      state: (listening) => this.cache.setListening(listening),
    });
  }

  async close() {
    this.cache.setListening(false);
    await this.unlisten?.();
    this.unlisten = null;
  }

  /**
   * Forgets what this process holds for a user, for a change just committed here: the database
   * tells every process too, but this one must not answer the user's very next request from
   * memory, even before the notification has arrived.
   */
  forgetUser(userId: number) {
    this.cache.forgetUser(userId);
  }

  async issue(
    tx: DbOrTx,
    user: { id: number; enterpriseId: number },
    meta: { userAgent?: string; ip?: string },
  ): Promise<IssuedSession> {
    const token = randomToken(32);
    const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
    await tx.insert(sessions).values({
      enterpriseId: user.enterpriseId,
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: expiresAt.toISOString(),
      userAgent: meta.userAgent?.slice(0, 300),
      ip: meta.ip?.slice(0, 64),
    });
    return { token, expiresAt };
  }

  /** Reads the bearer header or the session cookie and loads the live session, if any. */
  async authenticate(request: FastifyRequest): Promise<AuthContext | null> {
    const token = tokenOf(request);
    if (!token) return null;
    const tokenHash = sha256(token);
    const cached = this.cache.get(tokenHash);
    if (cached) return cached;
    const readAt = this.cache.version;
    const now = new Date();
    const [row] = await sessionByToken(this.db).execute({ tokenHash, now: now.toISOString() });
    if (!row) return null;
    let expiresAt = new Date(row.expiresAt).getTime();
    // Sliding expiry: extend once less than half the lifetime remains.
    if (expiresAt - now.getTime() < SESSION_LIFETIME_MS / 2) {
      expiresAt = now.getTime() + SESSION_LIFETIME_MS;
      await this.db
        .update(sessions)
        .set({ expiresAt: new Date(expiresAt).toISOString() })
        .where(eq(sessions.id, row.sessionId));
    }
    const { expiresAt: _expiresAt, ...auth } = row;
    this.cache.set(tokenHash, auth, expiresAt, readAt);
    return auth;
  }

  async revoke(sessionId: number) {
    await this.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(eq(sessions.id, sessionId));
    this.cache.forgetSession(sessionId);
  }

  async revokeAllForUser(tx: DbOrTx, enterpriseId: number, userId: number) {
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(sessions.enterpriseId, enterpriseId),
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
        ),
      );
    // Inside a transaction this is before the commit: the caller forgets the user again after it.
    this.cache.forgetUser(userId);
  }

  setCookie(reply: FastifyReply, session: IssuedSession) {
    reply.setCookie(SESSION_COOKIE, session.token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: this.opts.secureCookies,
      path: '/',
      expires: session.expiresAt,
    });
  }

  clearCookie(reply: FastifyReply) {
    reply.clearCookie(SESSION_COOKIE, {
      httpOnly: true,
      sameSite: 'strict',
      secure: this.opts.secureCookies,
      path: '/',
    });
  }
}

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header) {
    const [scheme, value] = header.split(' ');
    if (scheme?.toLowerCase() === 'bearer' && value && value.length <= 200) return value;
  }
  const cookie = request.cookies?.[SESSION_COOKIE];
  return cookie && cookie.length <= 200 ? cookie : undefined;
}
