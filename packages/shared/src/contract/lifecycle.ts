import {
  candidateLifecycleSchema,
  eraseRequestSchema,
  erasureSchema,
  retentionInputSchema,
  retentionSchema,
} from '../entities/lifecycle';
import { endpoint, idParams, wrapped } from './common';
import { lifecycleRoutes } from '../routes/lifecycle';

/** Candidate data lifecycle (issue 16, docs/data-lifecycle.md). */
export const lifecycleApi = {
  /** DELETE /CampaignLine/{id}: 202, the erasure is queued; the candidate leaves every list at once. */
  erase: endpoint(lifecycleRoutes.erase, { params: idParams('id'), response: { 202: wrapped(erasureSchema) } }),
  /** POST /CampaignLine/Delete: { ids } or { campaignId }; 202. */
  eraseMany: endpoint(lifecycleRoutes.eraseMany, { body: eraseRequestSchema, response: { 202: wrapped(erasureSchema) } }),
  /** GET /CampaignLine/{id}/Lifecycle */
  candidate: endpoint(lifecycleRoutes.candidate, { params: idParams('id'), response: { 200: wrapped(candidateLifecycleSchema) } }),
  /** GET /DataRetention */
  retention: endpoint(lifecycleRoutes.retention, { response: { 200: wrapped(retentionSchema) } }),
  /** PUT /DataRetention (owner and administrators). */
  saveRetention: endpoint(lifecycleRoutes.saveRetention, { body: retentionInputSchema, response: { 200: wrapped(retentionSchema) } }),
};
