import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG, commentsApi } from '@candid/shared';
import { ok } from '../../http/reply';
import { authOf, withIds } from '../../http/access';
import * as service from './service';
import { commentToWire } from './wire';
import { fromWire } from '../../http/wire';
import { wireNames } from '../../http/wire-names';
import { serve } from '../../http/serve';

const signedIn = { access: { roles: 'any' } } as const;

/** Job comments with @mentions (the notifications they produce are the notifications module's). */
export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const tags = ['comments'];

  serve(
    app,
    commentsApi.all,
    { config: signedIn, schema: { tags, summary: 'Every comment on the jobs the member may see (job and answer comments), newest first, at most 500' } },
    async (req, reply) => ok(reply, (await service.listCompanyComments(ctx, authOf(req))).map(commentToWire)),
  );

  serve(
    app,
    commentsApi.ofCampaign,
    { config: withIds(signedIn, { id: 'campaign' }), schema: { tags, summary: "A job's comments (Type 0), oldest first, each with its Author" } },
    async (req, reply) => ok(reply, (await service.listJobComments(ctx, authOf(req), req.params.id)).map(commentToWire)),
  );

  serve(
    app,
    commentsApi.ofAnswer,
    {
      config: withIds(signedIn, { UserID: 'ignored' }),
      schema: {
        tags,
        summary: "The comments on one answer (Type 1), oldest first, each with its Author (UserID is ignored: the session's user)",
      },
    },
    async (req, reply) => {
      const found = await service.listAnswerComments(ctx, authOf(req), {
        campaignId: req.params.CampaignID,
        questionId: req.params.QuestionID,
        responseId: req.params.QuestionResponseID,
      });
      return ok(reply, found.map(commentToWire));
    },
  );

  serve(
    app,
    commentsApi.create,
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          'Comment on a job (Type 0) or on an answer (Type 1 with fk_CampaignLine_ID, fk_Question_ID, fk_QuestionResponse_ID); plain text, cleaned; MentionedUserIDs are notified by email (NotificationSent)',
      },
    },
    async (req, reply) => {
      const { comment, notificationSent } = await service.createComment(ctx, authOf(req), fromWire(wireNames.comments, req.body));
      return ok(reply, { ...commentToWire(comment), NotificationSent: notificationSent }, { status: 201, message: notificationSent ? MSG.notificationSent : undefined });
    },
  );

  serve(
    app,
    commentsApi.update,
    { config: signedIn, schema: { tags, summary: "Edit a comment (author only: 403 \"Can't update other user's comment\")" } },
    async (req, reply) => ok(reply, commentToWire(await service.updateComment(ctx, authOf(req), fromWire(wireNames.comments, req.body)))),
  );

  serve(
    app,
    commentsApi.remove,
    { config: withIds(signedIn, { id: 'comment' }), schema: { tags, summary: "Delete a comment (author only: 403 \"Can't delete other user's comment\")" } },
    async (req, reply) => {
      await service.deleteComment(ctx, authOf(req), req.params.id);
      return ok(reply, true);
    },
  );
};
