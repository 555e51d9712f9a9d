import { z } from 'zod';
import { queryIdSchema } from '../entities/columns';
import {
  notificationInputSchema,
  notificationListItemSchema,
  notificationSchema,
  notificationUpdateSchema,
} from '../entities/notification';
import { endpoint, wrapped } from './common';
import { notificationsRoutes } from '../routes/notifications';

/** The caller's notifications. */
export const notificationsApi = {
  create: endpoint(notificationsRoutes.create, { body: notificationInputSchema, response: { 201: wrapped(notificationSchema) } }),
  list: endpoint(notificationsRoutes.list, {
    querystring: z.object({
      id: queryIdSchema,
      unread: z.enum(['true', 'false']).optional(),
      limit: z.coerce.number().int().min(1).max(200).default(50),
    }),
    response: { 200: wrapped(z.array(notificationListItemSchema)) },
  }),
  markRead: endpoint(notificationsRoutes.markRead, { body: notificationUpdateSchema, response: { 200: wrapped(notificationListItemSchema) } }),
};
