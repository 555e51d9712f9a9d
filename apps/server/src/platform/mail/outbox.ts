import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { devMailbox, mailOutbox } from '../../db/schema/index';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  enterpriseId?: number | null;
  fromName?: string;
  replyTo?: string;
  /** The candidate the mail is to (their invitation) or quotes (a mail to the team): it is erased with them. */
  campaignLineId?: number;
  /** The candidate's invitation or reminder (with campaignLineId): once sent, their line counts as delivered (issue 33). */
  purpose?: 'invitation' | 'reminder';
}

/**
 * Queues a message. Call it inside the transaction of the change that causes the mail,
 * so the mail exists exactly when the change does; the worker delivers it afterwards.
 */
export async function enqueueMail(tx: DbOrTx, mail: OutgoingMail): Promise<number> {
  const [row] = await tx.insert(mailOutbox).values(outboxRow(mail)).returning({ id: mailOutbox.id });
  return row.id;
}

/** Queues many messages in one statement (bulk invitations); same transaction rule as enqueueMail. */
export async function enqueueMails(tx: DbOrTx, mails: OutgoingMail[]): Promise<void> {
  if (mails.length) await tx.insert(mailOutbox).values(mails.map(outboxRow));
}

const outboxRow = (mail: OutgoingMail) => ({
  enterpriseId: mail.enterpriseId ?? null,
  toAddress: mail.to,
  subject: mail.subject,
  textBody: mail.text,
  htmlBody: mail.html ?? null,
  fromName: mail.fromName ?? null,
  replyTo: mail.replyTo ?? null,
  campaignLineId: mail.campaignLineId ?? null,
  purpose: mail.purpose ?? null,
});

/**
 * Deletes the mail queued or sent to `address` (compared lower-cased) on behalf of the enterprise,
 * or of none (Candid's own mail, e.g. data-request confirmations) when `enterpriseId` is null,
 * with the dev mailbox's copies of those messages (the dev mailbox has no tenant of its own).
 * Joins the caller's transaction.
 */
export async function deleteMailTo({ db }: { db: DbOrTx }, input: { enterpriseId: number | null; address: string }): Promise<void> {
  const ofSender = input.enterpriseId === null ? isNull(mailOutbox.enterpriseId) : eq(mailOutbox.enterpriseId, input.enterpriseId);
  const sent = await db
    .delete(mailOutbox)
    .where(and(ofSender, sql`lower(${mailOutbox.toAddress}) = ${input.address.toLowerCase()}`))
    .returning({ id: mailOutbox.id });
  if (sent.length) await db.delete(devMailbox).where(inArray(devMailbox.outboxId, sent.map((m) => m.id)));
}

/** Deletes the mail to the team that quotes these candidates (with its dev mailbox copies). Joins the caller's transaction. */
export async function deleteMailAbout({ db }: { db: DbOrTx }, input: { enterpriseId: number; lineIds: number[] }): Promise<void> {
  if (input.lineIds.length === 0) return;
  const sent = await db
    .delete(mailOutbox)
    .where(and(eq(mailOutbox.enterpriseId, input.enterpriseId), inArray(mailOutbox.campaignLineId, input.lineIds)))
    .returning({ id: mailOutbox.id });
  if (sent.length) await db.delete(devMailbox).where(inArray(devMailbox.outboxId, sent.map((m) => m.id)));
}
