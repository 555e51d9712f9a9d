import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply';
import { authOf, withIds } from '../../http/access';
import * as service from './service';
import { attachmentDisposition, fromStart, sendMedia } from './range';
import { mediaApi } from '@candid/shared';
import { serve } from '../../http/serve';
import { interviewVideoToWire, responseToWire, resumeToWire } from './wire';

const signedIn = { access: { roles: 'any' } } as const;

/**
 * Answers, resumes and interview videos for the hiring team: lists (of one candidate, or of a
 * candidate by email across the jobs), and the media with HTTP Range support. A Hiring Manager
 * reaches only the candidates of jobs they manage (others answer 404, or are not listed).
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const tags = ['media'];

  serve(
    app,
    mediaApi.answersOfLine,
    {
      config: signedIn,
      schema: {
        tags,
        summary: "A candidate's answers (every attempt, in question order) with QuestionResponse_VideoUrl and _PosterUrl",
      },
    },
    async (req, reply) => ok(reply, (await service.listLineResponses(ctx, authOf(req), req.params.campaignLineId)).map(responseToWire)),
  );

  serve(
    app,
    mediaApi.answerVideo,
    {
      config: withIds(signedIn, { id: 'questionResponse' }),
      schema: { tags, summary: "An answer's video (the MP4, or the recording until it is made); Range requests answer 206" },
    },
    async (req, reply) => {
      // One playback is many range requests: the one from the start is the view (issue 16).
      const audited = req.method === 'GET' && fromStart(req.headers.range);
      const key = await service.responseMediaKey(ctx, authOf(req), { id: req.params.id, kind: 'video', audited });
      return sendMedia(req, reply, ctx.media, key);
    },
  );

  serve(
    app,
    mediaApi.answerPoster,
    { config: withIds(signedIn, { id: 'questionResponse' }), schema: { tags, summary: "An answer's poster image (JPEG)" } },
    async (req, reply) => {
      const key = await service.responseMediaKey(ctx, authOf(req), { id: req.params.id, kind: 'poster' });
      return sendMedia(req, reply, ctx.media, key, { contentType: 'image/jpeg' });
    },
  );

  serve(
    app,
    mediaApi.resumesOfLine,
    {
      config: signedIn,
      schema: { tags, summary: "A candidate's resumes with CandidateResume_Url" },
    },
    async (req, reply) => ok(reply, (await service.listLineResumes(ctx, authOf(req), req.query.campaignLineId)).map(resumeToWire)),
  );

  serve(
    app,
    mediaApi.resumesOfUser,
    {
      config: signedIn,
      schema: {
        tags,
        summary: "A candidate's resumes found by email (any case) in every job of the enterprise the user reviews (a Hiring Manager: the jobs they manage)",
      },
    },
    async (req, reply) => ok(reply, (await service.listUserResumes(ctx, authOf(req), req.query.email)).map(resumeToWire)),
  );

  serve(
    app,
    mediaApi.resumeFile,
    { config: withIds(signedIn, { id: 'candidateResume' }), schema: { tags, summary: 'A resume file, as an attachment under its original name' } },
    async (req, reply) => {
      const resume = req.method === 'GET' ? await service.downloadResume(ctx, authOf(req), req.params.id) : await service.loadResume(ctx, authOf(req), req.params.id);
      return sendMedia(req, reply, ctx.media, resume.fileKey, {
        contentType: resume.mimeType,
        disposition: attachmentDisposition(resume.originalName),
      });
    },
  );

  serve(
    app,
    mediaApi.interviewVideosOfLine,
    {
      config: signedIn,
      schema: { tags, summary: "A candidate's interview videos (the whole interview as one video) with InterviewVideo_Url and _PosterUrl" },
    },
    async (req, reply) => ok(reply, (await service.listLineInterviewVideos(ctx, authOf(req), req.query.campaignLineId)).map(interviewVideoToWire)),
  );

  serve(
    app,
    mediaApi.interviewVideosOfUser,
    {
      config: signedIn,
      schema: {
        tags,
        summary: "A candidate's interview videos found by email (any case) in every job of the enterprise the user reviews (a Hiring Manager: the jobs they manage)",
      },
    },
    async (req, reply) => ok(reply, (await service.listUserInterviewVideos(ctx, authOf(req), req.query.email)).map(interviewVideoToWire)),
  );

  serve(
    app,
    mediaApi.interviewVideoFile,
    {
      config: withIds(signedIn, { id: 'interviewVideo' }),
      schema: { tags, summary: 'An interview video (as stored, MP4); Range requests answer 206' },
    },
    async (req, reply) => {
      const audited = req.method === 'GET' && fromStart(req.headers.range);
      const key = await service.interviewVideoMediaKey(ctx, authOf(req), { id: req.params.id, kind: 'video', audited });
      return sendMedia(req, reply, ctx.media, key);
    },
  );

  serve(
    app,
    mediaApi.interviewVideoPoster,
    { config: withIds(signedIn, { id: 'interviewVideo' }), schema: { tags, summary: "An interview video's poster image (JPEG)" } },
    async (req, reply) => {
      const key = await service.interviewVideoMediaKey(ctx, authOf(req), { id: req.params.id, kind: 'poster' });
      return sendMedia(req, reply, ctx.media, key, { contentType: 'image/jpeg' });
    },
  );
};
