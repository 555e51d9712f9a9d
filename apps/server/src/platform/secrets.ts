import fs from 'node:fs';
import path from 'node:path';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/*
 * Secrets the server must read back (a job board's client secret, say) are kept encrypted with
 * AES-256-GCM under one key: SECRETS_KEY (32 bytes, base64 or hex), else a random key written
 * once to DATA_DIR/secrets-key (mode 0600). Hashing is for secrets we only compare (passwords,
 * tokens): see crypto.ts.
 */

const VERSION = 'v1';

/** Encrypts and decrypts small secrets; a stored value reads `v1.<iv>.<tag>.<ciphertext>` (base64url). */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

/** Parses SECRETS_KEY: 32 bytes as base64(url) or 64 hex digits. */
export function parseSecretsKey(text: string): Buffer {
  const key = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32) throw new Error('SECRETS_KEY must be 32 bytes, as base64 or 64 hex digits');
  return key;
}

/** The key file under DATA_DIR, created with a random key when missing. */
function keyFromDataDir(dataDir: string): Buffer {
  const file = path.join(dataDir, 'secrets-key');
  try {
    return parseSecretsKey(fs.readFileSync(file, 'utf8').trim());
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  try {
    fs.writeFileSync(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
    return key;
  } catch {
    // Another process wrote it first: use theirs.
    return parseSecretsKey(fs.readFileSync(file, 'utf8').trim());
  }
}

export function createSecretBox(opts: { key?: string; dataDir: string }): SecretBox {
  let key: Buffer | undefined = opts.key ? parseSecretsKey(opts.key) : undefined;
  const keyOf = () => (key ??= keyFromDataDir(opts.dataDir));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', keyOf(), iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', keyOf(), Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
