import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG, webhooksApi } from '@candid/shared';
import { ok } from '../../http/reply';
import { authOf, withIds } from '../../http/access';
import * as service from './service';

const tags = ['webhooks'];
/** Owners and admins, signed in: a key cannot manage webhooks. */
const managers = { access: { permission: 'integrations.manage', sessionOnly: true } } as const;

/** Webhook endpoints, their delivery log and resends (issue 17, docs/api-keys-and-webhooks.md). */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/Webhook',
    { config: managers, schema: { tags, summary: 'The enterprise’s webhook endpoints (never their secrets)', ...webhooksApi.list } },
    async (req, reply) => ok(reply, await service.listEndpoints(ctx, authOf(req))),
  );

  app.post(
    '/Webhook',
    {
      config: managers,
      schema: { tags, summary: 'Add an endpoint (https; see the docs for local URLs) with its events: 201 with the signing secret, shown this once', ...webhooksApi.create },
    },
    async (req, reply) => ok(reply, await service.createEndpoint(ctx, authOf(req), req.body), { status: 201, message: MSG.webhookSecretShownOnce }),
  );

  app.patch(
    '/Webhook/:id',
    { config: withIds(managers, { id: 'webhook' }), schema: { tags, summary: 'Enable or disable an endpoint, or change its events', ...webhooksApi.update } },
    async (req, reply) => ok(reply, await service.updateEndpoint(ctx, authOf(req), req.params.id, req.body)),
  );

  app.delete(
    '/Webhook/:id',
    { config: withIds(managers, { id: 'webhook' }), schema: { tags, summary: 'Delete an endpoint with its pending deliveries and log', ...webhooksApi.remove } },
    async (req, reply) => ok(reply, await service.deleteEndpoint(ctx, authOf(req), req.params.id), { message: MSG.webhookDeleted }),
  );

  app.get(
    '/Webhook/:id/Deliveries',
    { config: withIds(managers, { id: 'webhook' }), schema: { tags, summary: 'The endpoint’s delivery log: its last 100 attempts, newest first', ...webhooksApi.deliveries } },
    async (req, reply) => ok(reply, await service.listAttempts(ctx, authOf(req), req.params.id)),
  );

  app.post(
    '/Webhook/:id/Deliveries/:deliveryId/Resend',
    { config: withIds(managers, { id: 'webhook' }), schema: { tags, summary: 'Send a delivery’s event again (same webhook-id): 202', ...webhooksApi.resend } },
    async (req, reply) => {
      const resent = await service.resendDelivery(ctx, authOf(req), req.params);
      return ok(reply, resent, { status: 202, message: MSG.webhookResent });
    },
  );
};
