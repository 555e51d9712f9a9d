import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG, webhooksApi } from '@candid/shared';
import { ok } from '../../http/reply';
import { authOf, withIds } from '../../http/access';
import * as service from './service';
import { serve } from '../../http/serve';

const tags = ['webhooks'];
/** Owners and admins, signed in: a key cannot manage webhooks. */
const managers = { access: { permission: 'integrations.manage', sessionOnly: true } } as const;

/** Webhook endpoints, their delivery log and resends (issue 17, docs/api-keys-and-webhooks.md). */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  serve(
    app,
    webhooksApi.list,
    { config: managers, schema: { tags, summary: 'The enterprise’s webhook endpoints (never their secrets)' } },
    async (req, reply) => ok(reply, await service.listEndpoints(ctx, authOf(req))),
  );

  serve(
    app,
    webhooksApi.create,
    {
      config: managers,
      schema: { tags, summary: 'Add an endpoint (https; see the docs for local URLs) with its events: 201 with the signing secret, shown this once' },
    },
    async (req, reply) => ok(reply, await service.createEndpoint(ctx, authOf(req), req.body), { status: 201, message: MSG.webhookSecretShownOnce }),
  );

  serve(
    app,
    webhooksApi.update,
    { config: withIds(managers, { id: 'webhook' }), schema: { tags, summary: 'Enable or disable an endpoint, or change its events' } },
    async (req, reply) => ok(reply, await service.updateEndpoint(ctx, authOf(req), req.params.id, req.body)),
  );

  serve(
    app,
    webhooksApi.remove,
    { config: withIds(managers, { id: 'webhook' }), schema: { tags, summary: 'Delete an endpoint with its pending deliveries and log' } },
    async (req, reply) => ok(reply, await service.deleteEndpoint(ctx, authOf(req), req.params.id), { message: MSG.webhookDeleted }),
  );

  serve(
    app,
    webhooksApi.deliveries,
    { config: withIds(managers, { id: 'webhook' }), schema: { tags, summary: 'The endpoint’s delivery log: its last 100 attempts, newest first' } },
    async (req, reply) => ok(reply, await service.listAttempts(ctx, authOf(req), req.params.id)),
  );

  serve(
    app,
    webhooksApi.resend,
    { config: withIds(managers, { id: 'webhook' }), schema: { tags, summary: 'Send a delivery’s event again (same webhook-id): 202' } },
    async (req, reply) => {
      const resent = await service.resendDelivery(ctx, authOf(req), req.params);
      return ok(reply, resent, { status: 202, message: MSG.webhookResent });
    },
  );
};
