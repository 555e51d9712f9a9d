import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INTERVIEW_LIMITS, MSG, QUESTION_RESPONSE_STATUS, uploadsApi } from '@candid/shared';
import { HttpError } from '../../http/errors';
import { candidateTokenOf, withIds } from '../../http/access';
import type { Database } from '../../db/client';
import * as service from './service';
import { createUploadLocker } from './lock';
import { createAnswerTus } from './tus';
import { serve, type HandlerOf } from '../../http/serve';

/**
 * The candidate's X-Interview-Token is required by the access hook (401 without one); the service
 * resolves it against the campaign the tus metadata names (creation) or the upload id's line.
 */
const candidate = { access: { candidate: 'handler' } } as const;

/**
 * Answer uploads over tus 1.0 (DESIGN §6.3, docs/api-interview.md): creation with deferred
 * length, resumable after a reload, a dropped connection or a server restart.
 */
export const uploadRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { ctx } = app;
  const tags = ['interview'];
  const locker = await createUploadLocker(database);
  const tus = createAnswerTus(ctx, app.log, locker);
  app.addHook('onClose', async () => {
    tus.store.close();
    await locker.close();
  });

  // tus streams PATCH bodies itself: the parser leaves the request stream unread.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  serve(
    app,
    uploadsApi.create,
    {
      config: candidate,
      schema: {
        tags,
        summary:
          'tus creation (Upload-Defer-Length: 1; metadata campaignId, enterpriseId, questionId, filetype; X-Interview-Token): ' +
          'needs consent, a question of the job and an attempt left; creates the answer attempt (status 0)',
      },
    },
    async (req, reply) => {
      const metadata = req.headers['upload-metadata'];
      const plan = await service.planAnswerUpload(ctx, candidateTokenOf(req), Array.isArray(metadata) ? metadata[0] : metadata);
      if (plan.existing?.uploadId && (await tus.store.getUpload(plan.existing.uploadId).catch(() => null))) {
        // The same recording was created before and its answer never reached the browser: the
        // same upload again (tus carries on at its offset), not a second attempt.
        return reply
          .code(201)
          .headers({ 'tus-resumable': '1.0.0', location: `${INTERVIEW_LIMITS.uploadPath}/${plan.existing.uploadId}` })
          .send();
      }
      await tus.forward(req, reply, { plan });
    },
  );

  const ownUpload = {
    config: withIds(candidate, { uploadId: 'questionResponse' }),
    schema: {
      tags,
      summary: "tus offset (HEAD), append (PATCH) and termination (DELETE) of the candidate's own upload; another line's upload is 404",
    },
  };
  const ownUploadCall: HandlerOf<typeof uploadsApi.append> = async (req, reply) => {
    const { uploadId } = req.params;
    let answer = await service.answerOfUpload(ctx, candidateTokenOf(req), uploadId, { writing: req.method !== 'HEAD' });
    if (answer.status === QUESTION_RESPONSE_STATUS.Uploading && req.method === 'HEAD') {
      // All bytes arrived but finishing failed (e.g. the server stopped): finish it now.
      const upload = await tus.store.getUpload(uploadId).catch(() => null);
      if (upload?.size !== undefined && upload.offset === upload.size) answer = await tus.finish(uploadId);
    }
    if (answer.status === QUESTION_RESPONSE_STATUS.Failed) throw new HttpError(410, MSG.answerUploadFailed);
    if (answer.status !== QUESTION_RESPONSE_STATUS.Uploading) {
      if (req.method !== 'HEAD') throw new HttpError(409, MSG.answerAlreadyUploaded);
      // The upload is complete and has left the tus store: tell the client so.
      const size = String(answer.sizeBytes ?? 0);
      return reply
        .code(200)
        .headers({ 'tus-resumable': '1.0.0', 'upload-offset': size, 'upload-length': size, 'cache-control': 'no-store' })
        .send();
    }
    const settle = req.method === 'DELETE' ? async (status: number) => {
      if (status === 204) await service.abandonAnswer(ctx, answer);
    } : undefined;
    await tus.forward(req, reply, { settle });
  };
  for (const entry of [uploadsApi.offset, uploadsApi.append, uploadsApi.cancel]) serve(app, entry, ownUpload, ownUploadCall);
};
