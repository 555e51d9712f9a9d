import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSecretBox, parseSecretsKey } from './secrets';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'candid-secrets-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('secret box', () => {
  it('seals so that only the same key opens, and never shows the plain text', () => {
    const box = createSecretBox({ key: 'a'.repeat(64), dataDir: dir });
    const sealed = box.seal('client-secret-123');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('client-secret-123');
    expect(box.seal('client-secret-123')).not.toBe(sealed); // a fresh IV each time
    expect(box.open(sealed)).toBe('client-secret-123');
    expect(() => createSecretBox({ key: 'b'.repeat(64), dataDir: dir }).open(sealed)).toThrow();
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = body.startsWith('A') ? `B${body.slice(1)}` : `A${body.slice(1)}`;
    expect(() => box.open([v, iv, tag, flipped].join('.'))).toThrow();
    expect(() => box.open('plain text')).toThrow('not a sealed secret');
  });

  it('without SECRETS_KEY, writes a random key to DATA_DIR once and keeps using it', () => {
    const sealed = createSecretBox({ dataDir: dir }).seal('kept');
    const file = path.join(dir, 'secrets-key');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(parseSecretsKey(fs.readFileSync(file, 'utf8'))).toHaveLength(32);
    expect(createSecretBox({ dataDir: dir }).open(sealed)).toBe('kept');
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => parseSecretsKey('short')).toThrow('SECRETS_KEY must be 32 bytes');
    expect(parseSecretsKey(Buffer.alloc(32, 7).toString('base64'))).toHaveLength(32);
  });
});
