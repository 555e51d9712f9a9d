import { type GenerateDescriptionBody, type GeneratedJobDescription, type QuestionDraft, type QuestionKind } from '@candid/shared';
import { generationRoutes } from '@candid/shared/routes';
import { fromWire, type OffWire, type WireNames } from '@candid/shared/wire';
import { apiCall } from './client';
import { wireNames } from './entities';

/** Each member of a union renamed on its own (a question's kinds). */
type Each<T, M extends WireNames> = T extends unknown ? OffWire<T, M> : never;

/** A generated question (not saved): its text, Required, and its kind with that kind's settings. */
export type GeneratedQuestion = Each<QuestionDraft, typeof wireNames.questions>;
const generatedQuestionFromWire = (wire: QuestionDraft): GeneratedQuestion => fromWire(wireNames.questions, wire) as GeneratedQuestion;

/** What both question generators are asked for: how many, for which job. */
interface QuestionRequest {
  count: number;
  jobTitle: string;
  category?: string;
  campaignId?: number;
}

const questionQuery = (input: QuestionRequest) => ({
  QuestionNumber: input.count,
  JobTitle: input.jobTitle,
  Category: input.category || undefined,
  CampaignId: input.campaignId,
});

/** POST /Question/GenerateQuestion: AI questions for a job title (not saved). */
export async function generateQuestions(input: QuestionRequest): Promise<string[]> {
  const res = await apiCall(generationRoutes.questions, { query: questionQuery(input) });
  return res.data.filter((q) => q.trim() !== '');
}

/** POST /Question/GenerateTypedQuestions: typed drafts (kind, Required, settings) for a job title (not saved). */
export async function generateTypedQuestions(
  input: QuestionRequest & {
    /** The kinds wanted; none: the server's mix of screening and knowledge questions. */
    kinds?: readonly QuestionKind[];
  },
): Promise<GeneratedQuestion[]> {
  const res = await apiCall(generationRoutes.typedQuestions, {
    query: { ...questionQuery(input), Kinds: input.kinds?.length ? input.kinds.join(',') : undefined },
  });
  return res.data.map(generatedQuestionFromWire);
}

/** The job details a description is generated from (a job title at least). */
export type JobDescriptionRequest = GenerateDescriptionBody & { jobTitle: string };

/** POST /Snippet/GenerateJobDescription → sanitized HTML and plain text. */
export async function generateJobDescription(input: JobDescriptionRequest): Promise<GeneratedJobDescription> {
  const res = await apiCall(generationRoutes.description, {
    json: input,
  });
  return res.data;
}
