import { z } from 'zod';
import { auditEntrySchema, auditQuerySchema } from '../entities/audit';
import { endpoint, paged } from './common';

/** A CSV file (text/csv), streamed as is. */
const csvBody = z.string().meta({ description: 'A CSV file (text/csv).' });

/** The audit trail (issue 16): owners and administrators read and export it; nobody edits it. */
export const auditApi = {
  /** GET /Audit?campaignLineId= */
  list: endpoint({ querystring: auditQuerySchema, response: { 200: paged(auditEntrySchema) } }),
  /** GET /Audit.csv?campaignLineId= : every entry of the candidate, oldest first. */
  csv: endpoint({ querystring: auditQuerySchema.pick({ campaignLineId: true }), response: { 200: csvBody } }),
};
