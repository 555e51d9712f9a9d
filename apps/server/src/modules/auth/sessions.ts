import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { SESSION_COOKIE, SESSION_LIFETIME_MS, USER_STATUS } from '@candid/shared';
import type { Db, DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema/index';
import { randomToken, sha256 } from '../../platform/crypto';
import type { AuthContext } from '../../actors';

export interface IssuedSession {
  token: string;
  expiresAt: Date;
}

/** Opaque, server-side sessions (DESIGN §5): the token is random, only its hash is stored. */
export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly opts: { secureCookies: boolean },
  ) {}

  async issue(
    tx: DbOrTx,
    user: { pk_User_ID: number; fk_Enterprise_ID: number },
    meta: { userAgent?: string; ip?: string },
  ): Promise<IssuedSession> {
    const token = randomToken(32);
    const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
    await tx.insert(sessions).values({
      enterpriseId: user.fk_Enterprise_ID,
      userId: user.pk_User_ID,
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
    const now = new Date();
    const [row] = await this.db
      .select({
        sessionId: sessions.id,
        expiresAt: sessions.expiresAt,
        userId: users.pk_User_ID,
        enterpriseId: users.fk_Enterprise_ID,
        accessLevel: users.User_AccessLevel,
        email: users.User_Email,
      })
      .from(sessions)
      .innerJoin(users, eq(users.pk_User_ID, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sha256(token)),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now.toISOString()),
          eq(users.User_Status, USER_STATUS.Active),
        ),
      )
      .limit(1);
    if (!row) return null;
    // Sliding expiry: extend once less than half the lifetime remains.
    if (new Date(row.expiresAt).getTime() - now.getTime() < SESSION_LIFETIME_MS / 2) {
      await this.db
        .update(sessions)
        .set({ expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString() })
        .where(eq(sessions.id, row.sessionId));
    }
    const { expiresAt: _expiresAt, ...auth } = row;
    return auth;
  }

  async revoke(sessionId: number) {
    await this.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(eq(sessions.id, sessionId));
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
