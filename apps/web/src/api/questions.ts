import { useQuery } from '@tanstack/react-query';
import type { Question } from '@candid/shared';
import { apiRequest } from './client';

export const questionKeys = {
  byCampaign: (campaignId: number) => ['question', 'byCampaign', campaignId] as const,
};

/** GET /QuestionGetPerCampaign/Getquestions/{campaignId}: a job's live questions in order. */
export function useCampaignQuestions(campaignId: number | undefined) {
  return useQuery({
    queryKey: questionKeys.byCampaign(campaignId ?? 0),
    queryFn: async () =>
      (await apiRequest<Question[]>(`/QuestionGetPerCampaign/Getquestions/${campaignId}`)).data ?? [],
    enabled: campaignId !== undefined && campaignId > 0,
  });
}

export interface QuestionListItem {
  pk_Question_ID?: number;
  Question_Text: string;
  ChatGTP_Question_Text?: string | null;
}

/** PUT /Question/SaveQuestions: stores the whole ordered list (renumbered from 0). */
export async function saveQuestionList(campaignId: number, questions: QuestionListItem[]): Promise<Question[]> {
  const res = await apiRequest<Question[]>('/Question/SaveQuestions', {
    method: 'PUT',
    json: { fk_Campaign_ID: campaignId, questions },
  });
  return res.data ?? [];
}
