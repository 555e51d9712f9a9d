import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditApi } from '@candid/shared';
import { ok } from '../../http/reply';
import { authOf } from '../../http/access';
import * as service from './service';
import { auditEntryToWire } from './wire';
import { serve } from '../../http/serve';

const readers = { access: { permission: 'audit.read' } } as const;
const tags = ['audit'];

/**
 * The audit trail of a candidate (issue 16, docs/data-lifecycle.md): owners and administrators
 * read it and download it as CSV. There is no route that changes or deletes an entry.
 */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  serve(
    app,
    auditApi.list,
    { config: readers, schema: { tags, summary: "A candidate's audit trail, newest first, in keyset pages (nextCursor)" } },
    async (req, reply) => {
      const page = await service.listAudit(ctx, authOf(req), req.query);
      return ok(reply, page.items.map(auditEntryToWire), { extra: { nextCursor: page.nextCursor } });
    },
  );

  serve(
    app,
    auditApi.csv,
    { config: readers, schema: { tags, summary: "A candidate's whole audit trail as CSV (text/csv), oldest first" } },
    async (req, reply) => {
      const csv = await service.auditCsv(ctx, authOf(req), req.query.campaignLineId);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-candidate-${req.query.campaignLineId}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
