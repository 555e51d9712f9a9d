import { createHmac, randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@candid/shared';

/*
 * Standard Webhooks signatures (https://www.standardwebhooks.com): the signed content is
 * "{webhook-id}.{webhook-timestamp}.{body}", HMAC-SHA256 under the secret's bytes (the base64
 * after "whsec_"), sent as "v1,{base64 signature}". docs/api-keys-and-webhooks.md has the recipe
 * to verify it, which the tests run as written.
 */

/** A new endpoint's secret: 24 random bytes, base64, after "whsec_". */
export const newWebhookSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(24).toString('base64')}`;

export function signature(secret: string, messageId: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
  return `v1,${createHmac('sha256', key).update(`${messageId}.${timestamp}.${body}`).digest('base64')}`;
}

/** The three headers of a delivery. */
export function signedHeaders(secret: string, messageId: string, body: string, now = Date.now()): Record<string, string> {
  const timestamp = Math.floor(now / 1000);
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signature(secret, messageId, timestamp, body),
  };
}
