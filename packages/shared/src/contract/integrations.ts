import { z } from 'zod';
import {
  apiKeyCreatedSchema,
  apiKeyInputSchema,
  apiKeySchema,
  webhookAttemptSchema,
  webhookCreatedSchema,
  webhookInputSchema,
  webhookSchema,
  webhookUpdateSchema,
} from '../entities/integrations';
import { queryIdSchema } from '../entities/columns';
import { endpoint, idParams, wrapped } from './common';
import { apiKeysRoutes, webhooksRoutes } from '../routes/integrations';

/** API keys (issue 17): owners and admins, from a signed-in session only (a key cannot make keys). */
export const apiKeysApi = {
  /** GET /ApiKey: the enterprise's keys, newest first. */
  list: endpoint(apiKeysRoutes.list, { response: { 200: wrapped(z.array(apiKeySchema)) } }),
  /** POST /ApiKey: 201 with the secret, shown this once. */
  create: endpoint(apiKeysRoutes.create, { body: apiKeyInputSchema, response: { 201: wrapped(apiKeyCreatedSchema) } }),
  /** DELETE /ApiKey/{id}: revoked at once. */
  revoke: endpoint(apiKeysRoutes.revoke, { params: idParams('id'), response: { 200: wrapped(apiKeySchema) } }),
};

/** Webhook endpoints (issue 17): owners and admins, from a signed-in session only. */
export const webhooksApi = {
  list: endpoint(webhooksRoutes.list, { response: { 200: wrapped(z.array(webhookSchema)) } }),
  /** POST /Webhook: 201 with the signing secret, shown this once. */
  create: endpoint(webhooksRoutes.create, { body: webhookInputSchema, response: { 201: wrapped(webhookCreatedSchema) } }),
  /** PATCH /Webhook/{id} */
  update: endpoint(webhooksRoutes.update, { params: idParams('id'), body: webhookUpdateSchema, response: { 200: wrapped(webhookSchema) } }),
  /** DELETE /Webhook/{id}: the endpoint, its pending deliveries and its log. */
  remove: endpoint(webhooksRoutes.remove, { params: idParams('id'), response: { 200: wrapped(z.object({ Webhook_ID: z.number().int() })) } }),
  /** GET /Webhook/{id}/Deliveries: the last 100 attempts, newest first. */
  deliveries: endpoint(webhooksRoutes.deliveries, { params: idParams('id'), response: { 200: wrapped(z.array(webhookAttemptSchema)) } }),
  /** POST /Webhook/{id}/Deliveries/{deliveryId}/Resend: 202, a new delivery of the same event. */
  resend: endpoint(webhooksRoutes.resend, {
    params: z.object({ id: queryIdSchema, deliveryId: queryIdSchema }),
    response: { 202: wrapped(z.object({ Delivery_ID: z.number().int() })) },
  }),
};
