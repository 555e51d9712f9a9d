import { z, type ZodType } from 'zod';
import type { WebhookEventType } from '@candid/shared';
import type { DbOrTx } from '../db/client';

/*
 * Domain events in process: what modules/webhooks/emit.ts writes to the webhook outbox is told,
 * in the same transaction, to the subscribers of its type. So a module of a lower tier (media's
 * transcode) sets off the work of a higher one (transcripts) without importing it, and the work is
 * as atomic as the change: a rollback leaves neither the event nor what its subscribers did.
 * Internal events (InternalEventType) are published the same way (`events.publish` in the
 * change's transaction) but never reach the webhook outbox.
 */

/**
 * Events told only to the app's own subscribers, never written to the webhook outbox:
 * - 'candidate.address_erased': an enterprise erased its last candidate with an address (data:
 *   `address`, lower-cased), so what a higher module keeps of that address goes too.
 * - 'member.invitation_released': an expired team invitation was released (data: `userId`).
 */
export type InternalEventType = 'candidate.address_erased' | 'member.invitation_released';
export type DomainEventType = WebhookEventType | InternalEventType;

/** An event as emitted: its enterprise, its type (a webhook's, or an internal one) and its ids and states. */
export interface DomainEvent<Type extends DomainEventType = WebhookEventType> {
  enterpriseId: number;
  type: Type;
  data: Record<string, string | number | boolean | null>;
}

/**
 * What an event of `event` sets off, defined once next to the work: `data` is the schema of what
 * it reads of the event's data; `run` gets the app it was subscribed with, its `db` set to the
 * emitter's transaction.
 */
export interface EventSubscriber<Data extends ZodType, App> {
  event: DomainEventType;
  data: Data;
  run(app: App & { db: DbOrTx }, data: z.output<Data>, event: DomainEvent<DomainEventType>): Promise<void>;
}

export const defineSubscriber = <Data extends ZodType, App>(subscriber: EventSubscriber<Data, App>) => subscriber;

type Bound = (db: DbOrTx, event: DomainEvent<DomainEventType>) => Promise<void>;

/** One app's subscribers, by event type (subscribed at startup, before any work). */
export class DomainEvents {
  private readonly subscribers = new Map<DomainEventType, Bound[]>();

  on<Data extends ZodType, App>(subscriber: EventSubscriber<Data, App>, app: App) {
    const bound: Bound = (db, event) => subscriber.run({ ...app, db }, subscriber.data.parse(event.data), event);
    this.subscribers.set(subscriber.event, [...(this.subscribers.get(subscriber.event) ?? []), bound]);
  }

  /** Runs each event's subscribers, in order, in `db` (the emitter's transaction); a throw rolls it all back. */
  async publish(db: DbOrTx, events: readonly DomainEvent<DomainEventType>[]): Promise<void> {
    for (const event of events) {
      for (const subscriber of this.subscribers.get(event.type) ?? []) await subscriber(db, event);
    }
  }
}
