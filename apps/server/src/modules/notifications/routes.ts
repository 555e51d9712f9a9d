import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG, notificationsApi } from '@candid/shared';
import { ok } from '../../http/reply';
import { authOf, withIds } from '../../http/access';
import { notFound } from '../../http/errors';
import * as service from './service';
import { notificationToWire, receivedNotificationToWire } from './wire';
import { fromWire } from '../../http/wire';
import { wireNames } from '../../http/wire-names';
import { serve } from '../../http/serve';

const signedIn = { access: { roles: 'any' } } as const;

/** In-app notifications: sending one to colleagues, listing and marking one's own. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const tags = ['notifications'];

  serve(
    app,
    notificationsApi.create,
    {
      config: signedIn,
      schema: { tags, summary: 'Notify users of the enterprise (by email too when isEmail)' },
    },
    async (req, reply) =>
      ok(reply, notificationToWire(await service.createNotification(ctx, authOf(req), fromWire(wireNames.notifications, req.body))), {
        status: 201,
        message: MSG.notificationSent,
      }),
  );

  serve(
    app,
    notificationsApi.list,
    {
      config: withIds(signedIn, { id: 'user' }),
      schema: {
        tags,
        summary: "The caller's notifications (id must be the caller's user id), newest first, with isRead",
      },
    },
    async (req, reply) => {
      const actor = authOf(req);
      if (req.query.id !== actor.userId) throw notFound();
      const items = await service.listNotifications(ctx, actor, { unreadOnly: req.query.unread === 'true', limit: req.query.limit });
      return ok(reply, items.map(receivedNotificationToWire));
    },
  );

  serve(
    app,
    notificationsApi.markRead,
    { config: signedIn, schema: { tags, summary: 'Mark one of your notifications read (isRead false: unread)' } },
    async (req, reply) =>
      ok(reply, receivedNotificationToWire(await service.markRead(ctx, authOf(req), { notificationId: req.body.pk_Notification_ID, isRead: req.body.isRead }))),
  );
};
