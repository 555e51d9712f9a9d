import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { CandidateLifecycle, EraseRequest, Erasure } from '@candid/shared';
import type { AuthContext } from '../../actors';
import type { Deps } from '../../context';
import { campaignLines, campaigns } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { loadReviewableLine } from '../campaigns/review-scope';
import { consentRecordOf } from './consent';
import { eraseCandidates } from './erase';
import { lifecyclePolicy } from './policy';
import { deletionDate, retentionMonths } from './retention';

/**
 * DELETE /CampaignLine/{id} and POST /CampaignLine/Delete: the lines must all be the enterprise's
 * and not already being erased, else 404 and nothing changes (another tenant's id is not found,
 * whether or not it exists). 202: the erasure runs in the background; the candidates leave every
 * list and page at once.
 */
export async function eraseRequested(deps: Deps<'events' | 'queue'>, auth: AuthContext, input: EraseRequest): Promise<Erasure> {
  lifecyclePolicy.authorize(auth, 'candidate.erase');
  const mine = and(eq(campaignLines.enterpriseId, auth.enterpriseId), isNull(campaignLines.erasingAt));
  let ids: number[];
  if (input.campaignId !== undefined) {
    const [job] = await deps.db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(and(eq(campaigns.enterpriseId, auth.enterpriseId), eq(campaigns.id, input.campaignId)));
    if (!job) throw notFound();
    ids = (await deps.db.select({ id: campaignLines.id }).from(campaignLines).where(and(mine, eq(campaignLines.campaignId, job.id)))).map((r) => r.id);
  } else {
    const wanted = [...new Set(input.ids ?? [])];
    ids = (await deps.db.select({ id: campaignLines.id }).from(campaignLines).where(and(mine, inArray(campaignLines.id, wanted)))).map((r) => r.id);
    if (ids.length !== wanted.length) throw notFound();
  }
  const marked = await eraseCandidates(deps, {
    enterpriseId: auth.enterpriseId,
    lineIds: ids,
    reason: input.campaignId !== undefined ? 'job' : 'request',
    userId: auth.userId,
  });
  deps.queue.wake();
  return { Ids: marked.sort((a, b) => a - b) };
}

/** GET /CampaignLine/{id}/Lifecycle: for whoever may review the candidate. */
export async function candidateLifecycle(deps: Deps, auth: AuthContext, lineId: number): Promise<CandidateLifecycle> {
  const { db } = deps;
  const line = await loadReviewableLine(deps, auth, lineId);
  const [job] = await db
    .select({ endDate: campaigns.endDate })
    .from(campaigns)
    .where(and(eq(campaigns.enterpriseId, auth.enterpriseId), eq(campaigns.id, line.campaignId)));
  const months = await retentionMonths(deps, auth.enterpriseId);
  return {
    DeletionDate: deletionDate(job.endDate, months),
    RetentionMonths: months,
    ConsentGivenAt: line.consentAt ? new Date(line.consentAt).toISOString() : null,
    Consent: await consentRecordOf(deps, auth.enterpriseId, lineId),
  };
}
