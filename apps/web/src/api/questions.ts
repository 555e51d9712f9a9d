import { useQuery } from '@tanstack/react-query';
import type { QuestionKindPart as WireQuestionKindPart, SavedQuestionInput } from '@candid/shared';
import { questionsRoutes } from '@candid/shared/routes';
import { fromWire, type OffWire, type WireNames } from '@candid/shared/wire';
import { apiCall } from './client';
import { questionFromWire, toWire, wireNames, type Question } from './entities';
import { questionKeys } from './queryKeys';

/** Each member of a union renamed on its own (a question's kinds). */
type Each<T, M extends WireNames> = T extends unknown ? OffWire<T, M> : never;

/** A question's kind with that kind's settings (`kind`, `settings`), one member per kind. */
export type QuestionKindPart = Each<WireQuestionKindPart, typeof wireNames.questions>;
export const kindPartFromWire = (wire: WireQuestionKindPart): QuestionKindPart =>
  fromWire(wireNames.questions, wire) as QuestionKindPart;

/** One question of a saved list: no id for a new question. */
export type QuestionListItem = Each<SavedQuestionInput, typeof wireNames.questions>;
/** A saved list's question as the server reads it. */
export const questionListItemToWire = (question: QuestionListItem): SavedQuestionInput =>
  toWire(wireNames.questions, question);

/** GET /QuestionGetPerCampaign/Getquestions/{campaignId}: a job's live questions in order. */
export function useCampaignQuestions(campaignId: number | undefined) {
  return useQuery({
    queryKey: questionKeys.byCampaign(campaignId ?? 0),
    queryFn: async (): Promise<Question[]> =>
      (await apiCall(questionsRoutes.ofCampaign, { params: { id: campaignId ?? 0 } })).data.map(questionFromWire),
    enabled: campaignId !== undefined && campaignId > 0,
  });
}

/** PUT /Question/SaveQuestions: stores the whole ordered list (renumbered from 0). */
export async function saveQuestionList(campaignId: number, questions: QuestionListItem[]): Promise<Question[]> {
  const res = await apiCall(questionsRoutes.saveList, {
    json: { fk_Campaign_ID: campaignId, questions: questions.map(questionListItemToWire) },
  });
  return res.data.map(questionFromWire);
}
