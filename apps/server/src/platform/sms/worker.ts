import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { smsOutbox, type SmsStatus } from '../../db/schema/index';
import { withTransaction } from '../../db/transaction';
import { backoffMs } from '../mail/worker';
import { Poller } from '../poller';
import { optedOutAt, recordInboundSms, statusesBefore } from './status';
import { SmsProviderError, type SmsTransport } from './transport';

const BATCH = 20;
const MAX_ATTEMPTS = 5;
const LEASE_MS = 5 * 60_000;
/** The provider's "the recipient has unsubscribed" (they replied STOP to it). */
const UNSUBSCRIBED = 21610;

type SmsRow = typeof smsOutbox.$inferSelect;

/**
 * Delivers the SMS outbox, like the mail worker: rows are claimed with FOR UPDATE SKIP LOCKED
 * and leased, so any number of replicas can run one and a crash mid-send only delays a message.
 * A number that opted out is never texted; a refusal the provider calls final fails the row at once.
 */
export class SmsWorker {
  private readonly poller: Poller;

  constructor(
    private readonly db: Db,
    private readonly transport: SmsTransport,
    private readonly log: FastifyBaseLogger,
    private readonly opts: { pollMs?: number; wakeElsewhere?: () => void; statusCallback?: string } = {},
  ) {
    this.poller = new Poller(() => this.drain(), opts.pollMs ?? 1_000, (err) => this.log.error({ err }, 'sms worker pass failed'));
  }

  start() {
    this.poller.start();
  }

  async stop() {
    await this.poller.stop();
  }

  /** Runs a delivery pass now (after a commit that queued a message); in a web process, wakes the workers elsewhere. */
  wake() {
    this.poller.wake();
    this.opts.wakeElsewhere?.();
  }

  /** Resolves when nothing in the outbox is due and no send is in flight (Poller.whenIdle). */
  whenIdle(): Promise<void> {
    return this.poller.whenIdle();
  }

  /** Delivers everything due; returns how many the provider took. */
  async drain(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await this.claim();
      if (batch.length === 0) return sent;
      for (const row of batch) {
        if (await this.deliver(row)) sent++;
      }
    }
  }

  private async claim(): Promise<SmsRow[]> {
    const now = new Date();
    return withTransaction({ db: this.db }, async ({ db: tx }) => {
      const due = await tx
        .select({ id: smsOutbox.id })
        .from(smsOutbox)
        .where(
          or(
            // The database's clock, which stamped the rows (microseconds): the process's, in
            // milliseconds, could read a row queued within the same millisecond as not due yet.
            and(eq(smsOutbox.status, 'pending'), lte(smsOutbox.nextAttemptAt, sql`now()`)),
            and(eq(smsOutbox.status, 'sending'), lte(smsOutbox.lockedUntil, sql`now()`)),
          ),
        )
        .orderBy(asc(smsOutbox.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(smsOutbox)
        .set({
          status: 'sending',
          lockedUntil: new Date(now.getTime() + LEASE_MS).toISOString(),
          attempts: sql`${smsOutbox.attempts} + 1`,
        })
        .where(
          inArray(
            smsOutbox.id,
            due.map((d) => d.id),
          ),
        )
        .returning();
    });
  }

  private async deliver(row: SmsRow): Promise<boolean> {
    if ((await optedOutAt(this.db, [row.toNumber])).size) {
      await this.advance(row.id, 'failed', { lastError: 'opted out' });
      return false;
    }
    try {
      const { providerId, status } = await this.transport.send({
        outboxId: row.id,
        to: row.toNumber,
        body: row.body,
        // The row's own id rides in the callback's address: a callback that arrives before the
        // provider's id is stored below still finds its message.
        statusCallback: this.opts.statusCallback && `${this.opts.statusCallback}?outbox=${row.id}`,
      });
      await this.sent(row.id, status, providerId);
      return true;
    } catch (err) {
      await this.failed(row, err);
      return false;
    }
  }

  /** A send that failed: retried later with backoff, unless the refusal is final or the attempts are spent. */
  private async failed(row: SmsRow, err: unknown) {
    const refusal = err instanceof SmsProviderError ? err : null;
    // The provider keeps its own opt-out list: a STOP it received is honoured here too.
    if (refusal?.code === UNSUBSCRIBED) await recordInboundSms(this.db, { from: row.toNumber, body: 'STOP' });
    const lastError = String(err instanceof Error ? err.message : err).slice(0, 1000);
    this.log.warn({ err, outboxId: row.id, attempts: row.attempts }, 'sms delivery failed');
    if (refusal?.permanent || row.attempts >= MAX_ATTEMPTS) {
      await this.advance(row.id, 'failed', { lastError });
      return;
    }
    // Back in the queue: the outbox's own retry, the one move back (sending → pending) there is.
    await this.db
      .update(smsOutbox)
      .set({ status: 'pending', lockedUntil: null, lastError, nextAttemptAt: new Date(Date.now() + backoffMs(row.attempts)).toISOString() })
      .where(and(eq(smsOutbox.id, row.id), eq(smsOutbox.status, 'sending')));
  }

  /**
   * Stores what the provider answered: its id and when, always (a callback may have come first and
   * moved the message on), and the status only forward (status.ts). The lease ends with it.
   */
  private async sent(id: number, status: SmsStatus, providerId: string) {
    await this.db
      .update(smsOutbox)
      .set({
        providerId,
        sentAt: sql`now()`,
        lastError: null,
        lockedUntil: null,
        status: sql`case when ${inArray(smsOutbox.status, statusesBefore(status))} then ${status} else ${smsOutbox.status} end`,
        statusAt: sql`case when ${inArray(smsOutbox.status, statusesBefore(status))} then now() else ${smsOutbox.statusAt} end`,
      })
      .where(eq(smsOutbox.id, id));
  }

  /** Moves a row to `status` with `set`, only forward (status.ts): the lease ends with it. */
  private async advance(id: number, status: SmsStatus, set: Partial<Pick<SmsRow, 'providerId' | 'sentAt' | 'statusAt' | 'lastError'>>) {
    await this.db
      .update(smsOutbox)
      .set({ ...set, status, lockedUntil: null })
      .where(and(eq(smsOutbox.id, id), inArray(smsOutbox.status, statusesBefore(status))));
  }
}
