import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { devSms, smsOutbox, type SmsPurpose } from '../../db/schema/index';

/** A text message to a candidate (issue 33). */
export interface OutgoingSms {
  enterpriseId: number;
  campaignLineId: number;
  /** E.164. */
  to: string;
  body: string;
  purpose: SmsPurpose;
}

/**
 * Queues text messages. Call it inside the transaction of the change that causes them (as
 * enqueueMail), so a message exists exactly when the change does; the SMS worker sends it after.
 */
export async function enqueueSms(tx: DbOrTx, messages: OutgoingSms[]): Promise<void> {
  if (messages.length === 0) return;
  await tx.insert(smsOutbox).values(
    messages.map((m) => ({ enterpriseId: m.enterpriseId, campaignLineId: m.campaignLineId, toNumber: m.to, body: m.body, purpose: m.purpose })),
  );
}

/**
 * Forgets what the text messages to these candidates said and where they went (their erasure),
 * with the dev outbox's copies. The rows stay, emptied, so the plan's count of messages sent in
 * the period does not go down. Joins the caller's transaction.
 */
export async function forgetSmsTo({ db }: { db: DbOrTx }, input: { enterpriseId: number; lineIds: number[] }): Promise<void> {
  if (input.lineIds.length === 0) return;
  const sent = await db
    .update(smsOutbox)
    .set({ toNumber: '', body: '', lastError: null })
    .where(and(eq(smsOutbox.enterpriseId, input.enterpriseId), inArray(smsOutbox.campaignLineId, input.lineIds)))
    .returning({ id: smsOutbox.id });
  if (sent.length) await db.delete(devSms).where(inArray(devSms.outboxId, sent.map((m) => m.id)));
}

/** The text messages sent to a candidate (their page, their data copy), newest first. */
export async function textMessagesTo({ db }: { db: DbOrTx }, line: { enterpriseId: number; campaignLineId: number }) {
  return db
    .select({
      purpose: smsOutbox.purpose,
      status: smsOutbox.status,
      to: smsOutbox.toNumber,
      body: smsOutbox.body,
      createdAt: smsOutbox.createdAt,
      statusAt: smsOutbox.statusAt,
    })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.enterpriseId, line.enterpriseId), eq(smsOutbox.campaignLineId, line.campaignLineId)))
    .orderBy(desc(smsOutbox.id));
}
