import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Accommodation,
  type AnswerByQuestion as WireAnswerByQuestion,
  type CandidateBulkStatus,
  type CandidateListQuery,
} from '@candid/shared';
import { candidatesRoutes, mediaRoutes } from '@candid/shared/routes';
import { fromWire, type OffWire, type WireNames } from '@candid/shared/wire';
import { apiCall } from './client';
import {
  candidateDetailFromWire,
  candidateRowFromWire,
  responseFromWire,
  wireNames,
  type CandidateDetail,
  type CandidateListRow,
  type QuestionResponse,
} from './entities';
import { candidateKeys, dashboardKeys, type CandidateListFilters } from './queryKeys';

/*
 * Candidates (docs/api-review.md "Candidates"): the keyset list, one candidate, their answers
 * question by question and the hiring team's status decisions.
 */

export type { CandidateListFilters } from './queryKeys';

/** Whether the candidates' screening answers qualified (issue 29): 'unmet' when one did not. */
export type ScreeningFilter = NonNullable<CandidateListQuery['screening']>;

export const CANDIDATE_PAGE_SIZE = 25;

type Each<T, M extends WireNames> = T extends unknown ? OffWire<T, M> : never;

/** The question of an answer row: its id, text, order and whether it is required, with its kind and settings. */
export type AnswerQuestion = Each<WireAnswerByQuestion['question'], typeof wireNames.questions>;

/** A question of the candidate's interview with their answer: the latest recorded attempt (response) or the answer of another kind. */
export type AnswerByQuestion = Omit<WireAnswerByQuestion, 'question' | 'response'> & {
  question: AnswerQuestion;
  response: QuestionResponse | null;
};

export function answerByQuestionFromWire({ question, response, ...answer }: WireAnswerByQuestion): AnswerByQuestion {
  return {
    ...answer,
    question: fromWire(wireNames.questions, question) as AnswerQuestion,
    response: response && responseFromWire(response),
  };
}

interface CandidatePage {
  items: CandidateListRow[];
  nextCursor: string | null;
}

/**
 * GET /CampaignLine, newest first, one keyset page at a time ('Load more' fetches the next); the
 * search looks in names and emails (searchText) or in what the candidates said (transcriptQuery).
 */
export function useCandidateList(filters: CandidateListFilters) {
  return useInfiniteQuery({
    queryKey: candidateKeys.list(filters),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<CandidatePage> => {
      const search = filters.search.trim();
      const inTranscripts = filters.searchIn === 'transcripts';
      const res = await apiCall(candidatesRoutes.list, {
        query: {
          campaignId: filters.campaignId,
          searchText: (!inTranscripts && search) || undefined,
          transcriptQuery: (inTranscripts && search) || undefined,
          status: filters.status,
          screening: filters.screening,
          cursor: pageParam ?? undefined,
          limit: CANDIDATE_PAGE_SIZE,
        },
        signal,
      });
      return { items: res.data.map(candidateRowFromWire), nextCursor: res.nextCursor ?? null };
    },
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** GET /CampaignLine/{id}: the candidate with contact details, consent, resume and my rating. */
export function useCandidate(id: number | undefined) {
  return useQuery({
    queryKey: candidateKeys.byId(id ?? 0),
    queryFn: async () => candidateDetailFromWire((await apiCall(candidatesRoutes.byId, { params: { id: id ?? 0 } })).data),
    enabled: id !== undefined && id > 0,
    retry: false,
  });
}

/** GET /QuestionResponse/getQeustionResponseByCampaignLineID/{campaignId}/{lineId}: one row per live question. */
export function useCandidateAnswers(campaignId: number | undefined, lineId: number | undefined) {
  return useQuery({
    queryKey: candidateKeys.answers(lineId ?? 0),
    queryFn: async () =>
      (await apiCall(candidatesRoutes.answers, { params: { campaignId: campaignId ?? 0, campaignLineId: lineId ?? 0 } })).data.map(
        answerByQuestionFromWire,
      ),
    enabled: !!campaignId && !!lineId,
  });
}

/** Writes a line's new status into the cached detail and refreshes the lists (and the dashboard). */
function useStatusChanged() {
  const queryClient = useQueryClient();
  return (ids: number[], status: number) => {
    for (const id of ids) {
      queryClient.setQueryData<CandidateDetail>(candidateKeys.byId(id), (old) =>
        old ? { ...old, status } : old,
      );
    }
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    return queryClient.invalidateQueries({ queryKey: candidateKeys.lists });
  };
}

/** PUT /CampaignLine/UpdateCampaignLineStatus (the team's decisions: Reviewed to Hired). */
export function useUpdateCandidateStatus() {
  const changed = useStatusChanged();
  return useMutation({
    mutationFn: async ({ id, status }: { id: number; status: number }) =>
      candidateRowFromWire(
        (
          await apiCall(candidatesRoutes.setStatus, {
            query: { pk_CampaignLine_ID: id, CampaignLine_Status: status },
          })
        ).data,
      ),
    onSuccess: (_data, { id, status }) => changed([id], status),
  });
}

/** PUT /CampaignLine/{id}/Accommodation (issue 32): more time and extra attempts for one candidate, or none. */
export function useGrantAccommodation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (grant: Accommodation) =>
      candidateDetailFromWire(
        (
          await apiCall(candidatesRoutes.accommodation, {
            params: { id },
            json: {
              CampaignLine_AccommodationTime: grant.time,
              CampaignLine_AccommodationRetakes: grant.extraRetakes,
              CampaignLine_AccommodationEndDate: grant.endDate,
            },
          })
        ).data,
      ),
    onSuccess: (detail) => {
      queryClient.setQueryData(candidateKeys.byId(id), detail);
      return queryClient.invalidateQueries({ queryKey: candidateKeys.lists });
    },
  });
}

/** PUT /CampaignLine/BulkUpdateStatus: all or nothing. */
export function useBulkUpdateStatus() {
  const changed = useStatusChanged();
  return useMutation({
    mutationFn: async ({ ids, status }: CandidateBulkStatus) =>
      (
        await apiCall(candidatesRoutes.bulkStatus, {
          json: { ids, status },
        })
      ).data,
    onSuccess: (_data, { ids, status }) => changed(ids, status),
  });
}

/** GET /QuestionResponse/getQuestionResponseVideos/{lineId}: every attempt with its processing state. */
export async function fetchAnswerStates(lineId: number, signal?: AbortSignal): Promise<QuestionResponse[]> {
  return (await apiCall(mediaRoutes.answersOfLine, { params: { campaignLineId: lineId }, signal })).data.map(responseFromWire);
}

/** The candidate's display name: first and last name, else the email. */
export function candidateName(line: Pick<CandidateListRow, 'candidateFirstName' | 'candidateLastName' | 'candidateEmail'>): string {
  const name = [line.candidateFirstName, line.candidateLastName]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ');
  return name || line.candidateEmail;
}

