import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CandidateRatingResult as WireCandidateRatingResult,
  type CandidateRatingSummary as WireCandidateRatingSummary,
  type QuestionResponseRatingResult as WireQuestionResponseRatingResult,
} from '@candid/shared';
import { ratingsRoutes } from '@candid/shared/routes';
import { fromWire, type OffWire } from '@candid/shared/wire';
import type { AnswerByQuestion } from './candidates';
import { apiCall } from './client';
import {
  answerRatingFromWire,
  candidateRatingFromWire,
  toWire,
  wireNames,
  type CandidateDetail,
  type CandidateRating,
  type QuestionResponseRating,
} from './entities';
import { candidateKeys, ratingKeys } from './queryKeys';

/*
 * Ratings (docs/api-review.md "Ratings"): each reviewer has one 1–5 rating per answer and per
 * candidate; POST upserts and answers the new team average and count.
 */

/** A reviewer of the candidate: their user id and name, and their rating. */
export type CandidateReviewer = OffWire<WireCandidateRatingSummary['Reviewers'][number], typeof wireNames.users>;

/** My rating, the team average and count, and each reviewer's rating. */
export type CandidateRatingSummary = Omit<WireCandidateRatingSummary, 'Reviewers'> & { Reviewers: CandidateReviewer[] };

export function candidateRatingSummaryFromWire({ Reviewers, ...summary }: WireCandidateRatingSummary): CandidateRatingSummary {
  return { ...summary, Reviewers: Reviewers.map((r) => fromWire(wireNames.users, r)) };
}

/** A rating just saved, with the team's new average and count. */
export type AnswerRatingResult = Omit<WireQuestionResponseRatingResult, 'rating'> & { rating: QuestionResponseRating };
export type CandidateRatingResult = Omit<WireCandidateRatingResult, 'rating'> & { rating: CandidateRating };

const answerRatingResultFromWire = ({ rating, ...stats }: WireQuestionResponseRatingResult): AnswerRatingResult => ({
  ...stats,
  rating: answerRatingFromWire(rating),
});
const candidateRatingResultFromWire = ({ rating, ...stats }: WireCandidateRatingResult): CandidateRatingResult => ({
  ...stats,
  rating: candidateRatingFromWire(rating),
});

/** GET /CandidateRating/ByCampaignLine: my rating, the team average and each reviewer's rating. */
export function useCandidateRatings(lineId: number | undefined) {
  return useQuery({
    queryKey: ratingKeys.candidate(lineId ?? 0),
    queryFn: async () =>
      candidateRatingSummaryFromWire((await apiCall(ratingsRoutes.candidateSummary, { query: { campaignLineId: lineId } })).data),
    enabled: !!lineId,
  });
}

/** POST /QuestionResponseRating: the session user's rating of one answer. */
export function useRateAnswer(lineId: number) {
  const queryClient = useQueryClient();
  const patchAnswer = (responseId: number, patch: Partial<AnswerByQuestion>) =>
    queryClient.setQueryData<AnswerByQuestion[]>(candidateKeys.answers(lineId), (rows) =>
      rows?.map((row) => (row.response?.id === responseId ? { ...row, ...patch } : row)),
    );
  return useMutation({
    mutationFn: async ({ responseId, rating }: { responseId: number; rating: number }) =>
      answerRatingResultFromWire(
        (
          await apiCall(ratingsRoutes.rateAnswer, {
            json: toWire(wireNames.questionResponseRatings, { questionResponseId: responseId, rating }),
          })
        ).data,
      ),
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
      candidateRatingResultFromWire(
        (
          await apiCall(ratingsRoutes.rateCandidate, {
            json: toWire(wireNames.candidateRatings, { campaignLineId: lineId, rating }),
          })
        ).data,
      ),
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
