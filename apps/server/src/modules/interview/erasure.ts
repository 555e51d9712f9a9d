import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../context';
import { candidateConsents, candidateExperienceRatings, candidateResumes, formAnswers, questionAnswers } from '../../db/schema/index';

/*
 * The interview's part of erasing a candidate (modules/lifecycle/erase.ts), in the two steps the
 * cascade takes around the recordings: what the candidate gave before answering (consent,
 * resume), then their typed and form answers and their rating of the interview. Both join the
 * caller's transaction.
 */

type LineOf = { enterpriseId: number; lineId: number };

/** The candidate's consent record and resume rows (the resume's file goes from the store first). */
export async function eraseConsentAndResumeOfLine({ db }: Deps, { enterpriseId, lineId }: LineOf): Promise<void> {
  await db.delete(candidateConsents).where(and(eq(candidateConsents.enterpriseId, enterpriseId), eq(candidateConsents.campaignLineId, lineId)));
  await db.delete(candidateResumes).where(and(eq(candidateResumes.enterpriseId, enterpriseId), eq(candidateResumes.campaignLineId, lineId)));
}

/** The candidate's answers to non-recorded questions and to the application form, and their rating of the interview (issue 33). */
export async function eraseTypedAnswersOfLine({ db }: Deps, { enterpriseId, lineId }: LineOf): Promise<void> {
  await db.delete(questionAnswers).where(and(eq(questionAnswers.enterpriseId, enterpriseId), eq(questionAnswers.campaignLineId, lineId)));
  await db.delete(formAnswers).where(and(eq(formAnswers.enterpriseId, enterpriseId), eq(formAnswers.campaignLineId, lineId)));
  await db
    .delete(candidateExperienceRatings)
    .where(and(eq(candidateExperienceRatings.enterpriseId, enterpriseId), eq(candidateExperienceRatings.campaignLineId, lineId)));
}
