import { useQuery } from '@tanstack/react-query';
import type { Comment, User } from '@candid/shared';
import { apiRequest } from './client';

export type CommentAuthor = Pick<
  User,
  | 'pk_User_ID'
  | 'User_FirstName'
  | 'User_LastName'
  | 'User_Initials'
  | 'User_BackgroundColour'
  | 'User_Colour'
  | 'User_ImageLink'
  | 'User_AvatarEnable'
>;

/** A job comment with its author, as GET /CommentGetPerCampaign/Getcomments returns it. */
export type JobComment = Pick<
  Comment,
  'pk_Comment_ID' | 'fk_Campaign_ID' | 'fk_User_ID' | 'Comment_Content' | 'Type' | 'Comment_DateOfCreation'
> & {
  Comment_DateOfLastUpdate?: string;
  Author?: CommentAuthor | null;
  NotificationSent?: boolean;
};

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

export const commentKeys = {
  byCampaign: (campaignId: number) => ['comment', 'byCampaign', campaignId] as const,
  byAnswer: (questionResponseId: number) => ['comment', 'byAnswer', questionResponseId] as const,
};

/** GET /CommentGetPerCampaign/Getcomments/{campaignId}: job comments, oldest first. */
export function useCampaignComments(campaignId: number | undefined) {
  return useQuery({
    queryKey: commentKeys.byCampaign(campaignId ?? 0),
    queryFn: async () =>
      (await apiRequest<JobComment[]>(`/CommentGetPerCampaign/Getcomments/${campaignId}`)).data ?? [],
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
        await apiRequest<JobComment[]>(
          `/Comment/GetCommentsByQuestion/${campaignId}/${questionId}/${userId}/${questionResponseId}`,
        )
      ).data ?? [],
    enabled: campaignId > 0 && questionId > 0 && questionResponseId > 0,
    retry: false,
  });
}

/** POST /Comment: data carries NotificationSent when mentioned users were notified. */
export async function createComment(input: NewComment): Promise<JobComment> {
  return (await apiRequest<JobComment>('/Comment', { method: 'POST', json: { Type: 0, ...input } })).data;
}

/** PUT /Comment (author only). */
export async function updateComment(id: number, content: string): Promise<JobComment> {
  return (
    await apiRequest<JobComment>('/Comment', {
      method: 'PUT',
      json: { pk_Comment_ID: id, Comment_Content: content },
    })
  ).data;
}

/** DELETE /Comment/{id} (author only). */
export async function deleteComment(id: number): Promise<void> {
  await apiRequest<unknown>(`/Comment/${id}`, { method: 'DELETE' });
}
