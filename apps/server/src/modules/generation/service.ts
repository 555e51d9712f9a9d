import { and, asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { MSG, languageTagSchema, type GenerationLanguages, type QuestionDraft } from '@candid/shared';
import type { Deps } from '../../context';
import type { AuthContext } from '../../actors';
import { campaigns, employers, enterprises, jobCategories, jobSubCategories, questions } from '../../db/schema/index';
import { HttpError, badRequest, notFound } from '../../http/errors';
import { visibleJobs } from '../campaigns/policy';
import { jobDescriptionPrompt, promptText } from '../../platform/ai/prompt';
import {
  AiUnavailableError,
  cleanField,
  writtenLanguage,
  type JobDescription,
  type JobDescriptionRequest,
  type QuestionRequest,
  type TypedQuestionRequest,
} from '../../platform/ai/provider';

/** Shown when questions cannot be generated (SPEC §8: generation errors are only logged by the client). */
export const QUESTIONS_FAILED = MSG.questionGenerationFailed;

/** A blank job title is refused with the SPEC §8 message. */
export function requireJobTitle(value: string | null | undefined): string {
  const title = cleanField(value);
  if (!title) throw badRequest(MSG.jobTitleRequired, { JobTitle: [MSG.jobTitleRequired] });
  return title;
}

/** Runs an AI call; an unavailable AI service becomes a logged 502 with `message`. */
async function viaAi<T>(log: FastifyBaseLogger, message: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof AiUnavailableError)) throw err;
    // Upstream failures are expected operationally: one line, no stack.
    const cause = err.cause instanceof Error ? err.cause.message : undefined;
    log.warn({ reason: err.reason, cause }, `AI generation failed: ${err.message}`);
    throw new HttpError(502, message);
  }
}

/** What GET /Generation/Languages answers: who writes, and in which languages (empty: any). */
export function generationLanguages({ ai }: Deps<'ai'>): GenerationLanguages {
  return { Provider: ai.name, Languages: [...ai.languages] };
}

/** The language a request is written in (the Content-Language of the answer): what was asked for, or English from the offline writer. */
export const languageOf = ({ ai }: Deps<'ai'>, input: { language?: string }) => writtenLanguage(ai, input.language);

export function generateQuestions(deps: Deps<'ai'>, log: FastifyBaseLogger, input: QuestionRequest): Promise<string[]> {
  return viaAi(log, QUESTIONS_FAILED, () => deps.ai.generateQuestions(input));
}

/** Typed drafts (screening, choices, numbers, dates, written): the recruiter reviews them before saving. */
export function generateTypedQuestions(deps: Deps<'ai'>, log: FastifyBaseLogger, input: TypedQuestionRequest): Promise<QuestionDraft[]> {
  return viaAi(log, QUESTIONS_FAILED, () => deps.ai.generateTypedQuestions(input));
}

export function generateJobDescription(
  deps: Deps<'ai'>,
  log: FastifyBaseLogger,
  input: JobDescriptionRequest,
): Promise<JobDescription> {
  return viaAi(log, MSG.jobDescriptionFailed, () => deps.ai.generateJobDescription(input));
}

/** A job's stored language when it is a well-formed tag (an older row may hold anything), else none. */
const jobLanguage = (language: string) => languageTagSchema.safeParse(language).data;

/**
 * A live job the actor may see (the enterprise's, and a Hiring Manager's own: visibleJobs),
 * or 404 (another tenant's or another job's id looks like a missing one).
 */
async function findCampaign(deps: Deps, actor: AuthContext, campaignId: number) {
  const [row] = await deps.db
    .select({
      campaign: campaigns,
      category: jobCategories.name,
      subCategory: jobSubCategories.name,
      enterpriseName: enterprises.name,
      employerName: employers.name,
    })
    .from(campaigns)
    .innerJoin(enterprises, eq(enterprises.id, campaigns.enterpriseId))
    .leftJoin(jobCategories, eq(jobCategories.id, campaigns.categoryId))
    .leftJoin(jobSubCategories, eq(jobSubCategories.id, campaigns.categorySubId))
    // The chosen client employer (0 means the enterprise's own company), of the same tenant only.
    .leftJoin(
      employers,
      and(eq(employers.enterpriseId, campaigns.enterpriseId), eq(employers.id, campaigns.employerId)),
    )
    .where(and(visibleJobs(actor), eq(campaigns.id, campaignId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** The description request for a stored campaign: its title, category, work and pay, place and company. */
export async function campaignJob(deps: Deps, actor: AuthContext, campaignId: number): Promise<JobDescriptionRequest> {
  const { campaign: c, ...names } = await findCampaign(deps, actor, campaignId);
  return {
    jobTitle: requireJobTitle(cleanField(c.jobTitle) ?? c.name),
    category: names.category ?? undefined,
    subCategory: names.subCategory ?? undefined,
    workType: c.workTypeId,
    payType: c.payTypeId,
    payFrom: c.payRangeFrom ?? undefined,
    payTo: c.payRangeTo ?? undefined,
    location: c.locationText ?? undefined,
    companyName: names.employerName ?? names.enterpriseName,
    language: jobLanguage(c.language),
  };
}

/** The prompt that would be sent to the AI model for a campaign's description. */
export async function campaignPrompt(deps: Deps, actor: AuthContext, campaignId: number): Promise<string> {
  return promptText(jobDescriptionPrompt(await campaignJob(deps, actor, campaignId)));
}

/** A campaign's language and the texts of its live questions, so generation writes in it and does not repeat them. */
export async function campaignQuestions(deps: Deps, actor: AuthContext, campaignId: number): Promise<{ language?: string; texts: string[] }> {
  const { enterpriseId } = actor;
  const { campaign } = await findCampaign(deps, actor, campaignId);
  const rows = await deps.db
    .select({ text: questions.text, generated: questions.generatedText })
    .from(questions)
    .where(
      and(
        eq(questions.enterpriseId, enterpriseId),
        eq(questions.campaignId, campaignId),
        eq(questions.deleted, 0),
      ),
    )
    .orderBy(asc(questions.order), asc(questions.id))
    .limit(500);
  return { language: jobLanguage(campaign.language), texts: rows.flatMap((r) => [r.text, r.generated ?? ''].filter((t) => t.trim())) };
}
