import { and, eq, sql } from 'drizzle-orm';
import { MSG, type InterviewExperienceInput } from '@candid/shared';
import type { CandidateLine } from '../../actors';
import type { Deps } from '../../context';
import { candidateExperienceRatings } from '../../db/schema/index';
import { HttpError } from '../../http/errors';

/*
 * The candidate's rating of the interview (issue 33): given after finishing, one per candidate.
 * No reviewer ever reads one: the only way out is a job's average (ratings/service.ts
 * candidateExperience), only from CANDIDATE_EXPERIENCE.minRatings ratings on. The
 * candidate's data copy has theirs; erasure deletes it (erasure.ts).
 */

type Experience = { rating: number; comment: string | null };

/** The candidate's own rating, or null before they give one. */
export async function experienceOf({ db }: Deps, line: Pick<CandidateLine, 'enterpriseId' | 'campaignLineId'>): Promise<Experience | null> {
  const [row] = await db
    .select({ rating: candidateExperienceRatings.rating, comment: candidateExperienceRatings.comment })
    .from(candidateExperienceRatings)
    .where(and(eq(candidateExperienceRatings.enterpriseId, line.enterpriseId), eq(candidateExperienceRatings.campaignLineId, line.campaignLineId)));
  return row ?? null;
}

/** PUT /interview/{c}/{e}/experience: the finished candidate's rating (a new one replaces it); 409 before they finish. */
export async function rateExperience(deps: Deps, line: CandidateLine, input: InterviewExperienceInput): Promise<Experience> {
  if (!line.completedAt) throw new HttpError(409, MSG.experienceNotFinished);
  const values = { rating: input.rating, comment: input.comment };
  const [row] = await deps.db
    .insert(candidateExperienceRatings)
    .values({ enterpriseId: line.enterpriseId, campaignId: line.campaignId, campaignLineId: line.campaignLineId, ...values })
    .onConflictDoUpdate({
      target: [candidateExperienceRatings.enterpriseId, candidateExperienceRatings.campaignLineId],
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning({ rating: candidateExperienceRatings.rating, comment: candidateExperienceRatings.comment });
  return row;
}
