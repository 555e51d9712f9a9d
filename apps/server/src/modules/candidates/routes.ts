import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { candidatesApi, formsApi } from '@candid/shared';
import { ok } from '../../http/reply';
import { authOf, withIds } from '../../http/access';
import { attachmentDisposition, sendMedia } from '../media/range';
import * as service from './service';
import { grantAccommodation } from './accommodations';
import { answerOfQuestionToWire, candidateRowToWire, candidateViewToWire } from './wire';
import { lineForm, lineFormFile } from './form-answers';
import { serve } from '../../http/serve';

const signedIn = { access: { roles: 'any' } } as const;
const deciders = { access: { permission: 'candidates.decide' } } as const;
const tags = ['candidates'];

/** The candidate lists and detail, answers by question, and status decisions (docs/api-review.md). */
export const candidateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  serve(
    app,
    candidatesApi.list,
    {
      config: { access: { roles: 'any', enterpriseQuery: 'enterpriseId' } },
      schema: {
        tags,
        summary:
          'Candidates newest first, per job or across jobs: search by name or email, by what they said (transcriptQuery: rows carry TranscriptMatch), status filter, keyset pages (nextCursor)',
      },
    },
    async (req, reply) => {
      const auth = authOf(req);
      const page = await service.listCandidates(ctx, auth, req.query);
      return ok(reply, page.items.map(candidateRowToWire), { extra: { nextCursor: page.nextCursor } });
    },
  );

  serve(
    app,
    candidatesApi.withAnswers,
    {
      config: withIds(signedIn, { UserID: 'ignored' }),
      schema: {
        tags,
        summary: "A job's candidates (list rows) that have at least one answer; UserID is ignored (the session's)",
      },
    },
    async (req, reply) => ok(reply, (await service.linesWithAnswers(ctx, authOf(req), req.query.CampaignID)).map(candidateRowToWire)),
  );

  serve(
    app,
    candidatesApi.setStatus,
    {
      config: deciders,
      schema: {
        tags,
        summary:
          "Decide on a candidate who finished the interview: status 3 Reviewed, 4 Shortlisted, 5 Rejected, 6 Hired; returns the list row (409 before the interview is finished)",
      },
    },
    async (req, reply) =>
      ok(reply, candidateRowToWire(await service.updateStatus(ctx, authOf(req), { lineId: req.query.pk_CampaignLine_ID, status: req.query.CampaignLine_Status }))),
  );

  serve(
    app,
    candidatesApi.accommodation,
    {
      config: withIds(deciders, { id: 'campaignLine' }),
      schema: {
        tags,
        summary:
          "Grant a candidate more time (CampaignLine_AccommodationTime '1.5', '2' or 'untimed'), extra attempts per question (0 to 5) and a later deadline " +
          "(CampaignLine_AccommodationEndDate, after the job's end date), or withdraw it (null, 0 and null); applies from the candidate's next page; returns the candidate",
      },
    },
    async (req, reply) => {
      const grant = {
        time: req.body.CampaignLine_AccommodationTime,
        extraRetakes: req.body.CampaignLine_AccommodationRetakes,
        endDate: req.body.CampaignLine_AccommodationEndDate ?? null,
      };
      return ok(reply, candidateViewToWire(await grantAccommodation(ctx, authOf(req), req.params.id, grant)));
    },
  );

  serve(
    app,
    candidatesApi.bulkStatus,
    {
      config: withIds(deciders, { ids: 'campaignLine' }),
      schema: {
        tags,
        summary:
          'Set one decision status on up to 500 candidates, all or nothing (404 when any is not found, 409 with details.ids when any has not finished the interview)',
      },
    },
    async (req, reply) => ok(reply, await service.bulkUpdateStatus(ctx, authOf(req), req.body)),
  );

  serve(
    app,
    candidatesApi.byId,
    { config: withIds(signedIn, { id: 'campaignLine' }), schema: { tags, summary: 'A candidate: list row, contact details, consent, latest resume, own rating' } },
    async (req, reply) => ok(reply, candidateViewToWire(await service.getCandidate(ctx, authOf(req), req.params.id))),
  );

  serve(
    app,
    candidatesApi.answers,
    {
      config: signedIn,
      schema: {
        tags,
        summary: "A candidate's answers by question, in order: the latest given attempt, attempts, own and team ratings",
      },
    },
    async (req, reply) => {
      const answers = await service.answersByLine(ctx, authOf(req), { campaignId: req.params.campaignId, lineId: req.params.campaignLineId });
      return ok(reply, answers.map(answerOfQuestionToWire));
    },
  );

  serve(
    app,
    candidatesApi.answerFile,
    {
      config: signedIn,
      schema: { tags, summary: "A candidate's file answer to a question (issue 29), as an attachment under its original name" },
    },
    async (req, reply) => {
      const file = await service.answerFile(ctx, authOf(req), { campaignId: req.params.campaignId, lineId: req.params.campaignLineId, questionId: req.params.questionId });
      return sendMedia(req, reply, ctx.media, file.key, { contentType: file.contentType, disposition: attachmentDisposition(file.name) });
    },
  );

  serve(
    app,
    formsApi.lineForm,
    { config: withIds(signedIn, { id: 'campaignLine' }), schema: { tags, summary: "A candidate's application form as they filled it in (issue 29): each field as it was asked" } },
    async (req, reply) => ok(reply, await lineForm(ctx, authOf(req), req.params.id)),
  );

  serve(
    app,
    formsApi.lineFormFile,
    { config: withIds(signedIn, { id: 'campaignLine' }), schema: { tags, summary: "A file of a candidate's application form, as an attachment under its original name" } },
    async (req, reply) => {
      const file = await lineFormFile(ctx, authOf(req), req.params.id, req.params.fieldId);
      return sendMedia(req, reply, ctx.media, file.key, { contentType: file.contentType, disposition: attachmentDisposition(file.name) });
    },
  );
};
