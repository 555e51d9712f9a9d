import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportsApi } from '@candid/shared';
import { authOf } from '../../http/access';
import { attachmentDisposition } from '../media/range';
import { toCsv } from './csv';
import { toXlsx } from './xlsx';
import * as service from './service';
import { serve } from '../../http/serve';

const tags = ['exports'];
const CSV_TYPE = 'text/csv; charset=utf-8';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Every member (a Hiring Manager gets only their jobs' rows); 20 exports a minute per user. */
const config = {
  access: { roles: 'any' },
  rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: (req: FastifyRequest) => (req.auth ? `export-user-${req.auth.userId}` : req.ip) },
} as const;

const today = () => new Date().toISOString().slice(0, 10);

/** A download: never cached (the rows are personal data), named for the save dialog. */
function sendFile(reply: FastifyReply, type: string, name: string, body: Buffer) {
  return reply.header('cache-control', 'no-store').header('content-disposition', attachmentDisposition(name)).type(type).send(body);
}

/** CSV and XLSX of the candidate lists and the dashboard's monthly series (docs/careers-and-exports.md). */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  serve(
    app,
    exportsApi.candidates,
    {
      config,
      schema: {
        tags,
        summary: 'The candidates of a job, or of the list’s search and status filter, as CSV (UTF-8 with BOM) or XLSX: statuses, ratings, screening and links; a job’s, a column per question',
      },
    },
    async (req, reply) => {
      const { format, campaignId, search, status, screening } = req.query;
      const rows = await service.candidateRows(ctx, authOf(req), { campaignId, search: search?.trim() || undefined, status, screening });
      const name = `candidates${campaignId ? `-job-${campaignId}` : ''}-${today()}.${format}`;
      if (format === 'xlsx') return sendFile(reply, XLSX_TYPE, name, await toXlsx('Candidates', rows));
      return sendFile(reply, CSV_TYPE, name, toCsv(rows));
    },
  );

  serve(
    app,
    exportsApi.dashboard,
    { config, schema: { tags, summary: "The dashboard's per-month series (jobs, invites, interviews) over a range as CSV" } },
    async (req, reply) => {
      const rows = await service.dashboardRows(ctx, authOf(req), req.query);
      return sendFile(reply, CSV_TYPE, `dashboard-${req.query.startDate}-${req.query.endDate}.csv`, toCsv(rows));
    },
  );
};
