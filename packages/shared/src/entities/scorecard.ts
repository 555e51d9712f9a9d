import { z } from 'zod';
import { queryIdSchema } from './columns';

/*
 * A job's scorecard (issue 34): up to 8 competencies, each with guidance for reviewers, a 1–5
 * scale with one sentence for each point, and the questions that show it. People score with it;
 * nothing in Candid scores a candidate.
 */

export const SCORECARD_LIMITS = { competencies: 8, points: 5, nameMax: 100, guidanceMax: 1000, anchorMax: 200, questionsMax: 50 } as const;

export const SCORECARD_MESSAGES = {
  tooMany: `A scorecard has at most ${SCORECARD_LIMITS.competencies} competencies.`,
  nameRequired: 'Please name the competency.',
  nameTooLong: `Please keep the name to ${SCORECARD_LIMITS.nameMax} characters.`,
  guidanceTooLong: `Please keep the guidance to ${SCORECARD_LIMITS.guidanceMax} characters.`,
  anchors: `The scale has ${SCORECARD_LIMITS.points} points, each described in a sentence.`,
  anchorRequired: 'Please describe this point of the scale.',
  anchorTooLong: `Please keep each point to ${SCORECARD_LIMITS.anchorMax} characters.`,
  duplicateName: 'Two competencies have the same name.',
  duplicateQuestion: 'A question is linked twice.',
  questionNotInJob: "This question is not one of the job's.",
  competencyNotInJob: "This competency is not one of the job's.",
  saved: 'Scorecard saved',
} as const;

const anchorSchema = z.string().trim().min(1, SCORECARD_MESSAGES.anchorRequired).max(SCORECARD_LIMITS.anchorMax, SCORECARD_MESSAGES.anchorTooLong);

/** One competency as the recruiter writes it; `id` keeps an existing one (and, later, its scores). */
export const scorecardCompetencyInputSchema = z.object({
  id: queryIdSchema.optional(),
  name: z.string().trim().min(1, SCORECARD_MESSAGES.nameRequired).max(SCORECARD_LIMITS.nameMax, SCORECARD_MESSAGES.nameTooLong),
  guidance: z
    .string()
    .trim()
    .max(SCORECARD_LIMITS.guidanceMax, SCORECARD_MESSAGES.guidanceTooLong)
    .nullish()
    .transform((g) => g || null),
  /** The sentences for 1 … 5, in order. */
  anchors: z.array(anchorSchema).length(SCORECARD_LIMITS.points, SCORECARD_MESSAGES.anchors),
  questionIds: z
    .array(queryIdSchema)
    .max(SCORECARD_LIMITS.questionsMax)
    .default([])
    .refine((ids) => new Set(ids).size === ids.length, SCORECARD_MESSAGES.duplicateQuestion),
});
export type ScorecardCompetencyInput = z.infer<typeof scorecardCompetencyInputSchema>;

/** PUT /api/Campaign/{id}/Scorecard: the whole scorecard, competencies in order (an empty list removes it). */
export const scorecardInputSchema = z.object({
  competencies: z
    .array(scorecardCompetencyInputSchema)
    .max(SCORECARD_LIMITS.competencies, SCORECARD_MESSAGES.tooMany)
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      for (const [i, c] of list.entries()) {
        const key = c.name.toLocaleLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'name'], message: SCORECARD_MESSAGES.duplicateName });
        seen.add(key);
      }
    }),
});
export type ScorecardInput = z.infer<typeof scorecardInputSchema>;

export const scorecardCompetencySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  guidance: z.string().nullable(),
  anchors: z.array(z.string()),
  questionIds: z.array(z.number().int()),
});
export type ScorecardCompetency = z.infer<typeof scorecardCompetencySchema>;

/** GET /api/Campaign/{id}/Scorecard: the job's competencies in order (none: an empty list). */
export const scorecardSchema = z.object({
  campaignId: z.number().int(),
  competencies: z.array(scorecardCompetencySchema),
});
export type Scorecard = z.infer<typeof scorecardSchema>;
