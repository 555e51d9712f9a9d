import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { MSG } from '@candid/shared';
import type { Deps } from '../../context';
import type { AuthContext } from '../../actors';
import { campaignLines, notificationRecipients, notifications, users } from '../../db/schema/index';
import { withTransaction } from '../../db/transaction';
import { badRequest, notFound } from '../../http/errors';
import { enqueueMail, type OutgoingMail } from '../../platform/mail/outbox';
import { notificationMail } from '../../platform/mail/templates';
import { loadCampaign } from '../campaigns/service';

type Row = typeof notifications.$inferSelect;
type UserRow = typeof users.$inferSelect;

/** A notification with the ids of everyone it is addressed to. */
export type SentNotification = Row & { users: number[] };

/** One of a user's notifications: whether (and when first) they read it. */
export type ReceivedNotification = SentNotification & { isRead: boolean; readAt: string | null };

/** What POST /Notification asks for; the sender is the session's user. */
export interface NotificationFields {
  title: string;
  body: string;
  isEmail?: boolean;
  /** The recipients' user ids. */
  users: number[];
  campaignId?: number | null;
  campaignLineId?: number | null;
}

export const displayName = (u: Pick<UserRow, 'firstName' | 'lastName' | 'email'>) => `${u.firstName} ${u.lastName}`.trim() || u.email;

/** The link a notification about a job points at. */
export const campaignUrl = (deps: Deps<'config'>, campaignId: number) => `${deps.config.publicUrl}/campaign/edit?id=${campaignId}`;

/** The link to a candidate's page. */
export const candidateUrl = (deps: Deps<'config'>, campaignLineId: number) => `${deps.config.publicUrl}/candidates/info?id=${campaignLineId}`;

/**
 * The users of the enterprise with these ids (deduplicated). Any id that is not a user of
 * the enterprise — another tenant's or unknown — is a 400 naming the field, before any write.
 */
export async function recipientsOf({ db }: Deps, enterpriseId: number, ids: number[], field: string): Promise<UserRow[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.enterpriseId, enterpriseId), inArray(users.id, wanted)));
  const found = new Set(rows.map((u) => u.id));
  const unknown = wanted.filter((id) => !found.has(id));
  if (unknown.length) throw badRequest(MSG.validationFailed, { [field]: [`Unknown user: ${unknown.join(', ')}.`] });
  return wanted.map((id) => rows.find((u) => u.id === id)!);
}

/**
 * Writes one notification with a recipient row per user and, when `mail` is given, queues
 * one email per recipient — inside the caller's transaction, so all of it exists or none.
 */
export async function writeNotification(
  { db: tx }: Deps,
  enterpriseId: number,
  values: Pick<Row, 'title' | 'body' | 'createdBy'> & Partial<Pick<Row, 'campaignId' | 'campaignLineId'>>,
  recipients: UserRow[],
  mail?: (user: UserRow) => Omit<OutgoingMail, 'to' | 'enterpriseId'>,
): Promise<SentNotification> {
  const [row] = await tx
    .insert(notifications)
    .values({ ...values, enterpriseId, isEmail: mail !== undefined })
    .returning();
  await tx.insert(notificationRecipients).values(
    recipients.map((u) => ({ enterpriseId, notificationId: row.id, userId: u.id })),
  );
  if (mail) {
    for (const u of recipients) await enqueueMail(tx, { ...mail(u), to: u.email, enterpriseId });
  }
  return { ...row, users: recipients.map((u) => u.id) };
}

/** POST /Notification: a notification from the caller to users of the enterprise (emailed when isEmail). */
export async function createNotification(deps: Deps<'config' | 'mail'>, actor: AuthContext, input: NotificationFields): Promise<SentNotification> {
  const created = await withTransaction(deps, async (txDeps) => {
    const { db: tx } = txDeps;
    if (input.campaignId) await loadCampaign(txDeps, actor, input.campaignId);
    if (input.campaignLineId) {
      const [line] = await tx
        .select({ campaignId: campaignLines.campaignId })
        .from(campaignLines)
        .where(and(eq(campaignLines.enterpriseId, actor.enterpriseId), eq(campaignLines.id, input.campaignLineId)));
      if (!line || (input.campaignId && line.campaignId !== input.campaignId)) throw notFound();
    }
    const recipients = await recipientsOf(txDeps, actor.enterpriseId, input.users, 'users');
    const [sender] = await tx.select().from(users).where(eq(users.id, actor.userId));
    const url = input.campaignId ? campaignUrl(deps, input.campaignId) : undefined;
    return writeNotification(
      txDeps,
      actor.enterpriseId,
      {
        title: input.title,
        body: input.body,
        createdBy: actor.userId,
        campaignId: input.campaignId ?? null,
        campaignLineId: input.campaignLineId ?? null,
      },
      recipients,
      input.isEmail
        ? () => notificationMail({ sender: sender ? displayName(sender) : 'A colleague', title: input.title, body: input.body, url })
        : undefined,
    );
  });
  if (created.isEmail) deps.mail.wake();
  return created;
}

/** The caller's notifications, newest first, each with its read flag and all its recipients. */
export async function listNotifications(
  deps: Deps,
  actor: AuthContext,
  opts: { unreadOnly?: boolean; limit: number; notificationId?: number },
): Promise<ReceivedNotification[]> {
  const rows = await deps.db
    .select({ n: notifications, readAt: notificationRecipients.readAt })
    .from(notificationRecipients)
    .innerJoin(
      notifications,
      and(
        eq(notifications.enterpriseId, notificationRecipients.enterpriseId),
        eq(notifications.id, notificationRecipients.notificationId),
      ),
    )
    .where(
      and(
        eq(notificationRecipients.enterpriseId, actor.enterpriseId),
        eq(notificationRecipients.userId, actor.userId),
        opts.unreadOnly ? isNull(notificationRecipients.readAt) : undefined,
        opts.notificationId ? eq(notificationRecipients.notificationId, opts.notificationId) : undefined,
      ),
    )
    .orderBy(desc(notifications.id))
    .limit(opts.limit);
  if (rows.length === 0) return [];
  const all = await deps.db
    .select({ id: notificationRecipients.notificationId, user: notificationRecipients.userId })
    .from(notificationRecipients)
    .where(
      and(
        eq(notificationRecipients.enterpriseId, actor.enterpriseId),
        inArray(notificationRecipients.notificationId, rows.map((r) => r.n.id)),
      ),
    );
  return rows.map(({ n, readAt }) => ({
    ...n,
    users: all.filter((r) => r.id === n.id).map((r) => r.user),
    isRead: readAt !== null,
    readAt,
  }));
}

/** Marks one of the caller's notifications read (keeping the first read time) or unread; 404 if not theirs. */
export async function markRead(
  deps: Deps,
  actor: AuthContext,
  { notificationId, isRead }: { notificationId: number; isRead: boolean },
): Promise<ReceivedNotification> {
  const mine = and(
    eq(notificationRecipients.enterpriseId, actor.enterpriseId),
    eq(notificationRecipients.notificationId, notificationId),
    eq(notificationRecipients.userId, actor.userId),
  );
  const [current] = await deps.db.select().from(notificationRecipients).where(mine);
  if (!current) throw notFound();
  if (isRead !== (current.readAt !== null)) {
    await deps.db
      .update(notificationRecipients)
      .set({ readAt: isRead ? new Date().toISOString() : null })
      .where(mine);
  }
  const [item] = await listNotifications(deps, actor, { limit: 1, notificationId });
  return item;
}
