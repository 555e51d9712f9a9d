import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { candidatesApi, formsApi } from '@candid/shared';
import { ok } from '../../http/reply';
import { authOf, withIds } from '../../http/access';
import { attachmentDisposition, sendMedia } from '../media/range';
import * as service from './service';
import { lineForm, lineFormFile } from './form-answers';

const signedIn = { access: { roles: 'any' } } as const;
const deciders = { access: { permission: 'candidates.decide' } } as const;
const tags = ['candidates'];

/** The candidate lists and detail, answers by question, and status decisions (docs/api-review.md). */
export const candidateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/CampaignLine',
    {
      config: { access: { roles: 'any', enterpriseQuery: 'enterpriseId' } },
      schema: {
        tags,
        summary:
          'Candidates newest first, per job or across jobs: search by name or email, by what they said (transcriptQuery: rows carry TranscriptMatch), status filter, keyset pages (nextCursor)',
        ...candidatesApi.list,
      },
    },
    async (req, reply) => {
      const auth = authOf(req);
      const page = await service.listCandidates(ctx, auth, req.query);
      return ok(reply, page.items, { extra: { nextCursor: page.nextCursor } });
    },
  );

  app.get(
    '/CampaignLine/GetCampaigLineResponseByCampaignID',
    {
      config: withIds(signedIn, { UserID: 'ignored' }),
      schema: {
        tags,
        summary: "A job's candidates (list rows) that have at least one answer; UserID is ignored (the session's)",
        ...candidatesApi.withAnswers,
      },
    },
    async (req, reply) => ok(reply, await service.linesWithAnswers(ctx, authOf(req), req.query.CampaignID)),
  );

  app.put(
    '/CampaignLine/UpdateCampaignLineStatus',
    {
      config: deciders,
      schema: {
        tags,
        summary:
          "Decide on a candidate who finished the interview: status 3 Reviewed, 4 Shortlisted, 5 Rejected, 6 Hired; returns the list row (409 before the interview is finished)",
        ...candidatesApi.setStatus,
      },
    },
    async (req, reply) =>
      ok(reply, await service.updateStatus(ctx, authOf(req), { lineId: req.query.pk_CampaignLine_ID, status: req.query.CampaignLine_Status })),
  );

  app.put(
    '/CampaignLine/BulkUpdateStatus',
    {
      config: withIds(deciders, { ids: 'campaignLine' }),
      schema: {
        tags,
        summary:
          'Set one decision status on up to 500 candidates, all or nothing (404 when any is not found, 409 with details.ids when any has not finished the interview)',
        ...candidatesApi.bulkStatus,
      },
    },
    async (req, reply) => ok(reply, await service.bulkUpdateStatus(ctx, authOf(req), req.body)),
  );

  app.get(
    '/CampaignLine/:id',
    { config: withIds(signedIn, { id: 'campaignLine' }), schema: { tags, summary: 'A candidate: list row, contact details, consent, latest resume, own rating', ...candidatesApi.byId } },
    async (req, reply) => ok(reply, await service.getCandidate(ctx, authOf(req), req.params.id)),
  );

  app.get(
    '/QuestionResponse/getQeustionResponseByCampaignLineID/:campaignId/:campaignLineId',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "A candidate's answers by question, in order: the latest given attempt, attempts, own and team ratings",
        ...candidatesApi.answers,
      },
    },
    async (req, reply) => ok(reply, await service.answersByLine(ctx, authOf(req), { campaignId: req.params.campaignId, lineId: req.params.campaignLineId })),
  );

  app.get(
    '/QuestionAnswer/File/:campaignId/:campaignLineId/:questionId',
    {
      config: signedIn,
      schema: { tags, summary: "A candidate's file answer to a question (issue 29), as an attachment under its original name", ...candidatesApi.answerFile },
    },
    async (req, reply) => {
      const file = await service.answerFile(ctx, authOf(req), { campaignId: req.params.campaignId, lineId: req.params.campaignLineId, questionId: req.params.questionId });
      return sendMedia(req, reply, ctx.media, file.key, { contentType: file.contentType, disposition: attachmentDisposition(file.name) });
    },
  );

  app.get(
    '/CampaignLine/:id/Form',
    { config: withIds(signedIn, { id: 'campaignLine' }), schema: { tags, summary: "A candidate's application form as they filled it in (issue 29): each field as it was asked", ...formsApi.lineForm } },
    async (req, reply) => ok(reply, await lineForm(ctx, authOf(req), req.params.id)),
  );

  app.get(
    '/CampaignLine/:id/Form/:fieldId/File',
    { config: withIds(signedIn, { id: 'campaignLine' }), schema: { tags, summary: "A file of a candidate's application form, as an attachment under its original name", ...formsApi.lineFormFile } },
    async (req, reply) => {
      const file = await lineFormFile(ctx, authOf(req), req.params.id, req.params.fieldId);
      return sendMedia(req, reply, ctx.media, file.key, { contentType: file.contentType, disposition: attachmentDisposition(file.name) });
    },
  );
};
