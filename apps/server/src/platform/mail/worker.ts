import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';
import { withTransaction } from '../../db/transaction';
import { Poller } from '../poller';
import type { MailTransport } from './transport';

const BATCH = 20;
const MAX_ATTEMPTS = 10;
const LEASE_MS = 5 * 60_000;
/** 5 s, 10 s, 20 s ... capped at one hour. */
export const backoffMs = (attempts: number) => Math.min(5_000 * 2 ** (attempts - 1), 3_600_000);

/**
 * Delivers the outbox. Rows are claimed with FOR UPDATE SKIP LOCKED and leased, so any
 * number of replicas can run a worker, and a crash mid-send only delays the message.
 */
export class MailWorker {
  private readonly poller: Poller;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
    private readonly opts: { pollMs?: number; wakeElsewhere?: () => void } = {},
  ) {
    this.poller = new Poller(() => this.drain(), opts.pollMs ?? 1_000, (err) => this.log.error({ err }, 'mail worker pass failed'));
  }

  start() {
    this.poller.start();
  }

  async stop() {
    await this.poller.stop();
    this.transport.close();
  }

  /**
   * Runs a delivery pass now (after a commit that queued mail) instead of at the next poll; in a
   * process that runs no worker (CANDID_ROLE=web), tells the workers elsewhere (`wakeElsewhere`).
   */
  wake() {
    this.poller.wake();
    this.opts.wakeElsewhere?.();
  }

  /**
   * Resolves when nothing in the outbox is due and no delivery is in flight: a pass runs now and
   * every mail due is handed to the transport before this resolves (Poller.whenIdle). Stopped, it
   * only waits for the pass under way. Tests wait on it to prove that a mail was not sent.
   */
  whenIdle(): Promise<void> {
    return this.poller.whenIdle();
  }

  /** Delivers everything due; returns how many were sent. */
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

  private async claim() {
    const now = new Date();
    return withTransaction({ db: this.db }, async ({ db: tx }) => {
      const due = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          or(
            // The database's clock, which stamped the rows (microseconds): the process's, in
            // milliseconds, could read a row queued within the same millisecond as not due yet.
            and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)),
            and(eq(mailOutbox.status, 'sending'), lte(mailOutbox.lockedUntil, sql`now()`)),
          ),
        )
        .orderBy(asc(mailOutbox.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(mailOutbox)
        .set({
          status: 'sending',
          lockedUntil: new Date(now.getTime() + LEASE_MS).toISOString(),
          attempts: sql`${mailOutbox.attempts} + 1`,
        })
        .where(
          inArray(
            mailOutbox.id,
            due.map((d) => d.id),
          ),
        )
        .returning();
    });
  }

  private async deliver(row: typeof mailOutbox.$inferSelect): Promise<boolean> {
    const from = row.fromName ? `"${row.fromName.replace(/["\\\r\n]/g, '')}" <${addressOf(this.from)}>` : this.from;
    try {
      const { messageId } = await this.transport.send({
        outboxId: row.id,
        from,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody ?? undefined,
        replyTo: row.replyTo ?? undefined,
      });
      await this.db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date().toISOString(), messageId, lockedUntil: null, lastError: null })
        .where(eq(mailOutbox.id, row.id));
      return true;
    } catch (err) {
      const failed = row.attempts >= MAX_ATTEMPTS;
      this.log.warn({ err, outboxId: row.id, attempts: row.attempts }, 'mail delivery failed');
      await this.db
        .update(mailOutbox)
        .set({
          status: failed ? 'failed' : 'pending',
          lockedUntil: null,
          lastError: String(err instanceof Error ? err.message : err).slice(0, 1000),
          nextAttemptAt: new Date(Date.now() + backoffMs(row.attempts)).toISOString(),
        })
        .where(eq(mailOutbox.id, row.id));
      return false;
    }
  }
}

function addressOf(from: string): string {
  const m = /<([^>]+)>/.exec(from);
  return m ? m[1] : from;
}
