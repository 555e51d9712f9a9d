import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AnswerByQuestion, type CandidateDetail, type CandidateRatingSummary } from '@candid/shared';
import { ratingsRoutes } from '@candid/shared/routes';
import { apiCall } from './client';
import { candidateKeys, ratingKeys } from './queryKeys';

/*
 * Ratings (docs/api-review.md "Ratings"): each reviewer has one 1–5 rating per answer and per
 * candidate; POST upserts and answers the new team average and count.
 */

/** GET /CandidateRating/ByCampaignLine: my rating, the team average and each reviewer's rating. */
export function useCandidateRatings(lineId: number | undefined) {
  return useQuery({
    queryKey: ratingKeys.candidate(lineId ?? 0),
    queryFn: async () =>
      (await apiCall(ratingsRoutes.candidateSummary, { query: { campaignLineId: lineId } })).data,
    enabled: !!lineId,
  });
}

/** POST /QuestionResponseRating: the session user's rating of one answer. */
export function useRateAnswer(lineId: number) {
  const queryClient = useQueryClient();
  const patchAnswer = (responseId: number, patch: Partial<AnswerByQuestion>) =>
    queryClient.setQueryData<AnswerByQuestion[]>(candidateKeys.answers(lineId), (rows) =>
      rows?.map((row) => (row.response?.pk_QuestionResponse_ID === responseId ? { ...row, ...patch } : row)),
    );
  return useMutation({
    mutationFn: async ({ responseId, rating }: { responseId: number; rating: number }) =>
      (
        await apiCall(ratingsRoutes.rateAnswer, {
          json: { fk_QuestionResponse_ID: responseId, QuestionResponseRating_Rating: rating },
        })
      ).data,
    // The stars show the choice at once; a failure puts back what the server has.
    onMutate: ({ responseId, rating }) => {
      const previous = queryClient.getQueryData<AnswerByQuestion[]>(candidateKeys.answers(lineId));
      patchAnswer(responseId, { MyRating: rating });
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(candidateKeys.answers(lineId), context.previous);
    },
    onSuccess: (result, { responseId, rating }) =>
      patchAnswer(responseId, { MyRating: rating, AverageRating: result.AverageRating, RatingCount: result.RatingCount }),
  });
}

/** POST /CandidateRating: the session user's overall rating of the candidate. */
export function useRateCandidate(lineId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (rating: number) =>
      (
        await apiCall(ratingsRoutes.rateCandidate, {
          json: { fk_CampaignLine_ID: lineId, CandidateRating_Rating: rating },
        })
      ).data,
    onMutate: (rating) => {
      const previous = queryClient.getQueryData<CandidateRatingSummary>(ratingKeys.candidate(lineId));
      queryClient.setQueryData<CandidateRatingSummary>(ratingKeys.candidate(lineId), (old) =>
        old ? { ...old, MyRating: rating } : old,
      );
      return { previous };
    },
    onError: (_error, _rating, context) => {
      if (context?.previous) queryClient.setQueryData(ratingKeys.candidate(lineId), context.previous);
    },
    onSuccess: (result, rating) => {
      const summary = { MyRating: rating, AverageRating: result.AverageRating, RatingCount: result.RatingCount };
      queryClient.setQueryData<CandidateRatingSummary>(ratingKeys.candidate(lineId), (old) =>
        old ? { ...old, ...summary } : old,
      );
      queryClient.setQueryData<CandidateDetail>(candidateKeys.byId(lineId), (old) => (old ? { ...old, ...summary } : old));
      // The reviewers list names who rated what: fetch it again; the lists show the new average.
      void queryClient.invalidateQueries({ queryKey: ratingKeys.candidate(lineId) });
      return queryClient.invalidateQueries({ queryKey: candidateKeys.lists });
    },
  });
}
