import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { MSG, type Notification, type NotificationInput, type NotificationListItem } from '@candid/shared';
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

export const displayName = (u: Pick<UserRow, 'User_FirstName' | 'User_LastName' | 'User_Email'>) =>
  `${u.User_FirstName} ${u.User_LastName}`.trim() || u.User_Email;

/** The link a notification about a job points at. */
export const campaignUrl = (deps: Deps<'config'>, campaignId: number) => `${deps.config.publicUrl}/campaign/edit?id=${campaignId}`;

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
    .where(and(eq(users.fk_Enterprise_ID, enterpriseId), inArray(users.pk_User_ID, wanted)));
  const found = new Set(rows.map((u) => u.pk_User_ID));
  const unknown = wanted.filter((id) => !found.has(id));
  if (unknown.length) throw badRequest(MSG.validationFailed, { [field]: [`Unknown user: ${unknown.join(', ')}.`] });
  return wanted.map((id) => rows.find((u) => u.pk_User_ID === id)!);
}

/**
 * Writes one notification with a recipient row per user and, when `mail` is given, queues
 * one email per recipient — inside the caller's transaction, so all of it exists or none.
 */
export async function writeNotification(
  { db: tx }: Deps,
  enterpriseId: number,
  values: Pick<Row, 'Notification_Title' | 'Notification_Body' | 'CreatedBy'> & Partial<Pick<Row, 'fk_Campaign_ID' | 'fk_CampaignLine_ID'>>,
  recipients: UserRow[],
  mail?: (user: UserRow) => Omit<OutgoingMail, 'to' | 'enterpriseId'>,
): Promise<Notification> {
  const [row] = await tx
    .insert(notifications)
    .values({ ...values, fk_Enterprise_ID: enterpriseId, isEmail: mail !== undefined })
    .returning();
  await tx.insert(notificationRecipients).values(
    recipients.map((u) => ({ fk_Enterprise_ID: enterpriseId, fk_Notification_ID: row.pk_Notification_ID, fk_User_ID: u.pk_User_ID })),
  );
  if (mail) {
    for (const u of recipients) await enqueueMail(tx, { ...mail(u), to: u.User_Email, enterpriseId });
  }
  return { ...row, users: recipients.map((u) => u.pk_User_ID) };
}

/** POST /Notification: a notification from the caller to users of the enterprise (emailed when isEmail). */
export async function createNotification(deps: Deps<'config' | 'mail'>, actor: AuthContext, input: NotificationInput): Promise<Notification> {
  const created = await withTransaction(deps, async (txDeps) => {
    const { db: tx } = txDeps;
    if (input.fk_Campaign_ID) await loadCampaign(txDeps, actor, input.fk_Campaign_ID);
    if (input.fk_CampaignLine_ID) {
      const [line] = await tx
        .select({ campaignId: campaignLines.fk_Campaign_ID })
        .from(campaignLines)
        .where(and(eq(campaignLines.fk_Enterprise_ID, actor.enterpriseId), eq(campaignLines.pk_CampaignLine_ID, input.fk_CampaignLine_ID)));
      if (!line || (input.fk_Campaign_ID && line.campaignId !== input.fk_Campaign_ID)) throw notFound();
    }
    const recipients = await recipientsOf(txDeps, actor.enterpriseId, input.users, 'users');
    const [sender] = await tx.select().from(users).where(eq(users.pk_User_ID, actor.userId));
    const url = input.fk_Campaign_ID ? campaignUrl(deps, input.fk_Campaign_ID) : undefined;
    return writeNotification(
      txDeps,
      actor.enterpriseId,
      {
        Notification_Title: input.Notification_Title,
        Notification_Body: input.Notification_Body,
        CreatedBy: actor.userId,
        fk_Campaign_ID: input.fk_Campaign_ID ?? null,
        fk_CampaignLine_ID: input.fk_CampaignLine_ID ?? null,
      },
      recipients,
      input.isEmail
        ? () => notificationMail({ sender: sender ? displayName(sender) : 'A colleague', title: input.Notification_Title, body: input.Notification_Body, url })
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
): Promise<NotificationListItem[]> {
  const rows = await deps.db
    .select({ n: notifications, readAt: notificationRecipients.NotificationRecipient_ReadAt })
    .from(notificationRecipients)
    .innerJoin(
      notifications,
      and(
        eq(notifications.fk_Enterprise_ID, notificationRecipients.fk_Enterprise_ID),
        eq(notifications.pk_Notification_ID, notificationRecipients.fk_Notification_ID),
      ),
    )
    .where(
      and(
        eq(notificationRecipients.fk_Enterprise_ID, actor.enterpriseId),
        eq(notificationRecipients.fk_User_ID, actor.userId),
        opts.unreadOnly ? isNull(notificationRecipients.NotificationRecipient_ReadAt) : undefined,
        opts.notificationId ? eq(notificationRecipients.fk_Notification_ID, opts.notificationId) : undefined,
      ),
    )
    .orderBy(desc(notifications.pk_Notification_ID))
    .limit(opts.limit);
  if (rows.length === 0) return [];
  const all = await deps.db
    .select({ id: notificationRecipients.fk_Notification_ID, user: notificationRecipients.fk_User_ID })
    .from(notificationRecipients)
    .where(
      and(
        eq(notificationRecipients.fk_Enterprise_ID, actor.enterpriseId),
        inArray(notificationRecipients.fk_Notification_ID, rows.map((r) => r.n.pk_Notification_ID)),
      ),
    );
  return rows.map(({ n, readAt }) => ({
    ...n,
    users: all.filter((r) => r.id === n.pk_Notification_ID).map((r) => r.user),
    isRead: readAt !== null,
    NotificationRecipient_ReadAt: readAt,
  }));
}

/** Marks one of the caller's notifications read (keeping the first read time) or unread; 404 if not theirs. */
export async function markRead(
  deps: Deps,
  actor: AuthContext,
  { notificationId, isRead }: { notificationId: number; isRead: boolean },
): Promise<NotificationListItem> {
  const mine = and(
    eq(notificationRecipients.fk_Enterprise_ID, actor.enterpriseId),
    eq(notificationRecipients.fk_Notification_ID, notificationId),
    eq(notificationRecipients.fk_User_ID, actor.userId),
  );
  const [current] = await deps.db.select().from(notificationRecipients).where(mine);
  if (!current) throw notFound();
  if (isRead !== (current.NotificationRecipient_ReadAt !== null)) {
    await deps.db
      .update(notificationRecipients)
      .set({ NotificationRecipient_ReadAt: isRead ? new Date().toISOString() : null })
      .where(mine);
  }
  const [item] = await listNotifications(deps, actor, { limit: 1, notificationId });
  return item;
}
