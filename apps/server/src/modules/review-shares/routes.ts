import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { reviewSharesApi, transcriptsApi } from '@candid/shared';
import { ok } from '../../http/reply';
import { authOf, withIds } from '../../http/access';
import { PERSONAL_FILE_CACHE, attachmentDisposition, fromStart, sendMedia } from '../media/range';
import { sendVtt } from '../transcripts/captions';
import * as guestSide from './guest';
import * as service from './service';
import type { ShareRow } from './service';
import { createdShareToWire, guestRatingToWire, shareSummaryToWire } from './wire';
import type { AppContext } from '../../context';
import { shareFormFile } from './form';
import { serve } from '../../http/serve';

const deciders = { access: { permission: 'candidates.decide' } } as const;
const signedIn = { access: { roles: 'any' } } as const;
/** Reachable without a session: the link's token opens the share (404 when unknown, expired or revoked). */
const guest = { access: { public: true } } as const;

const clientOf = (req: FastifyRequest): guestSide.Client => ({ ip: req.ip, userAgent: req.headers['user-agent'] });

/** A shared candidate's file as an attachment under its own name; a GET of it is recorded as a visit. */
async function sendSharedFile(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  share: ShareRow,
  file: { lineId: number; key: string; name: string; contentType: string },
  detail: string,
) {
  if (req.method === 'GET') await guestSide.recordVisit(ctx, share, { action: 'file', client: clientOf(req), lineIds: [file.lineId], detail });
  return sendMedia(req, reply, ctx.media, file.key, { contentType: file.contentType, disposition: attachmentDisposition(file.name) });
}

