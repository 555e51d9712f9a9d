import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS_LEVEL, MSG, SIMPLE_EMAIL } from '@candid/shared';
import { ok } from '../../http/reply';
import { authOf } from '../../http/access';
import { ENTERPRISE_EDITORS } from '../enterprises/policy';
import { inviteTeamMembers } from './team-invites';

const INVITE_LEVELS = [ACCESS_LEVEL.Administrator, ACCESS_LEVEL.HiringManager, ACCESS_LEVEL.InviteFallback] as const;

export const messagingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/Message/SendInviteUser',
    {
      config: { access: { roles: ENTERPRISE_EDITORS }, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['messaging'],
        summary: 'Invite team members by email',
        querystring: z.object({
          enterpriseID: z.coerce.number().int().positive().max(2_147_483_647),
          userAccessLevelId: z.coerce
            .number()
            .int()
            .refine((v) => (INVITE_LEVELS as readonly number[]).includes(v), MSG.selectAccessLevel),
          userAccessLevel: z.string().max(50).optional(),
          FromName: z.string().max(200).optional(),
          FromMail: z.string().max(254).optional(),
          Enterprise_Name: z.string().max(200).optional(),
        }),
        body: z.array(z.string().trim().regex(SIMPLE_EMAIL, MSG.validEmail).max(254)).min(1).max(50),
      },
    },
    async (req, reply) => {
      const level = req.query.userAccessLevelId === ACCESS_LEVEL.InviteFallback ? ACCESS_LEVEL.HiringManager : req.query.userAccessLevelId;
      const rows = await inviteTeamMembers(ctx, authOf(req), {
        enterpriseId: req.query.enterpriseID,
        accessLevel: level,
        emails: req.body,
        fromName: req.query.FromName,
      });
      return ok(reply, rows);
    },
  );
};
