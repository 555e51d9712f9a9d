import type { Notification, NotificationListItem } from '@candid/shared';
import { toWire } from '../../http/wire';
import { wireNames, wireViewNames } from '../../http/wire-names';
import type { ReceivedNotification, SentNotification } from './service';

/*
 * A notification at the HTTP edge (issue 31): the server says title, body, createdBy, the wire
 * Notification_Title, Notification_Body, CreatedBy (wireNames.notifications). A listed one also
 * carries its recipient row's read time, under that row's wire name.
 */


/** A notification just sent → the wire's Notification. */
export function notificationToWire(n: SentNotification): Notification {
  return toWire(wireNames.notifications, n);
}

/** One of the user's notifications → the wire's list item. */
export function receivedNotificationToWire(n: ReceivedNotification): NotificationListItem {
  return toWire(wireViewNames.receivedNotification, n);
}
