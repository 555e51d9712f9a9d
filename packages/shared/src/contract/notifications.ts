import { z } from 'zod';
import { queryIdSchema } from '../entities/columns';
import {
  notificationInputSchema,
  notificationListItemSchema,
  notificationSchema,
  notificationUpdateSchema,
} from '../entities/notification';
import { endpoint, wrapped } from './common';

/** The caller's notifications. */
export const notificationsApi = {
  create: endpoint({ body: notificationInputSchema, response: { 201: wrapped(notificationSchema) } }),
  list: endpoint({
    querystring: z.object({
      id: queryIdSchema,
      unread: z.enum(['true', 'false']).optional(),
      limit: z.coerce.number().int().min(1).max(200).default(50),
    }),
    response: { 200: wrapped(z.array(notificationListItemSchema)) },
  }),
  markRead: endpoint({ body: notificationUpdateSchema, response: { 200: wrapped(notificationListItemSchema) } }),
};
