import { z } from 'zod';
import { int4 as int } from './columns';
import { emailSchema } from '../validation';

/*
 * A candidate's own request for a copy of their data or its deletion (issue 16,
 * docs/data-lifecycle.md "Audit trail and data requests").
 */

export const DATA_REQUEST_KINDS = ['copy', 'erase'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];

/**
 * received: a confirmation link was mailed; confirmed: the candidate clicked it and the work is
 * queued; in_progress: running; done: the copy was mailed or the data deleted; expired: never
 * confirmed within 24 hours, or a copy past its download days; failed: the work could not be done.
 */
export const DATA_REQUEST_STATUSES = ['received', 'confirmed', 'in_progress', 'done', 'expired', 'failed'] as const;
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];

/** POST /DataRequest (public): the address the candidate used, and what they ask for. */
export const dataRequestInputSchema = z.object({
  email: emailSchema,
  kind: z.enum(DATA_REQUEST_KINDS),
});
export type DataRequestInput = z.infer<typeof dataRequestInputSchema>;

/** POST /DataRequest/Confirm (public): the token of the emailed link. */
export const dataRequestConfirmSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not a valid link.'),
});

/** A row of GET /DataRequest (owners and administrators). */
export const dataRequestRowSchema = z.object({
  DataRequest_ID: int,
  Kind: z.enum(DATA_REQUEST_KINDS),
  /** The address asked for; null once the candidate's data was deleted. */
  Email: z.string().nullable(),
  Status: z.enum(DATA_REQUEST_STATUSES),
  /** Candidates (campaign lines) the request covered when it ran. */
  CandidateCount: int,
  CreatedAt: z.string(),
  ConfirmedAt: z.string().nullable(),
  DoneAt: z.string().nullable(),
  /** A copy's download link stops working then. */
  DownloadExpiresAt: z.string().nullable(),
});
export type DataRequestRow = z.infer<typeof dataRequestRowSchema>;
