import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { CandidateLifecycle, EraseRequest, Erasure } from '@candid/shared';
import type { AuthContext } from '../../actors';
import type { AppContext } from '../../context';
import { campaignLines, campaigns } from '../../db/schema/index';
import { forbidden, notFound } from '../../http/errors';
import { loadReviewableLine } from '../campaigns/review-scope';
import { consentRecordOf } from './consent';
import { eraseCandidates } from './erase';
import { canEraseCandidates } from './policy';
import { deletionDate, retentionMonths } from './retention';

/**
 * DELETE /CampaignLine/{id} and POST /CampaignLine/Delete: the lines must all be the enterprise's
 * and not already being erased, else 404 and nothing changes (another tenant's id is not found,
 * whether or not it exists). 202: the erasure runs in the background; the candidates leave every
 * list and page at once.
 */
export async function eraseRequested(ctx: AppContext, auth: AuthContext, input: EraseRequest): Promise<Erasure> {
  if (!canEraseCandidates(auth.accessLevel)) throw forbidden();
  const mine = and(eq(campaignLines.fk_Enterprise_ID, auth.enterpriseId), isNull(campaignLines.erasingAt));
  let ids: number[];
  if (input.campaignId !== undefined) {
    const [job] = await ctx.db
      .select({ id: campaigns.pk_Campaign_ID })
      .from(campaigns)
      .where(and(eq(campaigns.fk_Enterprise_ID, auth.enterpriseId), eq(campaigns.pk_Campaign_ID, input.campaignId)));
    if (!job) throw notFound();
    ids = (await ctx.db.select({ id: campaignLines.pk_CampaignLine_ID }).from(campaignLines).where(and(mine, eq(campaignLines.fk_Campaign_ID, job.id)))).map((r) => r.id);
  } else {
    const wanted = [...new Set(input.ids ?? [])];
    ids = (await ctx.db.select({ id: campaignLines.pk_CampaignLine_ID }).from(campaignLines).where(and(mine, inArray(campaignLines.pk_CampaignLine_ID, wanted)))).map((r) => r.id);
    if (ids.length !== wanted.length) throw notFound();
  }
  const marked = await eraseCandidates(ctx, {
    enterpriseId: auth.enterpriseId,
    lineIds: ids,
    reason: input.campaignId !== undefined ? 'job' : 'request',
    userId: auth.userId,
  });
  ctx.queue.wake();
  return { Ids: marked.sort((a, b) => a - b) };
}

/** GET /CampaignLine/{id}/Lifecycle: for whoever may review the candidate. */
export async function candidateLifecycle(ctx: AppContext, auth: AuthContext, lineId: number): Promise<CandidateLifecycle> {
  const line = await loadReviewableLine(ctx.db, auth, lineId);
  const [job] = await ctx.db
    .select({ endDate: campaigns.Campaign_EndDate })
    .from(campaigns)
    .where(and(eq(campaigns.fk_Enterprise_ID, auth.enterpriseId), eq(campaigns.pk_Campaign_ID, line.fk_Campaign_ID)));
  const months = await retentionMonths(ctx.db, auth.enterpriseId);
  return {
    DeletionDate: deletionDate(job.endDate, months),
    RetentionMonths: months,
    ConsentGivenAt: line.CampaignLine_ConsentAt ? new Date(line.CampaignLine_ConsentAt).toISOString() : null,
    Consent: await consentRecordOf(ctx.db, auth.enterpriseId, lineId),
  };
}
