import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CANDIDATE_EXPERIENCE, ratingsApi } from '@candid/shared';
import { ok } from '../../http/reply';
import { authOf, withIds } from '../../http/access';
import * as service from './service';
import { candidateRatingResultToWire, ratingSummaryToWire, responseRatingResultToWire } from './wire';
import { fromWire } from '../../http/wire';
import { wireNames } from '../../http/wire-names';
import { serve } from '../../http/serve';

const signedIn = { access: { roles: 'any' } } as const;
const tags = ['ratings'];

/** Answer and candidate ratings, 1-5, one per reviewer (docs/api-review.md "Ratings"). */
export const ratingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  serve(
    app,
    ratingsApi.rateAnswer,
    { config: signedIn, schema: { tags, summary: "Rate an answer (upserts the user's own rating); returns it with the team average" } },
    async (req, reply) => ok(reply, responseRatingResultToWire(await service.rateResponse(ctx, authOf(req), fromWire(wireNames.questionResponseRatings, req.body)))),
  );

  serve(
    app,
    ratingsApi.updateAnswerRating,
    { config: signedIn, schema: { tags, summary: "Change one's own answer rating (another reviewer's: 404)" } },
    async (req, reply) =>
      ok(
        reply,
        responseRatingResultToWire(
          await service.updateResponseRating(ctx, authOf(req), { ratingId: req.body.pk_QuestionResponseRating_ID, value: req.body.QuestionResponseRating_Rating }),
        ),
      ),
  );

  serve(
    app,
    ratingsApi.rateAnswersOfCampaign,
    {
      config: signedIn,
      schema: {
        tags,
        summary: "Rate several answers of one job at once (all or nothing); one result per answer",
      },
    },
    async (req, reply) => {
      const items = req.body.map((i) => fromWire(wireNames.questionResponseRatings, i));
      const results = await service.rateResponsesOfCampaign(ctx, authOf(req), { campaignId: req.query.CampaignID, items });
      return ok(reply, results.map(responseRatingResultToWire));
    },
  );

  serve(
    app,
    ratingsApi.rateCandidate,
    { config: signedIn, schema: { tags, summary: "Rate a candidate (upserts the user's own rating); returns it with the team average" } },
    async (req, reply) =>
      ok(reply, candidateRatingResultToWire(await service.rateCandidate(ctx, authOf(req), { lineId: req.body.fk_CampaignLine_ID, value: req.body.CandidateRating_Rating }))),
  );

  serve(
    app,
    ratingsApi.updateCandidateRating,
    { config: signedIn, schema: { tags, summary: "Change one's own candidate rating (another reviewer's: 404)" } },
    async (req, reply) =>
      ok(
        reply,
        candidateRatingResultToWire(
          await service.updateCandidateRating(ctx, authOf(req), { ratingId: req.body.pk_CandidateRating_ID, value: req.body.CandidateRating_Rating }),
        ),
      ),
  );

  serve(
    app,
    ratingsApi.candidateSummary,
    {
      config: signedIn,
      schema: { tags, summary: "A candidate's ratings: own, team average and count, every reviewer's" },
    },
    async (req, reply) => ok(reply, ratingSummaryToWire(await service.candidateRatingSummary(ctx, authOf(req), req.query.campaignLineId))),
  );

  serve(
    app,
    ratingsApi.candidateExperience,
    {
      config: withIds(signedIn, { id: 'campaign' }),
      schema: {
        tags,
        summary: `How candidates rated a job's interview (issue 33): the number of ratings, and their average only from ${CANDIDATE_EXPERIENCE.minRatings} on; never one candidate's`,
      },
    },
    async (req, reply) => ok(reply, await service.candidateExperience(ctx, authOf(req), req.params.id)),
  );
};
