import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCESS_LEVEL, MSG, messagingApi } from '@candid/shared';
import { ok } from '../../http/reply';
import { authOf } from '../../http/access';
import { inviteTeamMembers } from './team-invites';
import { inviteCandidates } from './candidate-invites';
import { remainingInvites } from '../billing/plan';
import { previewApplicationResponse, sendApplicationResponse } from './application-response';
import { serve } from '../../http/serve';
import { fromWire, toWire } from '../../http/wire';
import { wireNames } from '../../http/wire-names';

export const messagingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  serve(
    app,
    messagingApi.inviteTeam,
    {
      config: { access: { permission: 'enterprise.manage', enterpriseQuery: 'enterpriseID' }, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['messaging'],
        summary: 'Invite team members by email',
      },
    },
    async (req, reply) => {
      const level = req.query.userAccessLevelId === ACCESS_LEVEL.InviteFallback ? ACCESS_LEVEL.HiringManager : req.query.userAccessLevelId;
      const rows = await inviteTeamMembers(ctx, authOf(req), {
        accessLevel: level,
        emails: req.body,
        fromName: req.query.FromName,
      });
      return ok(reply, rows);
    },
  );

  serve(
    app,
    messagingApi.inviteCandidates,
    {
      // Each item's fk_Enterprise_ID is accepted for compatibility and ignored (the session's applies).
      config: { access: { permission: 'campaigns.edit', ids: { fk_Enterprise_ID: 'ignored' } }, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['messaging'],
        summary:
          "Invite candidates to a job by email: rows [lineId|null, '200'|'409'|'400', message, email]; 402 when the plan's invites do not cover the new addresses",
      },
    },
    async (req, reply) => {
      // The job and employer names in the mail come from the database, not from the query.
      const items = req.body.map((item) => fromWire(wireNames.campaignLines, item));
      const rows = await inviteCandidates(ctx, authOf(req), { items, fromName: req.query.FromName });
      return ok(reply, rows);
    },
  );

  serve(
    app,
    messagingApi.inviteCandidatesBySms,
    {
      config: { access: { permission: 'campaigns.edit', ids: { fk_Enterprise_ID: 'ignored' } }, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['messaging'],
        summary:
          "Invite candidates to a job by text message (issue 33): rows [lineId|null, '200'|'409'|'400', message, mobile]; the mobile number is checked per row (E.164 or with its country code) and must not have replied STOP; the email stays required; 402 when the plan's invites or text messages do not cover the new candidates; 409 when text messages are not set up",
      },
    },
    async (req, reply) => {
      const items = req.body.map((item) => fromWire(wireNames.campaignLines, item));
      const rows = await inviteCandidates(ctx, authOf(req), { items, fromName: req.query.FromName, by: 'sms' });
      return ok(reply, rows);
    },
  );

  serve(
    app,
    messagingApi.previewResponse,
    {
      config: { access: { permission: 'candidates.decide' } },
      schema: {
        tags: ['messaging'],
        summary: "The templated response email to a candidate (shortlist, reject, reminder, withdraw or custom, as fits their stage), names filled in; nothing is sent",
      },
    },
    async (req, reply) => ok(reply, await previewApplicationResponse(ctx, authOf(req), req.body)),
  );

  serve(
    app,
    messagingApi.sendResponse,
    {
      config: { access: { permission: 'candidates.decide', enterpriseQuery: 'enterpriseID' }, rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['messaging'],
        summary:
          "Email the candidate a response (queued) and, for shortlist/reject/withdraw, set the line's status to 4/5/7 in the same transaction; enterpriseID must be the session's",
      },
    },
    async (req, reply) => {
      const sent = await sendApplicationResponse(ctx, authOf(req), req.body);
      return ok(reply, toWire(wireNames.campaignLines, sent), { message: MSG.mailSentTo(sent.to) });
    },
  );

  // Invites are a messaging concern: candidate and team invitations spend the same number.
  serve(
    app,
    messagingApi.remainingInvites,
    {
      config: { access: { roles: 'any', enterpriseQuery: 'fk_Enterprise_ID' } },
      schema: {
        tags: ['messaging'],
        summary: "Invitations the plan still allows (candidates and team members; null: unlimited, 0 when expired)",
      },
    },
    async (req, reply) => {
      const { enterpriseId } = authOf(req);
      return ok(reply, await remainingInvites(ctx, enterpriseId));
    },
  );
};
