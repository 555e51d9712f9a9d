import type { FastifyRequest } from 'fastify';
import type { Accommodation } from '@candid/shared';

/**
 * Who is calling: the two kinds of actor a service acts for. The HTTP layer establishes them
 * (a session or bearer token for a member, an interview token for a candidate) and modules
 * receive them; neither side imports the other for these types.
 */

/** A signed-in team member, from the session: the tenant always comes from here. */
export interface AuthContext {
  sessionId: number;
  userId: number;
  enterpriseId: number;
  accessLevel: number;
  email: string;
  /**
   * Set when the caller is an API key (issue 17) rather than a session: the key's id. Then
   * `accessLevel` is the key's role, `userId` its creator, and `sessionId` 0.
   */
  apiKeyId?: number;
}

/** The campaign line a candidate's interview token opens: all a candidate request may reach. */
export interface CandidateLine {
  campaignLineId: number;
  enterpriseId: number;
  campaignId: number;
  status: number;
  consentAt: string | null;
  completedAt: string | null;
  /** Issue 32: more time and extra attempts the team granted this candidate. */
  accommodation: Accommodation;
}

/**
 * What the HTTP layer needs from the session service (modules/auth/sessions.ts implements it):
 * the signed-in member a request's bearer token or session cookie belongs to, if any. The access
 * hook receives it from app.ts, so the HTTP layer imports no module.
 */
export interface SessionLookup {
  authenticate(request: FastifyRequest): Promise<AuthContext | null>;
}

/** The campaign a candidate request names: a token opens a line only within it. */
export interface CampaignScope {
  campaignId: number;
  enterpriseId: number;
}

/**
 * What the HTTP layer needs to know a candidate (modules/campaigns/candidate-token.ts implements
 * it): the line an interview token opens within the named campaign. Rejects with a 401 HttpError
 * when the token is missing, unknown, or opens a line of another campaign.
 */
export interface CandidateTokenLookup {
  resolve(token: string | undefined, scope: CampaignScope): Promise<CandidateLine>;
}

/** The job a public interview link names: who calls the anonymous landing and start routes. */
export interface PublicJob {
  campaignId: number;
  enterpriseId: number;
}
