import type { CandidateSummary } from '@candid/shared';
import type { candidateSummaries } from '../../db/schema/index';
import { toWire } from '../../http/wire';
import { wireNames } from '../../http/wire-names';

/*
 * A candidate's summary at the HTTP edge (issue 31): the row says campaignLineId, kind, model, ...;
 * the wire fk_CampaignLine_ID (wireNames.candidateSummaries), Kind, Model, ... Its answers are a
 * stored document whose keys are the wire's already (StoredAnswerSummary).
 */

type SummaryRow = typeof candidateSummaries.$inferSelect;

/** A summary row → the wire's CandidateSummary. */
export function summaryToWire(row: SummaryRow): CandidateSummary {
  return {
    ...toWire(wireNames.candidateSummaries, { campaignLineId: row.campaignLineId }),
    Kind: row.kind === 'ai' ? 'ai' : 'extractive',
    Model: row.model,
    Overall: row.overall,
    Answers: row.answers,
    GeneratedAt: row.generatedAt,
  };
}
