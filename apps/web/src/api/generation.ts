import { type GenerateDescriptionBody, type GeneratedJobDescription, type QuestionDraft, type QuestionKind } from '@candid/shared';
import { generationRoutes } from '@candid/shared/routes';
import { apiCall } from './client';

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
): Promise<QuestionDraft[]> {
  const res = await apiCall(generationRoutes.typedQuestions, {
    query: { ...questionQuery(input), Kinds: input.kinds?.length ? input.kinds.join(',') : undefined },
  });
  return res.data;
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
