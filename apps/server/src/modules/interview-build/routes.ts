import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply';
import { authOf, withIds } from '../../http/access';
import { interviewBuildStatus } from './service';
import { questionAudioKey, sendQuestionAudio } from './audio';
import { campaignsApi, questionsApi } from '@candid/shared';

const signedIn = { access: { roles: 'any' } } as const;

export const interviewBuildRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/Campaign/:id/InterviewBuild',
    {
      config: withIds(signedIn, { id: 'campaign' }),
      schema: { tags: ['campaigns'], summary: "Progress of the job's interview build (question audio)", ...campaignsApi.interviewBuild },
    },
    async (req, reply) => ok(reply, await interviewBuildStatus(ctx, authOf(req), req.params.id)),
  );

  app.get(
    '/Question/:id/audio',
    {
      config: withIds(signedIn, { id: 'question' }),
      schema: { tags: ['questions'], summary: "The question's spoken audio made by the interview build (audio/mpeg)", ...questionsApi.audio },
    },
    async (req, reply) => sendQuestionAudio(ctx, reply, await questionAudioKey(ctx, authOf(req), req.params.id)),
  );
};
