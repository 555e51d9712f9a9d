import type { FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { API_KEY_PREFIX, MSG, USER_STATUS } from '@candid/shared';
import type { AuthContext, SessionLookup } from '../../actors';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { apiKeys, users } from '../../db/schema/index';
import { HttpError } from '../../http/errors';
import { TargetLimit, retryAfterSeconds } from '../../http/rate-limit';
import { sha256 } from '../../platform/crypto';
import { apiKeysPolicy } from './policy';
import { touchKey } from './service';

/** Last-used times are written at most this often per key. */
export const LAST_USED_EVERY_MS = 60_000;

/**
 * A live key with its creator: revoked or expired keys, and keys whose creator is no longer an
 * active member of the enterprise, are not found. Read on every request (never cached), so a
 * revocation holds from the next request on, on every replica.
 */
const keyByHash = preparedQuery((db) =>
  db
    .select({
      id: apiKeys.id,
      enterpriseId: apiKeys.enterpriseId,
      role: apiKeys.role,
      userId: users.id,
      creatorLevel: users.accessLevel,
      email: users.email,
    })
    .from(apiKeys)
    .innerJoin(users, and(eq(users.id, apiKeys.userId), eq(users.enterpriseId, apiKeys.enterpriseId)))
    .where(
      and(
        eq(apiKeys.secretHash, sql.placeholder('hash')),
        isNull(apiKeys.revokedAt),
        gt(apiKeys.expiresAt, sql.placeholder('now')),
        eq(users.status, USER_STATUS.Active),
      ),
    )
    .limit(1)
    .prepare('candid_api_key_lookup'),
);

const bearerOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value?.startsWith(API_KEY_PREFIX) && value.length <= 200 ? value : undefined;
};

/**
 * Who a request is: an API key (`Authorization: Bearer cnd_live_…`, issue 17) or else the session
 * (bearer token or cookie). A key acts for its enterprise with its role, on behalf of its
 * creator, and is rate-limited per key (429 with Retry-After), counted across every server process.
 */
export class ApiKeyOrSessionLookup implements SessionLookup {
  private readonly lastTouched = new Map<number, number>();
  private readonly limit: TargetLimit;

  constructor(
    private readonly db: Db,
    private readonly sessions: SessionLookup,
    perMinute: number,
  ) {
    this.limit = new TargetLimit(db, 'api-key', perMinute, 60_000);
  }

  async authenticate(request: FastifyRequest): Promise<AuthContext | null> {
    const key = bearerOf(request);
    if (!key) return this.sessions.authenticate(request);
    const now = Date.now();
    const [row] = await keyByHash(this.db).execute({ hash: sha256(key), now: new Date(now).toISOString() });
    if (!row) return null;
    // A key whose creator has since lost the level it needs is refused like a revoked one.
    const creator = { sessionId: 0, userId: row.userId, enterpriseId: row.enterpriseId, accessLevel: row.creatorLevel, email: row.email };
    if (!apiKeysPolicy.allows(creator, 'key.use', { Role: row.role })) return null;
    if (!(await this.limit.take(String(row.id)))) {
      throw new HttpError(429, MSG.tooManyRequests, undefined, undefined, { 'retry-after': retryAfterSeconds(await this.limit.msUntilReset(String(row.id))) });
    }
    await this.touch(row.id, now);
    return { sessionId: 0, userId: row.userId, enterpriseId: row.enterpriseId, accessLevel: row.role, email: row.email, apiKeyId: row.id };
  }

  private async touch(keyId: number, now: number) {
    const last = this.lastTouched.get(keyId);
    if (last !== undefined && now - last < LAST_USED_EVERY_MS) return;
    if (this.lastTouched.size >= 10_000) this.lastTouched.clear();
    this.lastTouched.set(keyId, now);
    await touchKey({ db: this.db }, keyId);
  }
}
