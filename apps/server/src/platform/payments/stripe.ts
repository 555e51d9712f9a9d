import Stripe from 'stripe';
import type { FastifyBaseLogger } from 'fastify';
import { MSG } from '@candid/shared';
import type { Config } from '../../config';
import { HttpError } from '../../http/errors';

export type StripeSettings = NonNullable<Config['stripe']>;

/**
 * A Stripe client for the configured account, or null when billing is offline. `apiBase` (the
 * tests' local stand-in) sets host, port and protocol; the key stays inside the client.
 */
export function createStripe(settings: StripeSettings | undefined): Stripe | null {
  if (!settings) return null;
  const base = new URL(settings.apiBase ?? 'https://api.stripe.com');
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(settings.secretKey, {
    host: base.hostname,
    port: base.port ? Number(base.port) : protocol === 'http' ? 80 : 443,
    protocol,
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
  });
}

/** What a failed Stripe call leaves in the log: never the request, its headers or the key. */
function describe(err: unknown) {
  if (err instanceof Stripe.errors.StripeError) {
    return { type: err.type, code: err.code, statusCode: err.statusCode, requestId: err.requestId, message: err.message };
  }
  return { message: err instanceof Error ? err.message : String(err) };
}

/** The payment provider as services use it: the client, its settings, and calls that fail as 503. */
export interface Payments {
  readonly stripe: Stripe;
  readonly settings: StripeSettings;
  /** Runs a Stripe call; any failure is logged and becomes 503 MSG.billingUnavailable. */
  call<T>(what: string, fn: (stripe: Stripe) => Promise<T>): Promise<T>;
  /** The event of a webhook delivery, or null when the signature does not verify. */
  verifyEvent(rawBody: Buffer, signature: string | undefined): Stripe.Event | null;
}

/** The app's payments adapter (DESIGN §1): Stripe when STRIPE_SECRET_KEY is set, else null (offline billing). */
export function createPayments(settings: StripeSettings | undefined, log: FastifyBaseLogger): Payments | null {
  const stripe = createStripe(settings);
  if (!stripe || !settings) return null;
  return {
    stripe,
    settings,
    async call(what, fn) {
      try {
        return await fn(stripe);
      } catch (err) {
        log.warn({ stripe: describe(err) }, `Stripe call failed: ${what}`);
        throw new HttpError(503, MSG.billingUnavailable);
      }
    },
    verifyEvent(rawBody, signature) {
      if (!signature) return null;
      try {
        return stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch {
        return null;
      }
    },
  };
}
