import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Where the server keeps the token of `npm run billing` when OPERATOR_TOKEN is not set. */
export const operatorTokenPath = (dataDir: string) => path.join(dataDir, 'operator-token');

/** The token in DATA_DIR/operator-token, or null when there is none (yet). */
export function readOperatorToken(dataDir: string): string | null {
  try {
    const token = fs.readFileSync(operatorTokenPath(dataDir), 'utf8').trim();
    return token.length >= 32 ? token : null;
  } catch {
    return null;
  }
}

/**
 * The operator's token, made at start: OPERATOR_TOKEN when set; otherwise the one in
 * DATA_DIR/operator-token, written there (32 random bytes, base64url, readable by this user
 * only) when missing, and reused on every later start.
 */
export function ensureOperatorToken(config: { dataDir: string; operatorToken?: string }): string {
  if (config.operatorToken) return config.operatorToken;
  const existing = readOperatorToken(config.dataDir);
  if (existing) return existing;
  fs.mkdirSync(config.dataDir, { recursive: true });
  const token = randomBytes(32).toString('base64url');
  try {
    // 'wx': two servers starting at once over one data folder keep the first one's token.
    fs.writeFileSync(operatorTokenPath(config.dataDir), `${token}\n`, { mode: 0o600, flag: 'wx' });
    return token;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const written = readOperatorToken(config.dataDir);
    if (written) return written;
    // An empty or damaged file: replaced.
    fs.writeFileSync(operatorTokenPath(config.dataDir), `${token}\n`, { mode: 0o600 });
    return token;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether `given` is the operator's token, compared in constant time (whatever the lengths). */
export function operatorTokenMatches(given: string | undefined, expected: string | null | undefined): boolean {
  if (!given || !expected) return false;
  return timingSafeEqual(digest(given), digest(expected));
}
