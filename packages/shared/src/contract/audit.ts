import { z } from 'zod';
import { auditEntrySchema, auditQuerySchema } from '../entities/audit';
import { endpoint, paged } from './common';
import { auditRoutes } from '../routes/audit';

/** A CSV file (text/csv), streamed as is. */
const csvBody = z.string().meta({ description: 'A CSV file (text/csv).' });

/** The audit trail (issue 16): owners and administrators read and export it; nobody edits it. */
export const auditApi = {
  /** GET /Audit?campaignLineId= */
  list: endpoint(auditRoutes.list, { querystring: auditQuerySchema, response: { 200: paged(auditEntrySchema) } }),
  /** GET /Audit.csv?campaignLineId= : every entry of the candidate, oldest first. */
  csv: endpoint(auditRoutes.csv, { querystring: auditQuerySchema.pick({ campaignLineId: true }), response: { 200: csvBody } }),
};
