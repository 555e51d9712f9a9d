import { z } from 'zod';
import { INT4_MAX } from './columns';
import { MSG } from '../messages';

/*
 * Candidate data lifecycle (issue 16, docs/data-lifecycle.md): erasure, retention and consent.
 */

/** Retention after a job ends, in months: the default (two years) and the allowed range. */
export const RETENTION = { defaultMonths: 24, minMonths: 1, maxMonths: 84 } as const;
const retentionRange = MSG.retentionRange(RETENTION.minMonths, RETENTION.maxMonths);

const lineId = z.number().int().positive().max(INT4_MAX);

/** POST /CampaignLine/Delete: either the candidates (1 to 500 ids) or every candidate of a job. */
export const eraseRequestSchema = z
  .object({
    ids: z.array(lineId).min(1).max(500).optional(),
    campaignId: lineId.optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.ids && v.campaignId !== undefined) ctx.addIssue({ code: 'custom', path: ['ids'], message: MSG.eraseNotBoth });
    if (!v.ids && v.campaignId === undefined) ctx.addIssue({ code: 'custom', path: ['ids'], message: MSG.eraseChooseCandidates });
  });
export type EraseRequest = z.infer<typeof eraseRequestSchema>;

/** What a delete answers (202): the lines whose erasure was queued. */
export const erasureSchema = z.object({ Ids: z.array(z.number().int()) });
export type Erasure = z.infer<typeof erasureSchema>;

export const retentionInputSchema = z.object({
  RetentionMonths: z
    .number()
    .int()
    .min(RETENTION.minMonths, retentionRange)
    .max(RETENTION.maxMonths, retentionRange),
});
export type RetentionInput = z.infer<typeof retentionInputSchema>;

/** GET/PUT /DataRetention: the enterprise's retention, with the default and range for the form. */
export const retentionSchema = retentionInputSchema.extend({
  DefaultMonths: z.number().int(),
  MinMonths: z.number().int(),
  MaxMonths: z.number().int(),
});
export type Retention = z.infer<typeof retentionSchema>;

/** What the candidate agreed to: the exact sentence, the privacy policy version (0: the default text), when and from where. */
export const consentRecordSchema = z.object({
  ConsentText: z.string(),
  PrivacyPolicyVersion: z.number().int(),
  AcceptedAt: z.string(),
  IpAddress: z.string().nullable(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/** GET /CampaignLine/{id}/Lifecycle: when the candidate's data goes, and their consent. */
export const candidateLifecycleSchema = z.object({
  /** YYYY-MM-DD: the job's end date plus the retention. */
  DeletionDate: z.string(),
  RetentionMonths: z.number().int(),
  /** When the candidate consented (null: not yet), even when it predates consent records. */
  ConsentGivenAt: z.string().nullable(),
  Consent: consentRecordSchema.nullable(),
});
export type CandidateLifecycle = z.infer<typeof candidateLifecycleSchema>;
