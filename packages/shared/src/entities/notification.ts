import { z } from 'zod';
import { idSchema as positiveId, int4 as int } from './columns';


/** Notification as on the wire (SPEC §3); `users` are the recipients' user ids. */
export const notificationSchema = z.object({
  pk_Notification_ID: int,
  fk_Enterprise_ID: int,
  Notification_Title: z.string(),
  Notification_Body: z.string(),
  isEmail: z.boolean(),
  CreatedBy: int,
  users: z.array(int),
  fk_Campaign_ID: int.nullable(),
  fk_CampaignLine_ID: int.nullable(),
  Notification_DateOfCreation: z.string(),
  Notification_DateOfLastUpdate: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** POST /Notification; CreatedBy is the session's user. */
export const notificationInputSchema = z.object({
  Notification_Title: z.string().trim().min(1).max(200),
  Notification_Body: z.string().trim().min(1).max(4000),
  isEmail: z.boolean().optional(),
  users: z.array(positiveId).min(1).max(200),
  fk_Campaign_ID: positiveId.nullable().optional(),
  fk_CampaignLine_ID: positiveId.nullable().optional(),
});
export type NotificationInput = z.infer<typeof notificationInputSchema>;

/** PUT /Notification: marks one of the caller's notifications read (or unread again). */
export const notificationUpdateSchema = z.object({
  pk_Notification_ID: positiveId,
  isRead: z.boolean().default(true),
});
export type NotificationUpdate = z.input<typeof notificationUpdateSchema>;

/** An item of GET /Notification?id={userId}: one of the caller's notifications. */
export const notificationListItemSchema = notificationSchema.extend({
  isRead: z.boolean(),
  NotificationRecipient_ReadAt: z.string().nullable(),
});
export type NotificationListItem = z.infer<typeof notificationListItemSchema>;

/** One recipient row of a notification. */
export const notificationRecipientSchema = z.object({
  pk_NotificationRecipient_ID: int,
  fk_Enterprise_ID: int,
  fk_Notification_ID: int,
  fk_User_ID: int,
  NotificationRecipient_ReadAt: z.string().nullable(),
  NotificationRecipient_DateOfCreation: z.string(),
});
export type NotificationRecipient = z.infer<typeof notificationRecipientSchema>;
