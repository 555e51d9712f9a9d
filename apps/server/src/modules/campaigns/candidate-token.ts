import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { INTERVIEW_LIMITS, MSG } from '@candid/shared';
import type { CandidateLine } from '../../actors';
import type { DbOrTx } from '../../db/client';
import { campaignLines } from '../../db/schema/index';
import { HttpError } from '../../http/errors';
import { sha256 } from '../../platform/crypto';


/** The candidate's token from the X-Interview-Token header, or undefined. */
export function candidateTokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers[INTERVIEW_LIMITS.tokenHeader];
  const token = Array.isArray(value) ? value[0] : value;
  return token && token.length >= 20 && token.length <= 200 ? token : undefined;
}

/**
 * Resolves a candidate token to its campaign line. A token opens exactly one line, and only
 * within the campaign the caller names (the URL's, or the tus metadata's). Unknown token → 401.
 * The lookup uses the (enterprise, token hash) unique index.
 */
export async function resolveCandidate(
  db: DbOrTx,
  token: string | undefined,
  scope: { campaignId: number; enterpriseId: number },
): Promise<CandidateLine> {
  if (!token) throw new HttpError(401, MSG.unauthorized);
  const [line] = await db
    .select({
      campaignLineId: campaignLines.pk_CampaignLine_ID,
      enterpriseId: campaignLines.fk_Enterprise_ID,
      campaignId: campaignLines.fk_Campaign_ID,
      status: campaignLines.CampaignLine_Status,
      consentAt: campaignLines.CampaignLine_ConsentAt,
      completedAt: campaignLines.CampaignLine_CompletedAt,
    })
    .from(campaignLines)
    .where(and(eq(campaignLines.fk_Enterprise_ID, scope.enterpriseId), eq(campaignLines.inviteTokenHash, sha256(token))))
    .limit(1);
  if (!line) throw new HttpError(401, MSG.unauthorized);
  if (line.campaignId !== scope.campaignId) {
    throw new HttpError(401, MSG.unauthorized);
  }
  return line;
}

/** Convenience for route handlers: the request's candidate within the URL's campaign. */
export const candidateOf = (db: DbOrTx, request: FastifyRequest, scope: { campaignId: number; enterpriseId: number }) =>
  resolveCandidate(db, candidateTokenOf(request), scope);
