import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import { newId, now } from './objects';

/** One event the stand-in sent (or tried to), with the HTTP status the app answered (null: no answer). */
export interface DeliveredEvent {
  event: Stripe.Event;
  status: number | null;
}

/** An event as Stripe builds it: a snapshot of the object at the time, never delivered by this call. */
export function buildEvent(type: string, object: object, previousAttributes?: object): Stripe.Event {
  const data = { object: structuredClone(object), ...(previousAttributes ? { previous_attributes: previousAttributes } : {}) };
  // Stripe.Event is a union keyed by `type`; an arbitrary type string is the point of this helper.
  return {
    id: newId('evt'), object: 'event', api_version: Stripe.API_VERSION, created: now(), type, data,
    livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null },
  } as unknown as Stripe.Event;
}

/** The Stripe-Signature header for a payload, made as Stripe makes it (t=…,v1=HMAC-SHA256 of `t.payload`). */
export function signatureHeader(payload: string, secret: string, timestamp = now()): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** Sends events to the app's webhook endpoint one at a time and records each with its answer. */
export class WebhookSender {
  readonly delivered: DeliveredEvent[] = [];

  constructor(
    public url: string | null,
    private readonly secret: string,
  ) {}

  /** Posts the event signed with the secret (or another one); the app's HTTP status, 0 when it did not answer. */
  async deliver(event: Stripe.Event, opts: { secret?: string } = {}): Promise<number> {
    const record: DeliveredEvent = { event, status: null };
    this.delivered.push(record);
    if (!this.url) return 0;
    const payload = JSON.stringify(event, null, 2);
    try {
      const res = await fetch(this.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signatureHeader(payload, opts.secret ?? this.secret),
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
        signal: AbortSignal.timeout(30_000),
      });
      await res.arrayBuffer();
      record.status = res.status;
      return res.status;
    } catch {
      return 0;
    }
  }

  /** Delivers events in order, each after the previous one's answer. */
  async deliverAll(events: Stripe.Event[]): Promise<Stripe.Event[]> {
    for (const event of events) await this.deliver(event);
    return events;
  }
}
