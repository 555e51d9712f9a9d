import { useQuery } from '@tanstack/react-query';
import { type CommentInput, type CommentWithAuthor } from '@candid/shared';
import { commentsRoutes } from '@candid/shared/routes';
import { apiCall } from './client';
import { commentKeys } from './queryKeys';

export type { CommentAuthor } from '@candid/shared';

/** A comment with its author, as the comment calls return it (NotificationSent only from POST). */
export type JobComment = CommentWithAuthor;

/** A job comment (Type 0) or a comment on one answer of a candidate (Type 1). */
export type NewComment =
  | { fk_Campaign_ID: number; Comment_Content: string; Type?: 0; MentionedUserIDs?: number[] }
  | ({ fk_Campaign_ID: number; Comment_Content: string; Type: 1; MentionedUserIDs?: number[] } & AnswerCommentTarget);

/** The answer a Type 1 comment is about. */
export interface AnswerCommentTarget {
  fk_CampaignLine_ID: number;
  fk_Question_ID: number;
  fk_QuestionResponse_ID: number;
}

/** GET /CommentGetPerCampaign/Getcomments/{campaignId}: job comments, oldest first. */
export function useCampaignComments(campaignId: number | undefined) {
  return useQuery({
    queryKey: commentKeys.byCampaign(campaignId ?? 0),
    queryFn: async () =>
      (await apiCall(commentsRoutes.ofCampaign, { params: { id: campaignId ?? 0 } })).data,
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
      ).data,
    enabled: campaignId > 0 && questionId > 0 && questionResponseId > 0,
    retry: false,
  });
}

/** POST /Comment: data carries NotificationSent when mentioned users were notified. */
export async function createComment(input: NewComment): Promise<JobComment> {
  const body: CommentInput = { Type: 0, ...input };
  return (await apiCall(commentsRoutes.create, { json: body })).data;
}

/** PUT /Comment (author only). */
export async function updateComment(id: number, content: string): Promise<JobComment> {
  return (
    await apiCall(commentsRoutes.update, { json: { pk_Comment_ID: id, Comment_Content: content } })
  ).data;
}

/** DELETE /Comment/{id} (author only). */
export async function deleteComment(id: number): Promise<void> {
  await apiCall(commentsRoutes.remove, { params: { id } });
}
