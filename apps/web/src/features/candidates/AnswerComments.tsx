import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { COMMENT_TYPE } from '@candid/shared';
import type { User } from '../../api/entities';
import { useAnswerComments, type AnswerCommentTarget } from '../../api/comments';
import { commentKeys } from '../../api/queryKeys';
import { CommentComposer } from '../comments/CommentComposer';
import { CommentThread, dropCachedComment, postComment, shownComment, submitComment } from '../comments/CommentThread';

interface AnswerCommentsProps {
  campaignId: number;
  target: AnswerCommentTarget;
  user: User;
  team: User[];
}

/** The team's comments on one answer, with @mentions (notified and emailed as for job comments). */
export function AnswerComments({ campaignId, target, user, team }: AnswerCommentsProps) {
  const queryClient = useQueryClient();
  const responseId = target.questionResponseId;
  const comments = useAnswerComments(campaignId, target.questionId, user.id, responseId);
  // A new key empties the composer after a comment is posted.
  const [composerKey, setComposerKey] = useState(0);

  const refresh = () => queryClient.invalidateQueries({ queryKey: commentKeys.byAnswer(responseId) });

  const add = (text: string, ids: number[]) =>
    submitComment(
      text,
      (content) => postComment({ campaignId, content, type: COMMENT_TYPE.Answer, ...target }, ids),
      () => {
        setComposerKey((k) => k + 1);
        return refresh();
      },
    );

  return (
    <Box component="section" aria-label="Comments on this answer">
      <Typography variant="h3" component="h3" sx={{ mb: 1.5 }}>
        Comments
      </Typography>
      {comments.isPending ? (
        <CircularProgress size={20} aria-label="Loading comments" />
      ) : comments.isError ? (
        <Alert severity="info">Comments are not available right now.</Alert>
      ) : comments.data.length === 0 ? (
        <Typography color="text.secondary" variant="body2">
          No comments on this answer yet.
        </Typography>
      ) : (
        <CommentThread
          comments={comments.data.map((c) => shownComment(c, team))}
          user={user}
          team={team}
          onEdited={refresh}
          onDeleted={(id) => dropCachedComment(queryClient, commentKeys.byAnswer(responseId), id)}
        />
      )}
      <Box sx={{ mt: 2 }}>
        <CommentComposer
          key={composerKey}
          label="New comment"
          team={team}
          autoFocus={false}
          onConfirm={add}
          onCancel={() => setComposerKey((k) => k + 1)}
        />
      </Box>
    </Box>
  );
}
