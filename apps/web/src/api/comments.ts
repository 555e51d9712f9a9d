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

export interface NewComment {
  fk_Campaign_ID: number;
  Comment_Content: string;
  Type?: 0;
  MentionedUserIDs?: number[];
}

export const commentKeys = {
  byCampaign: (campaignId: number) => ['comment', 'byCampaign', campaignId] as const,
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
