import { createHash, randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** OWASP argon2id parameters: 19 MiB, 2 iterations, 1 lane. */
const ARGON2 = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashSecret = (secret: string) => hash(secret, ARGON2);

export async function verifySecret(stored: string, secret: string): Promise<boolean> {
  try {
    return await verify(stored, secret);
  } catch {
    return false;
  }
}

/** A random URL-safe token of `bytes` bytes (default 32 = 256 bits). */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A uniformly random numeric code of `length` digits. */
export const numericCode = (length: number) =>
  Array.from({ length }, () => randomInt(0, 10)).join('');

/** A fixed hash to verify against when a login name is unknown, so timing does not tell. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => (dummyHash ??= hashSecret('not-a-real-password'));
