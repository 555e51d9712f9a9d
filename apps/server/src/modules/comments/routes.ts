import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG, commentsApi, notificationsApi } from '@candid/shared';
import { ok } from '../../http/reply';
import { authOf } from '../../http/access';
import { notFound } from '../../http/errors';
import * as service from './service';
import * as notifications from '../notifications/service';

const signedIn = { access: { roles: 'any' } } as const;

/** Job comments with @mentions, and the notifications they (and others) produce. */
export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const tags = ['comments'];

  app.get(
    '/CommentGetPerCampaign/Getcomments/:id',
    { config: signedIn, schema: { tags, summary: "A job's comments (Type 0), oldest first, each with its Author", ...commentsApi.ofCampaign } },
    async (req, reply) => ok(reply, await service.listJobComments(ctx, authOf(req), req.params.id)),
  );

  app.get(
    '/Comment/GetCommentsByQuestion/:CampaignID/:QuestionID/:UserID/:QuestionResponseID',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "The comments on one answer (Type 1), oldest first, each with its Author (UserID is ignored: the session's user)",
        ...commentsApi.ofAnswer,
      },
    },
    async (req, reply) =>
      ok(
        reply,
        await service.listAnswerComments(ctx, authOf(req), {
          campaignId: req.params.CampaignID,
          questionId: req.params.QuestionID,
          responseId: req.params.QuestionResponseID,
        }),
      ),
  );

  app.post(
    '/Comment',
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          'Comment on a job (Type 0) or on an answer (Type 1 with fk_CampaignLine_ID, fk_Question_ID, fk_QuestionResponse_ID); plain text, cleaned; MentionedUserIDs are notified by email (NotificationSent)',
        ...commentsApi.create,
      },
    },
    async (req, reply) => {
      const comment = await service.createComment(ctx, authOf(req), req.body);
      return ok(reply, comment, { status: 201, message: comment.NotificationSent ? MSG.notificationSent : undefined });
    },
  );

  app.put(
    '/Comment',
    { config: signedIn, schema: { tags, summary: "Edit a comment (author only: 403 \"Can't update other user's comment\")", ...commentsApi.update } },
    async (req, reply) => ok(reply, await service.updateComment(ctx, authOf(req), req.body)),
  );

  app.delete(
    '/Comment/:id',
    { config: signedIn, schema: { tags, summary: "Delete a comment (author only: 403 \"Can't delete other user's comment\")", ...commentsApi.remove } },
    async (req, reply) => {
      await service.deleteComment(ctx, authOf(req), req.params.id);
      return ok(reply, true);
    },
  );

  const notificationTags = ['notifications'];

  app.post(
    '/Notification',
    {
      config: signedIn,
      schema: { tags: notificationTags, summary: 'Notify users of the enterprise (by email too when isEmail)', ...notificationsApi.create },
    },
    async (req, reply) =>
      ok(reply, await notifications.createNotification(ctx, authOf(req), req.body), { status: 201, message: MSG.notificationSent }),
  );

  app.get(
    '/Notification',
    {
      config: signedIn,
      schema: {
        tags: notificationTags,
        summary: "The caller's notifications (id must be the caller's user id), newest first, with isRead",
        ...notificationsApi.list,
      },
    },
    async (req, reply) => {
      const actor = authOf(req);
      if (req.query.id !== actor.userId) throw notFound();
      return ok(reply, await notifications.listNotifications(ctx, actor, { unreadOnly: req.query.unread === 'true', limit: req.query.limit }));
    },
  );

  app.put(
    '/Notification',
    { config: signedIn, schema: { tags: notificationTags, summary: 'Mark one of your notifications read (isRead false: unread)', ...notificationsApi.markRead } },
    async (req, reply) => ok(reply, await notifications.markRead(ctx, authOf(req), req.body.pk_Notification_ID, req.body.isRead)),
  );
};
