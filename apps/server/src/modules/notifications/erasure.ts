import { and, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../context';
import { notificationRecipients, notifications } from '../../db/schema/index';

/**
 * Notifications' part of erasing a candidate (modules/lifecycle/erase.ts): the notifications about
 * them, with each one's recipients. Joins the caller's transaction.
 */
export async function eraseNotificationsOfLine({ db }: Deps, { enterpriseId, lineId }: { enterpriseId: number; lineId: number }): Promise<void> {
  const notes = await db
    .select({ id: notifications.pk_Notification_ID })
    .from(notifications)
    .where(and(eq(notifications.fk_Enterprise_ID, enterpriseId), eq(notifications.fk_CampaignLine_ID, lineId)));
  if (notes.length === 0) return;
  const ids = notes.map((n) => n.id);
  await db.delete(notificationRecipients).where(and(eq(notificationRecipients.fk_Enterprise_ID, enterpriseId), inArray(notificationRecipients.fk_Notification_ID, ids)));
  await db.delete(notifications).where(and(eq(notifications.fk_Enterprise_ID, enterpriseId), inArray(notifications.pk_Notification_ID, ids)));
}
