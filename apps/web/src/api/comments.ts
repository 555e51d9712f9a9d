import { useQuery } from '@tanstack/react-query';
import { type CommentInput, type CommentWithAuthor } from '@candid/shared';
import { commentsRoutes } from '@candid/shared/routes';
import { fromWire, type OffWire } from '@candid/shared/wire';
import { apiCall } from './client';
import { commentFromWire, toWire, wireNames } from './entities';
import { commentKeys } from './queryKeys';

/** The author shown beside a comment: a team member's name and avatar. */
export type CommentAuthor = OffWire<NonNullable<CommentWithAuthor['Author']>, typeof wireNames.users>;

/** A comment with its author, as the comment calls return it (NotificationSent only from POST). */
export type JobComment = Omit<OffWire<CommentWithAuthor, typeof wireNames.comments>, 'Author'> & { author: CommentAuthor | null };

export function jobCommentFromWire({ Author, ...comment }: CommentWithAuthor): JobComment {
  return { ...commentFromWire(comment), author: Author && fromWire(wireNames.users, Author) };
}

/** A job comment (type 0) or a comment on one answer of a candidate (type 1). */
export type NewComment =
  | { campaignId: number; content: string; type?: 0; MentionedUserIDs?: number[] }
  | ({ campaignId: number; content: string; type: 1; MentionedUserIDs?: number[] } & AnswerCommentTarget);

/** The answer a type 1 comment is about. */
export interface AnswerCommentTarget {
  campaignLineId: number;
  questionId: number;
  questionResponseId: number;
}

/** GET /CommentGetPerCampaign/Getcomments/{campaignId}: job comments, oldest first. */
export function useCampaignComments(campaignId: number | undefined) {
  return useQuery({
    queryKey: commentKeys.byCampaign(campaignId ?? 0),
    queryFn: async () =>
      (await apiCall(commentsRoutes.ofCampaign, { params: { id: campaignId ?? 0 } })).data.map(jobCommentFromWire),
    enabled: campaignId !== undefined && campaignId > 0,
    retry: false,
  });
}

/**
 * GET /Comment/GetCommentsByQuestion/{CampaignID}/{QuestionID}/{UserID}/{QuestionResponseID}: the comments
 * on one answer, oldest first (the server ignores UserID and uses the session's).
 */
export function useAnswerComments(campaignId: number, questionId: number, userId: number, questionResponseId: number) {
  return useQuery({
    queryKey: commentKeys.byAnswer(questionResponseId),
    queryFn: async () =>
      (
        await apiCall(commentsRoutes.ofAnswer, {
          params: { CampaignID: campaignId, QuestionID: questionId, UserID: userId, QuestionResponseID: questionResponseId },
        })
      ).data.map(jobCommentFromWire),
    enabled: campaignId > 0 && questionId > 0 && questionResponseId > 0,
    retry: false,
  });
}

/** POST /Comment: data carries NotificationSent when mentioned users were notified. */
export async function createComment(input: NewComment): Promise<JobComment> {
  const body: CommentInput = toWire(wireNames.comments, { type: 0, ...input });
  return jobCommentFromWire((await apiCall(commentsRoutes.create, { json: body })).data);
}

/** PUT /Comment (author only). */
export async function updateComment(id: number, content: string): Promise<JobComment> {
  return jobCommentFromWire(
    (await apiCall(commentsRoutes.update, { json: toWire(wireNames.comments, { id, content }) })).data,
  );
}

/** DELETE /Comment/{id} (author only). */
export async function deleteComment(id: number): Promise<void> {
  await apiCall(commentsRoutes.remove, { params: { id } });
}
