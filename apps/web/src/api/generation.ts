import { type generationApi, type GenerateDescriptionBody, type GeneratedJobDescription } from '@candid/shared';
import { apiCall } from './client';

/** POST /Question/GenerateQuestion: AI questions for a job title (not saved). */
export async function generateQuestions(input: {
  count: number;
  jobTitle: string;
  category?: string;
  campaignId?: number;
}): Promise<string[]> {
  const res = await apiCall<typeof generationApi.questions>('/Question/GenerateQuestion', {
    method: 'POST',
    query: {
      QuestionNumber: input.count,
      JobTitle: input.jobTitle,
      Category: input.category || undefined,
      CampaignId: input.campaignId,
    },
  });
  return res.data.filter((q) => q.trim() !== '');
}

/** The job details a description is generated from (a job title at least). */
export type JobDescriptionRequest = GenerateDescriptionBody & { jobTitle: string };

/** POST /Snippet/GenerateJobDescription → sanitized HTML and plain text. */
export async function generateJobDescription(input: JobDescriptionRequest): Promise<GeneratedJobDescription> {
  const res = await apiCall<typeof generationApi.description>('/Snippet/GenerateJobDescription', {
    method: 'POST',
    json: input,
  });
  return res.data;
}
