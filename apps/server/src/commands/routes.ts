import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../http/reply';
import { authOf, withIds } from '../http/access';
import { QUESTION_LIST_OPTION_IDS } from '../http/resource-ids';
import { campaignsApi } from '@candid/shared';
import { saveJob } from './save-job';
import { cloneJob } from './clone-job';
import { serve } from '../http/serve';
import { campaignFromWire, campaignToWire } from '../modules/campaigns/wire';
import { questionFromWire, questionToWire } from '../modules/questions/wire';

const editors = { access: { permission: 'campaigns.edit' } } as const;

/** Routes of the workflows that span modules (they sit above every module tier). */
export const commandRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  serve(
    app,
    campaignsApi.saveJob,
    {
      config: withIds(editors, QUESTION_LIST_OPTION_IDS),
      schema: {
        tags: ['campaigns'],
        summary: 'Save the create-job screen in one transaction: job, voice setting, ordered questions, interview dialog texts',
      },
    },
    async (req, reply) => {
      const { campaign, questions } = req.body;
      const saved = await saveJob(ctx, authOf(req), { ...req.body, campaign: campaignFromWire(campaign), questions: questions.map(questionFromWire) });
      const answer = { campaign: campaignToWire(saved.campaign), questions: saved.questions.map(questionToWire), created: saved.created };
      return ok(reply, answer, { status: saved.created ? 201 : 200 });
    },
  );

  serve(
    app,
    campaignsApi.clone,
    { config: withIds(editors, { id: 'campaign' }), schema: { tags: ['campaigns'], summary: 'Copy a job with its questions' } },
    async (req, reply) => ok(reply, campaignToWire(await cloneJob(ctx, authOf(req), req.params.id)), { status: 201 }),
  );
};
