import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { smsOptOuts, smsOutbox, type SmsStatus } from '../../db/schema/index';
import { sha256 } from '../crypto';

/** How far a message has got; a status only ever moves to a higher rank, so a late callback changes nothing. */
const RANK: Record<SmsStatus, number> = { pending: 0, sending: 1, queued: 2, sent: 3, delivered: 4, failed: 4, undelivered: 4 };

/** The statuses a message may leave for `status`: those ranked below it (a terminal one is never left). */
export function statusesBefore(status: SmsStatus): SmsStatus[] {
  return (Object.keys(RANK) as SmsStatus[]).filter((s) => RANK[s] < RANK[status]);
}

/**
 * Records what the provider says of a message (its status callback), found by the provider's
 * message id (or, before that is stored, by the row's id from the callback's address), if it
 * moves the message forward; a failure keeps the provider's error code for
 * operators. Answers whether the message is ours (found), moved or not.
 */
export async function recordSmsStatus(
  db: DbOrTx,
  input: { providerId: string; status: SmsStatus; errorCode?: string | null; outboxId?: number | null },
): Promise<boolean> {
  const failed = input.status === 'failed' || input.status === 'undelivered';
  // By the provider's id; or by the row's own id (the callback's address carries it) while the
  // provider's id is not stored yet — never a row that has another provider id.
  const ours = input.outboxId
    ? or(eq(smsOutbox.providerId, input.providerId), and(eq(smsOutbox.id, input.outboxId), isNull(smsOutbox.providerId)))!
    : eq(smsOutbox.providerId, input.providerId);
  const moved = await db
    .update(smsOutbox)
    .set({
      status: input.status,
      statusAt: sql`now()`,
      providerId: input.providerId,
      ...(failed && input.errorCode ? { lastError: input.errorCode } : {}),
    })
    .where(and(ours, inArray(smsOutbox.status, statusesBefore(input.status))))
    .returning({ id: smsOutbox.id });
  if (moved.length) return true;
  const [found] = await db.select({ id: smsOutbox.id }).from(smsOutbox).where(ours);
  return found !== undefined;
}

const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'REVOKE']);
const START_WORDS = new Set(['START', 'UNSTOP', 'YES']);

/** The opt-out or opt-in a reply asks for: the whole reply is the keyword (any case, spaces around). */
export function optOutKeyword(body: string): 'stop' | 'start' | null {
  const word = body.trim().toUpperCase();
  if (STOP_WORDS.has(word)) return 'stop';
  if (START_WORDS.has(word)) return 'start';
  return null;
}

/**
 * Honours a reply to our number: an opt-out keyword records the number (by its sha256) as opted
 * out, an opt-in keyword removes it; anything else changes nothing. Answers what was done.
 */
export async function recordInboundSms(db: DbOrTx, input: { from: string; body: string }): Promise<'stop' | 'start' | null> {
  const action = optOutKeyword(input.body);
  const numberHash = sha256(input.from);
  if (action === 'stop') {
    await db.insert(smsOptOuts).values({ numberHash, keyword: input.body.trim().toUpperCase() }).onConflictDoNothing();
  } else if (action === 'start') {
    await db.delete(smsOptOuts).where(eq(smsOptOuts.numberHash, numberHash));
  }
  return action;
}

/** Which of these E.164 numbers have opted out, and when. */
export async function optedOutAt(db: DbOrTx, numbers: string[]): Promise<Map<string, string>> {
  const byHash = new Map(numbers.map((n) => [sha256(n), n]));
  if (byHash.size === 0) return new Map();
  const rows = await db
    .select({ numberHash: smsOptOuts.numberHash, optedOutAt: smsOptOuts.optedOutAt })
    .from(smsOptOuts)
    .where(inArray(smsOptOuts.numberHash, [...byHash.keys()]));
  return new Map(rows.flatMap((r) => {
    const number = byHash.get(r.numberHash);
    return number ? [[number, r.optedOutAt] as const] : [];
  }));
}
