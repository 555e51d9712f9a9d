import type { ApiKey, ApiKeyCreated } from '@candid/shared';
import type { KeyView } from './service';

/*
 * An API key at the HTTP edge: the wire's ApiKey (ApiKey_ID, Name, Role, State ...) shows the
 * secret's first characters and the key's state, never its hash.
 */

function stateOf(key: KeyView, now = Date.now()): ApiKey['State'] {
  if (key.revokedAt) return 'revoked';
  return new Date(key.expiresAt).getTime() <= now ? 'expired' : 'active';
}

/** A key → the wire's ApiKey. */
export function apiKeyToWire(key: KeyView): ApiKey {
  return {
    ApiKey_ID: key.id,
    Name: key.name,
    Role: key.role,
    Prefix: `${key.prefix}…`,
    CreatedAt: key.createdAt,
    CreatedBy: key.creator ?? '',
    ExpiresAt: key.expiresAt,
    LastUsedAt: key.lastUsedAt,
    RevokedAt: key.revokedAt,
    State: stateOf(key),
  };
}

/** A key just made → the wire's ApiKeyCreated: the secret, this once. */
export function createdKeyToWire({ key, secret }: { key: KeyView; secret: string }): ApiKeyCreated {
  return { ...apiKeyToWire(key), Secret: secret };
}
