import { useQuery } from '@tanstack/react-query';
import { type Question, type SavedQuestionInput } from '@candid/shared';
import { questionsRoutes } from '@candid/shared/routes';
import { apiCall } from './client';
import { questionKeys } from './queryKeys';

/** GET /QuestionGetPerCampaign/Getquestions/{campaignId}: a job's live questions in order. */
export function useCampaignQuestions(campaignId: number | undefined) {
  return useQuery({
    queryKey: questionKeys.byCampaign(campaignId ?? 0),
    queryFn: async () =>
      (await apiCall(questionsRoutes.ofCampaign, { params: { id: campaignId ?? 0 } })).data,
    enabled: campaignId !== undefined && campaignId > 0,
  });
}

/** One question of a saved list: no id for a new question. */
export type QuestionListItem = SavedQuestionInput;

/** PUT /Question/SaveQuestions: stores the whole ordered list (renumbered from 0). */
export async function saveQuestionList(campaignId: number, questions: QuestionListItem[]): Promise<Question[]> {
  const res = await apiCall(questionsRoutes.saveList, {
    json: { fk_Campaign_ID: campaignId, questions },
  });
  return res.data;
}
