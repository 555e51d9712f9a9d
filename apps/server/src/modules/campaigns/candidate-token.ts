import { and, eq } from 'drizzle-orm';
import { MSG } from '@candid/shared';
import type { CampaignScope, CandidateLine, CandidateTokenLookup } from '../../actors';
import { campaignLines } from '../../db/schema/index';
import { HttpError } from '../../http/errors';
import { sha256 } from '../../platform/crypto';
import type { Deps } from '../../context';


/**
 * Resolves a candidate token to its campaign line. A token opens exactly one line, and only
 * within the campaign the caller names (the URL's, or the tus metadata's). Unknown token → 401.
 * The lookup uses the (enterprise, token hash) unique index.
 */
export async function resolveCandidate(
  { db }: Deps,
  token: string | undefined,
  scope: CampaignScope,
): Promise<CandidateLine> {
  if (!token) throw new HttpError(401, MSG.unauthorized);
  const [line] = await db
    .select({
      campaignLineId: campaignLines.id,
      enterpriseId: campaignLines.enterpriseId,
      campaignId: campaignLines.campaignId,
      status: campaignLines.status,
      consentAt: campaignLines.consentAt,
      completedAt: campaignLines.completedAt,
      accommodationTime: campaignLines.accommodationTime,
      accommodationRetakes: campaignLines.accommodationRetakes,
      accommodationEndDate: campaignLines.accommodationEndDate,
    })
    .from(campaignLines)
    .where(and(eq(campaignLines.enterpriseId, scope.enterpriseId), eq(campaignLines.inviteTokenHash, sha256(token))))
    .limit(1);
  if (!line) throw new HttpError(401, MSG.unauthorized);
  if (line.campaignId !== scope.campaignId) {
    throw new HttpError(401, MSG.unauthorized);
  }
  const { accommodationTime, accommodationRetakes, accommodationEndDate, ...rest } = line;
  return { ...rest, accommodation: { time: accommodationTime, extraRetakes: accommodationRetakes, endDate: accommodationEndDate } };
}

/** The access hook's candidate lookup (http/access.ts), over this database. */
export const candidateTokens = (deps: Deps): CandidateTokenLookup => ({
  resolve: (token, scope) => resolveCandidate(deps, token, scope),
});
