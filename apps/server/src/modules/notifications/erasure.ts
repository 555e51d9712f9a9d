import { and, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../context';
import { notificationRecipients, notifications } from '../../db/schema/index';

/**
 * Notifications' part of erasing a candidate (modules/lifecycle/erase.ts): the notifications about
 * them, with each one's recipients. Joins the caller's transaction.
 */
export async function eraseNotificationsOfLine({ db }: Deps, { enterpriseId, lineId }: { enterpriseId: number; lineId: number }): Promise<void> {
  const notes = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.enterpriseId, enterpriseId), eq(notifications.campaignLineId, lineId)));
  if (notes.length === 0) return;
  const ids = notes.map((n) => n.id);
  await db.delete(notificationRecipients).where(and(eq(notificationRecipients.enterpriseId, enterpriseId), inArray(notificationRecipients.notificationId, ids)));
  await db.delete(notifications).where(and(eq(notifications.enterpriseId, enterpriseId), inArray(notifications.id, ids)));
}
