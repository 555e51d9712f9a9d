import { useQuery } from '@tanstack/react-query';
import { type GenerateDescriptionBody, type GeneratedJobDescription, type GenerationLanguages, type QuestionDraft, type QuestionKind } from '@candid/shared';
import { generationRoutes } from '@candid/shared/routes';
import { fromWire, type OffWire, type WireNames } from '@candid/shared/wire';
import { apiCall } from './client';
import { wireNames } from './entities';
import { generationKeys } from './queryKeys';

/** Each member of a union renamed on its own (a question's kinds). */
type Each<T, M extends WireNames> = T extends unknown ? OffWire<T, M> : never;

/** A generated question (not saved): its text, Required, and its kind with that kind's settings. */
export type GeneratedQuestion = Each<QuestionDraft, typeof wireNames.questions>;
const generatedQuestionFromWire = (wire: QuestionDraft): GeneratedQuestion => fromWire(wireNames.questions, wire) as GeneratedQuestion;

/** What both question generators are asked for: how many, for which job, in which language. */
interface QuestionRequest {
  count: number;
  jobTitle: string;
  category?: string;
  campaignId?: number;
  /** The job's language (BCP 47); none: English, or a saved job's own. */
  language?: string;
}

const questionQuery = (input: QuestionRequest) => ({
  QuestionNumber: input.count,
  JobTitle: input.jobTitle,
  Category: input.category || undefined,
  CampaignId: input.campaignId,
  Language: input.language || undefined,
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

/** GET /Generation/Languages: who writes (an AI model or the built-in writer) and which languages it writes; it does not change while the app runs. */
export function useGenerationLanguages() {
  return useQuery({
    queryKey: generationKeys.languages,
    queryFn: async ({ signal }) => (await apiCall(generationRoutes.languages, { signal })).data,
    staleTime: Infinity,
  });
}

/** Whether the writer writes a language (by primary subtag: 'es-ES' is 'es'); an empty list writes any. */
export function writesLanguage(writer: Pick<GenerationLanguages, 'Languages'>, language: string): boolean {
  const primary = language.split('-')[0].toLowerCase();
  return writer.Languages.length === 0 || writer.Languages.includes(primary);
}
