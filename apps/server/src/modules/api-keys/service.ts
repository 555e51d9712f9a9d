import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { API_KEY_PREFIX, MSG, type ApiKey, type ApiKeyCreated, type ApiKeyInput } from '@candid/shared';
import type { AuthContext } from '../../actors';
import type { Deps } from '../../context';
import { apiKeys, users } from '../../db/schema/index';
import { badRequest, notFound } from '../../http/errors';
import { randomToken, sha256 } from '../../platform/crypto';
import { apiKeysPolicy } from './policy';

/** Characters of the secret kept to tell keys apart in the list (the prefix and 8 random ones). */
const SHOWN_CHARS = API_KEY_PREFIX.length + 8;

type Row = typeof apiKeys.$inferSelect & { creator: string | null };

function stateOf(row: { revokedAt: string | null; expiresAt: string }, now = Date.now()): ApiKey['State'] {
  if (row.revokedAt) return 'revoked';
  return new Date(row.expiresAt).getTime() <= now ? 'expired' : 'active';
}

const present = (row: Row): ApiKey => ({
  ApiKey_ID: row.id,
  Name: row.name,
  Role: row.role,
  Prefix: `${row.prefix}…`,
  CreatedAt: row.createdAt,
  CreatedBy: row.creator ?? '',
  ExpiresAt: row.expiresAt,
  LastUsedAt: row.lastUsedAt,
  RevokedAt: row.revokedAt,
  State: stateOf(row),
});

const selection = {
  key: apiKeys,
  creator: sql<string | null>`trim(concat(${users.User_FirstName}, ' ', ${users.User_LastName}))`,
};

async function loadKey(db: Deps['db'], enterpriseId: number, id: number): Promise<Row> {
  const [row] = await db
    .select(selection)
    .from(apiKeys)
    .leftJoin(users, eq(users.pk_User_ID, apiKeys.fk_User_ID))
    .where(and(eq(apiKeys.fk_Enterprise_ID, enterpriseId), eq(apiKeys.id, id)));
  if (!row) throw notFound();
  return { ...row.key, creator: row.creator };
}

/** The enterprise's keys, newest first (revoked and expired ones too, marked). */
export async function listKeys({ db }: Deps, actor: AuthContext): Promise<ApiKey[]> {
  const rows = await db
    .select(selection)
    .from(apiKeys)
    .leftJoin(users, eq(users.pk_User_ID, apiKeys.fk_User_ID))
    .where(eq(apiKeys.fk_Enterprise_ID, actor.enterpriseId))
    .orderBy(desc(apiKeys.id))
    .limit(500);
  return rows.map((r) => present({ ...r.key, creator: r.creator }));
}

/** Makes a key: 256 random bits after the recognisable prefix; only its SHA-256 is stored. */
export async function createKey({ db }: Deps, actor: AuthContext, input: ApiKeyInput): Promise<ApiKeyCreated> {
  // A role above the creator's is a refused value of the form (400), not a refused action.
  if (!apiKeysPolicy.allows(actor, 'key.create', input)) throw badRequest(MSG.apiKeyRoleTooHigh, { Role: [MSG.apiKeyRoleTooHigh] });
  const secret = `${API_KEY_PREFIX}${randomToken(32)}`;
  const expiresAt = new Date(Date.now() + input.ExpiresInDays * 86_400_000).toISOString();
  const [row] = await db
    .insert(apiKeys)
    .values({
      fk_Enterprise_ID: actor.enterpriseId,
      fk_User_ID: actor.userId,
      name: input.Name,
      role: input.Role,
      prefix: secret.slice(0, SHOWN_CHARS),
      secretHash: sha256(secret),
      expiresAt,
    })
    .returning({ id: apiKeys.id });
  const key = await loadKey(db, actor.enterpriseId, row.id);
  return { ...present(key), Secret: secret };
}

/** Revokes a key: refused from its next request on (keys are never cached). */
export async function revokeKey({ db }: Deps, actor: AuthContext, id: number): Promise<ApiKey> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
    .where(and(eq(apiKeys.fk_Enterprise_ID, actor.enterpriseId), eq(apiKeys.id, id)))
    .returning({ id: apiKeys.id });
  if (!row) throw notFound();
  return present(await loadKey(db, actor.enterpriseId, id));
}

/** Marks a key used (the authenticator calls it at most once a minute per key). */
export async function touchKey({ db }: Deps, keyId: number): Promise<void> {
  await db.update(apiKeys).set({ lastUsedAt: sql`now()` }).where(and(eq(apiKeys.id, keyId), isNull(apiKeys.revokedAt)));
}
