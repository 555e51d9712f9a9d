import fs from 'node:fs';
import path from 'node:path';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/*
 * Secrets the server must read back (a webhook endpoint's signing secret) are stored sealed:
 * AES-256-GCM under the server's key, SECRETS_KEY, or else a random key the server writes to
 * DATA_DIR/secrets-key (mode 0600) on first use and keeps. Replicas must share SECRETS_KEY.
 */

const VERSION = 'v1';

/** Seals and opens stored secrets with one key. */
export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('SECRETS_KEY must be 32 bytes');
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
  }

  /** Throws when the value was sealed under another key or altered. */
  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('not a sealed secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }
}

/** The configured key, else the one kept in DATA_DIR/secrets-key (made on first use). */
export function secretBoxFor(config: { secretsKey?: Buffer; dataDir: string }): SecretBox {
  if (config.secretsKey) return new SecretBox(config.secretsKey);
  const file = path.join(config.dataDir, 'secrets-key');
  try {
    return new SecretBox(Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    // Another process wrote it first: use theirs.
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return new SecretBox(Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64'));
}
