import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply';
import { authOf, withIds } from '../../http/access';
import { interviewBuildStatus } from './service';
import { questionAudioKey, sendQuestionAudio } from './audio';
import { campaignsApi, questionsApi } from '@candid/shared';
import { serve } from '../../http/serve';

const signedIn = { access: { roles: 'any' } } as const;

export const interviewBuildRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  serve(
    app,
    campaignsApi.interviewBuild,
    {
      config: withIds(signedIn, { id: 'campaign' }),
      schema: { tags: ['campaigns'], summary: "Progress of the job's interview build (question audio)" },
    },
    async (req, reply) => ok(reply, await interviewBuildStatus(ctx, authOf(req), req.params.id)),
  );

  serve(
    app,
    questionsApi.audio,
    {
      config: withIds(signedIn, { id: 'question' }),
      schema: { tags: ['questions'], summary: "The question's spoken audio made by the interview build (audio/mpeg)" },
    },
    async (req, reply) => sendQuestionAudio(ctx, reply, await questionAudioKey(ctx, authOf(req), req.params.id)),
  );
};
