import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG, apiKeysApi } from '@candid/shared';
import { ok } from '../../http/reply';
import { authOf, withIds } from '../../http/access';
import * as service from './service';
import { serve } from '../../http/serve';
import { apiKeyToWire, createdKeyToWire } from './wire';

const tags = ['api-keys'];
/** Owners and admins, signed in: a key cannot make or revoke keys. */
const managers = { access: { permission: 'integrations.manage', sessionOnly: true } } as const;

/** API keys (issue 17, docs/api-keys-and-webhooks.md). */
export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  serve(
    app,
    apiKeysApi.list,
    { config: managers, schema: { tags, summary: 'The enterprise’s API keys (never their secrets), newest first' } },
    async (req, reply) => ok(reply, (await service.listKeys(ctx, authOf(req))).map(apiKeyToWire)),
  );

  serve(
    app,
    apiKeysApi.create,
    {
      config: managers,
      schema: {
        tags,
        summary: 'Create a key with a name, a role no higher than yours and an expiry: 201 with the secret, shown this once',
      },
    },
    async (req, reply) => ok(reply, createdKeyToWire(await service.createKey(ctx, authOf(req), req.body)), { status: 201, message: MSG.apiKeyShownOnce }),
  );

  serve(
    app,
    apiKeysApi.revoke,
    { config: withIds(managers, { id: 'apiKey' }), schema: { tags, summary: 'Revoke a key: refused from its next request on (404 for another tenant’s id)' } },
    async (req, reply) => ok(reply, apiKeyToWire(await service.revokeKey(ctx, authOf(req), req.params.id)), { message: MSG.apiKeyRevoked }),
  );
};
