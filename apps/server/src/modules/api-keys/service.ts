import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { API_KEY_PREFIX, MSG, type ApiKeyInput } from '@candid/shared';
import type { AuthContext } from '../../actors';
import type { Deps } from '../../context';
import { apiKeys, users } from '../../db/schema/index';
import { badRequest, notFound } from '../../http/errors';
import { randomToken, sha256 } from '../../platform/crypto';
import { apiKeysPolicy } from './policy';

/** Characters of the secret kept to tell keys apart in the list (the prefix and 8 random ones). */
const SHOWN_CHARS = API_KEY_PREFIX.length + 8;

/** A key with its creator's name; api-keys/wire.ts shows it on the wire, never its secret's hash. */
export type KeyView = typeof apiKeys.$inferSelect & { creator: string | null };

const selection = {
  key: apiKeys,
  creator: sql<string | null>`trim(concat(${users.firstName}, ' ', ${users.lastName}))`,
};

async function loadKey(db: Deps['db'], enterpriseId: number, id: number): Promise<KeyView> {
  const [row] = await db
    .select(selection)
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.userId))
    .where(and(eq(apiKeys.enterpriseId, enterpriseId), eq(apiKeys.id, id)));
  if (!row) throw notFound();
  return { ...row.key, creator: row.creator };
}

/** The enterprise's keys, newest first (revoked and expired ones too, marked). */
export async function listKeys({ db }: Deps, actor: AuthContext): Promise<KeyView[]> {
  const rows = await db
    .select(selection)
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.enterpriseId, actor.enterpriseId))
    .orderBy(desc(apiKeys.id))
    .limit(500);
  return rows.map((r) => ({ ...r.key, creator: r.creator }));
}

/** Makes a key: 256 random bits after the recognisable prefix; only its SHA-256 is stored. */
export async function createKey({ db }: Deps, actor: AuthContext, input: ApiKeyInput): Promise<{ key: KeyView; secret: string }> {
  // A role above the creator's is a refused value of the form (400), not a refused action.
  if (!apiKeysPolicy.allows(actor, 'key.create', input)) throw badRequest(MSG.apiKeyRoleTooHigh, { Role: [MSG.apiKeyRoleTooHigh] });
  const secret = `${API_KEY_PREFIX}${randomToken(32)}`;
  const expiresAt = new Date(Date.now() + input.ExpiresInDays * 86_400_000).toISOString();
  const [row] = await db
    .insert(apiKeys)
    .values({
      enterpriseId: actor.enterpriseId,
      userId: actor.userId,
      name: input.Name,
      role: input.Role,
      prefix: secret.slice(0, SHOWN_CHARS),
      secretHash: sha256(secret),
      expiresAt,
    })
    .returning({ id: apiKeys.id });
  return { key: await loadKey(db, actor.enterpriseId, row.id), secret };
}

/** Revokes a key: refused from its next request on (keys are never cached). */
export async function revokeKey({ db }: Deps, actor: AuthContext, id: number): Promise<KeyView> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
    .where(and(eq(apiKeys.enterpriseId, actor.enterpriseId), eq(apiKeys.id, id)))
    .returning({ id: apiKeys.id });
  if (!row) throw notFound();
  return loadKey(db, actor.enterpriseId, id);
}

/** Marks a key used (the authenticator calls it at most once a minute per key). */
export async function touchKey({ db }: Deps, keyId: number): Promise<void> {
  await db.update(apiKeys).set({ lastUsedAt: sql`now()` }).where(and(eq(apiKeys.id, keyId), isNull(apiKeys.revokedAt)));
}