/** Share links for review without an account (docs/api-review.md): the team's calls and the guest's. */
export const reviewShareRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const tags = ['review-shares'];

  serve(
    app,
    reviewSharesApi.create,
    {
      config: { ...deciders, rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Create a link for review without an account (1..50 candidates of one job, 1..30 days, optionally anonymised); 201 with the URL, shown once',
      },
    },
    async (req, reply) => ok(reply, createdShareToWire(await service.createShare(ctx, authOf(req), req.body)), { status: 201 }),
  );

  serve(
    app,
    reviewSharesApi.list,
    {
      config: deciders,
      schema: {
        tags,
        summary: "A job's share links (campaignId), or those including a candidate (campaignLineId), newest first, with candidate, visit and guest-rating counts",
      },
    },
    async (req, reply) => ok(reply, (await service.listShares(ctx, authOf(req), req.query)).map(shareSummaryToWire)),
  );

  serve(
    app,
    reviewSharesApi.guestRatings,
    {
      config: signedIn,
      schema: { tags, summary: "A candidate's guest ratings (through share links), newest first" },
    },
    async (req, reply) => ok(reply, (await service.guestRatings(ctx, authOf(req), req.query.campaignLineId)).map(guestRatingToWire)),
  );

  serve(
    app,
    reviewSharesApi.revoke,
    { config: withIds(deciders, { id: 'reviewShare' }), schema: { tags, summary: 'Revoke a share link: it answers 404 from then on' } },
    async (req, reply) => ok(reply, shareSummaryToWire(await service.revokeShare(ctx, authOf(req), req.params.id))),
  );

  await app.register(async (scoped) => {
    const api = scoped.withTypeProvider<ZodTypeProvider>();
    // Nothing behind a share link may be kept by a cache once the link is revoked; nor indexed.
    scoped.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', PERSONAL_FILE_CACHE);
      reply.header('x-robots-tag', 'noindex, nofollow');
    });
    const guestTags = ['share'];

    serve(
      api,
      reviewSharesApi.view,
      {
        config: { ...guest, rateLimit: { max: 120, timeWindow: '1 minute' } },
        schema: { tags: guestTags, summary: 'The shared candidates and their answers (recorded as a visit)' },
      },
      async (req, reply) => {
        const share = await guestSide.openShare(ctx, req.params.token);
        const view = await guestSide.shareView(ctx, share, req.params.token);
        await guestSide.recordVisit(ctx, share, { action: 'view', client: clientOf(req) });
        return ok(reply, view);
      },
    );

    const answerMedia = [
      ['video', reviewSharesApi.answerVideo],
      ['poster', reviewSharesApi.answerPoster],
    ] as const;
    for (const [kind, entry] of answerMedia) {
      serve(
        api,
        entry,
        {
          config: guest,
          schema: {
            tags: guestTags,
            summary: kind === 'video' ? "A shared answer's video; Range requests answer 206 (a playback from the start is recorded)" : "A shared answer's poster (JPEG)",
          },
        },
        async (req, reply) => {
          const share = await guestSide.openShare(ctx, req.params.token);
          const answer = await guestSide.sharedAnswerMedia(ctx, share, { responseId: req.params.responseId, kind });
          // One playback is many range requests: only the one from the start counts as a visit.
          if (kind === 'video' && req.method === 'GET' && fromStart(req.headers.range)) {
            const detail = `answer ${req.params.responseId} video`;
            await guestSide.recordVisit(ctx, share, { action: 'video', client: clientOf(req), lineIds: [answer.lineId], detail });
          }
          const key = answer.key;
          return sendMedia(req, reply, ctx.media, key, kind === 'poster' ? { contentType: 'image/jpeg' } : {});
        },
      );
    }

    serve(
      api,
      transcriptsApi.shareTranscript,
      {
        config: guest,
        schema: { tags: guestTags, summary: "A shared answer's transcript (an anonymised link's too)" },
      },
      async (req, reply) => {
        const share = await guestSide.openShare(ctx, req.params.token);
        return ok(reply, await guestSide.shareTranscript(ctx, share, req.params.responseId));
      },
    );

    serve(
      api,
      transcriptsApi.shareCaptions,
      {
        config: guest,
        schema: { tags: guestTags, summary: "A shared answer's captions as WebVTT (text/vtt); 404 until its transcript is ready" },
      },
      async (req, reply) => {
        const share = await guestSide.openShare(ctx, req.params.token);
        return sendVtt(reply, await guestSide.shareCaptions(ctx, share, req.params.responseId));
      },
    );

    serve(
      api,
      reviewSharesApi.resume,
      {
        config: guest,
        schema: { tags: guestTags, summary: "A shared candidate's resume (404 when the link is anonymised)" },
      },
      async (req, reply) => {
        const share = await guestSide.openShare(ctx, req.params.token);
        const resume = await guestSide.shareResume(ctx, share, req.params.ref);
        if (req.method === 'GET') {
          const detail = `resume ${resume.id}`;
          await guestSide.recordVisit(ctx, share, { action: 'resume', client: clientOf(req), lineIds: [resume.campaignLineId], detail });
        }
        return sendMedia(req, reply, ctx.media, resume.fileKey, {
          contentType: resume.mimeType,
          disposition: attachmentDisposition(resume.originalName),
        });
      },
    );

    serve(
      api,
      reviewSharesApi.formFile,
      {
        config: guest,
        schema: { tags: guestTags, summary: "A file of a shared candidate's application form (404 when the link is anonymised)" },
      },
      async (req, reply) => {
        const share = await guestSide.openShare(ctx, req.params.token);
        const file = await shareFormFile(ctx, share, { ref: req.params.ref, fieldId: req.params.fieldId });
        return sendSharedFile(ctx, req, reply, share, file, `application form file ${req.params.fieldId}`);
      },
    );

    serve(
      api,
      reviewSharesApi.answerFile,
      {
        config: guest,
        schema: { tags: guestTags, summary: "A shared candidate's file answer to a question (404 when the link is anonymised)" },
      },
      async (req, reply) => {
        const share = await guestSide.openShare(ctx, req.params.token);
        const file = await guestSide.shareAnswerFile(ctx, share, { ref: req.params.ref, questionId: req.params.questionId });
        return sendSharedFile(ctx, req, reply, share, file, `file answer to question ${req.params.questionId}`);
      },
    );

    serve(
      api,
      reviewSharesApi.rate,
      {
        config: { ...guest, rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: {
          tags: guestTags,
          summary: "A guest's 1-5 rating of a shared candidate, with their name and an optional comment; 201",
        },
      },
      async (req, reply) => {
        const share = await guestSide.openShare(ctx, req.params.token);
        return ok(reply, await guestSide.addGuestRating(ctx, share, { rating: req.body, client: clientOf(req) }), { status: 201 });
      },
    );
  });
};
