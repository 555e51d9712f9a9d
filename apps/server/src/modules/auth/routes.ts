import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG, accountApi, authApi } from '@candid/shared';
import { ok } from '../../http/reply';
import { authRateLimit } from '../../http/rate-limit';
import { authOf, withIds } from '../../http/access';
import * as auth from './service';
import * as reset from './password-reset';
import * as account from './account';
import { serve } from '../../http/serve';
import { acceptanceFromWire, invitationToWire, lookedUpToWire, registrationFromWire, signedUpToWire } from './wire';

const meta = (req: FastifyRequest) => ({ userAgent: req.headers['user-agent'], ip: req.ip });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const limited = { public: true } as const;
  const rateLimit = authRateLimit(ctx);

  serve(
    app,
    authApi.token,
    {
      config: { access: limited, rateLimit },
      schema: { tags: ['auth'], summary: 'OAuth2 password grant (form body)' },
    },
    async (req, reply) => {
      const { user, session } = await auth.login(ctx, req.body.username, req.body.password, meta(req));
      ctx.sessions.setCookie(reply, session);
      const token = {
        access_token: session.token,
        token_type: 'bearer' as const,
        expires_in: Math.floor((session.expiresAt.getTime() - Date.now()) / 1000),
        userName: user.email,
      };
      reply.header('cache-control', 'no-store');
      return ok(reply, token, { extra: token });
    },
  );

  serve(
    app,
    authApi.logout,
    { config: { access: { public: true } }, schema: { tags: ['auth'], summary: 'Revoke the session' } },
    async (req, reply) => {
      if (req.auth) await ctx.sessions.revoke(req.auth.sessionId);
      ctx.sessions.clearCookie(reply);
      return ok(reply, true);
    },
  );

  serve(
    app,
    authApi.register,
    {
      config: { access: limited, rateLimit },
      schema: { tags: ['auth'], summary: 'Create an enterprise and its owner' },
    },
    async (req, reply) => {
      const { user, session } = await auth.register(ctx, registrationFromWire(req.body), meta(req));
      ctx.sessions.setCookie(reply, session);
      return ok(reply, signedUpToWire(user), { status: 201 });
    },
  );

  serve(
    app,
    authApi.invitation,
    {
      config: { access: limited, rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'The team invitation behind /invite/{id}/{eId}/{statusId}',
      },
    },
    async (req, reply) =>
      ok(reply, invitationToWire(await auth.invitationInfo(ctx, req.query.userId, req.query.enterpriseId, req.query.token))),
  );

  serve(
    app,
    authApi.registerByInvite,
    {
      // UserStatusId is the invitation's secret (a legacy name), not a status.
      config: { access: { ...limited, ids: { UserStatusId: 'secret' } }, rateLimit },
      schema: { tags: ['auth'], summary: 'Accept a team invitation' },
    },
    async (req, reply) => {
      const { user, session } = await auth.registerByInvite(ctx, acceptanceFromWire(req.body), meta(req));
      ctx.sessions.setCookie(reply, session);
      return ok(reply, signedUpToWire(user), { status: 201 });
    },
  );

  serve(
    app,
    authApi.emailExists,
    {
      config: { access: { roles: 'any', enterpriseQuery: 'id' }, rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: "Whether an address is a member's or an open invitation's of the caller's enterprise (another company's accounts are not told)",
      },
    },
    async (req, reply) => ok(reply, await auth.emailExists(ctx, req.query.email, authOf(req).enterpriseId)),
  );

  serve(
    app,
    authApi.lookupEmail,
    {
      config: { access: limited, rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Forgot-password lookup: 201 for any well-formed address, so that it tells nobody which addresses have accounts (the code is mailed only to a known one)',
      },
    },
    async (req, reply) => ok(reply, lookedUpToWire(await reset.lookupEmail(ctx, req.query.Email)), { status: 201 }),
  );

  serve(
    app,
    authApi.sendOtp,
    {
      config: { access: limited, rateLimit },
      schema: { tags: ['auth'], summary: 'Email a 6-digit reset code' },
    },
    async (req, reply) => {
      await reset.sendOtp(ctx, req.query.email);
      return ok(reply, MSG.otpSent, { message: MSG.otpSent });
    },
  );

  serve(
    app,
    authApi.verifyOtp,
    {
      config: { access: limited, rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Verify a reset code; returns a single-use reset token',
      },
    },
    async (req, reply) =>
      ok(reply, await reset.verifyOtp(ctx, req.query.email, req.query.otp), { message: MSG.otpVerified }),
  );

  serve(
    app,
    authApi.setNewPassword,
    {
      config: { access: limited, rateLimit },
      schema: { tags: ['auth'], summary: 'Set a new password with a reset token' },
    },
    async (req, reply) => {
      await reset.setNewPassword(ctx, req.body);
      return ok(reply, MSG.resetPasswordSuccess, { message: MSG.resetPasswordSuccess });
    },
  );

  serve(
    app,
    accountApi.changePassword,
    {
      config: { access: { roles: 'any', sessionOnly: true }, rateLimit },
      schema: { tags: ['auth'], summary: "Change the signed-in user's password; their other sessions end" },
    },
    async (req, reply) => {
      await account.changePassword(ctx, authOf(req), req.body);
      return ok(reply, MSG.passwordChanged, { message: MSG.passwordChanged });
    },
  );

  serve(
    app,
    accountApi.sessions,
    {
      config: { access: { roles: 'any', sessionOnly: true } },
      schema: { tags: ['auth'], summary: "The signed-in user's live sessions" },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(reply, await account.listSessions(ctx, authOf(req)));
    },
  );

  serve(
    app,
    accountApi.revokeSession,
    {
      config: withIds({ access: { roles: 'any', sessionOnly: true } }, { id: 'session' }),
      schema: { tags: ['auth'], summary: "Sign out one of the user's sessions (the current one signs out)" },
    },
    async (req, reply) => {
      const { current } = await account.revokeSession(ctx, authOf(req), req.params.id);
      if (current) ctx.sessions.clearCookie(reply);
      return ok(reply, true, { message: MSG.sessionRevoked });
    },
  );
};
