import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataRequestsApi } from '@candid/shared';
import { ok } from '../../http/reply';
import { authOf } from '../../http/access';
import { attachmentDisposition, sendMedia } from '../media/range';
import { record as audit } from '../audit/record';
import * as service from './service';
import { serve } from '../../http/serve';

const tags = ['data-requests'];
/** Anyone: a candidate has no account. Limited per client address (and per email address in the service). */
const candidateCall = (max: number) => ({ access: { public: true }, rateLimit: { max, timeWindow: '1 hour' } }) as const;

/** Candidates' requests for a copy or the deletion of their data (issue 16, docs/data-lifecycle.md). */
export const dataRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  serve(
    app,
    dataRequestsApi.create,
    {
      config: candidateCall(20),
      schema: { tags, summary: 'Ask for a copy of one’s data or its deletion: 202 and the same answer whether or not the address is known; a confirmation link is mailed' },
    },
    async (req, reply) => {
      const message = await service.createRequest(ctx, req.body);
      return ok(reply, message, { status: 202, message });
    },
  );

  serve(
    app,
    dataRequestsApi.confirm,
    { config: candidateCall(60), schema: { tags, summary: 'Confirm a request from its emailed link: the work is queued at once (404 when the link is unknown or expired)' } },
    async (req, reply) => {
      const message = await service.confirmRequest(ctx, req.body.token);
      return ok(reply, message, { message });
    },
  );

  serve(
    app,
    dataRequestsApi.download,
    { config: candidateCall(60), schema: { tags, summary: 'A data copy (zip) through its emailed link, for DATA_COPY_TTL_DAYS (404 unknown, 410 expired)' } },
    async (req, reply) => {
      const copy = await service.openDownload(ctx, req.params.token);
      if (req.method === 'GET' && !req.headers.range) {
        // The lines may be gone since (a later deletion): the entries name the ids the copy held.
        const lines = await service.linesOfAddress(ctx, copy.email, copy.enterpriseId);
        await audit(
          ctx,
          lines.map((l) => ({ enterpriseId: l.enterpriseId, lineId: l.id, campaignId: l.campaignId, actor: { kind: 'candidate' } as const, action: 'downloaded' as const, detail: `data copy (request ${copy.id})` })),
        );
      }
      reply.header('x-robots-tag', 'noindex, nofollow');
      return sendMedia(req, reply, ctx.media, copy.archiveKey, { contentType: 'application/zip', disposition: attachmentDisposition(`candid-data-${copy.id}.zip`) });
    },
  );

  serve(
    app,
    dataRequestsApi.list,
    { config: { access: { permission: 'audit.read' } }, schema: { tags, summary: 'The enterprise’s data requests with their state, newest first (owners and administrators)' } },
    async (req, reply) => ok(reply, await service.listRequests(ctx, authOf(req))),
  );
};
