import { apiRequest } from './client';

/** POST /Question/GenerateQuestion: AI questions for a job title (not saved). */
export async function generateQuestions(input: {
  count: number;
  jobTitle: string;
  category?: string;
  campaignId?: number;
}): Promise<string[]> {
  const res = await apiRequest<string[]>('/Question/GenerateQuestion', {
    method: 'POST',
    query: {
      QuestionNumber: input.count,
      JobTitle: input.jobTitle,
      Category: input.category || undefined,
      CampaignId: input.campaignId,
    },
  });
  return (res.data ?? []).filter((q) => typeof q === 'string' && q.trim() !== '');
}

export interface JobDescriptionRequest {
  jobTitle: string;
  category?: string | null;
  subCategory?: string | null;
  workType?: number | null;
  payType?: number | null;
  payFrom?: number | null;
  payTo?: number | null;
  location?: string | null;
  companyName?: string | null;
}

/** POST /Snippet/GenerateJobDescription → sanitized HTML and plain text. */
export async function generateJobDescription(input: JobDescriptionRequest): Promise<{ html: string; text: string }> {
  const res = await apiRequest<{ html: string; text: string }>('/Snippet/GenerateJobDescription', {
    method: 'POST',
    json: input,
  });
  return res.data;
}
