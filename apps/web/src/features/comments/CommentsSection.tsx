import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddCommentOutlined from '@mui/icons-material/AddCommentOutlined';
import { MSG } from '@candid/shared';
import { useCampaignComments } from '../../api/comments';
import type { User } from '../../api/entities';
import { commentKeys } from '../../api/queryKeys';
import { notify } from '../../components/notify';
import { CommentComposer } from './CommentComposer';
import {
  CommentThread,
  dropCachedComment,
  postComment as postAnyComment,
  shownComment,
  submitComment,
  type ShownComment,
} from './CommentThread';
import { mentionName } from './mentions';

/** A comment written before the job's first save; posted right after it. */
export interface PendingComment {
  key: string;
  content: string;
  mentionedUserIds: number[];
  createdAt: string;
}

interface CommentsSectionProps {
  campaignId?: number;
  hasTitle: boolean;
  /**
   * Whether the job's company is chosen. A comment on a job not saved yet waits for its first save,
   * which needs a company (as it needs a title): it is asked for before the comment is written.
   */
  hasCompany: boolean;
  user: User;
  team: User[];
  pending: PendingComment[];
  onPendingChange: (next: PendingComment[]) => void;
}

/** Posts one job comment and says so when mentioned users were notified. */
export function postComment(campaignId: number, content: string, mentionedUserIds: number[]) {
  return postAnyComment({ campaignId, content, type: 0 }, mentionedUserIds);
}

/** Comments below the job: add, edit and delete (author only), @mentions. */
export function CommentsSection({ campaignId, hasTitle, hasCompany, user, team, pending, onPendingChange }: CommentsSectionProps) {
  const queryClient = useQueryClient();
  const server = useCampaignComments(campaignId);
  const [adding, setAdding] = useState(false);

  const refresh = () => campaignId && queryClient.invalidateQueries({ queryKey: commentKeys.byCampaign(campaignId) });

  const shown: ShownComment[] = campaignId
    ? (server.data ?? []).map((c) => shownComment(c, team))
    : pending.map((p) => ({
        key: p.key,
        authorId: user.id,
        author: { ...user, name: mentionName(user) },
        content: p.content,
        createdAt: p.createdAt,
      }));

  // Before the job's first save the comment waits in `pending` and is posted right after it.
  const add = (text: string, ids: number[]) =>
    submitComment(
      text,
      async (content) => {
        if (campaignId) await postComment(campaignId, content, ids);
        else
          onPendingChange([
            ...pending,
            { key: `p-${Date.now()}-${pending.length}`, content, mentionedUserIds: ids, createdAt: new Date().toISOString() },
          ]);
      },
      () => {
        setAdding(false);
        return refresh();
      },
    );

  return (
    <Paper variant="outlined" component="section" aria-labelledby="comments-heading" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h3" component="h2" id="comments-heading" sx={{ flexGrow: 1 }}>
          Comments
        </Typography>
        {!adding && (
          <Button
            startIcon={<AddCommentOutlined />}
            onClick={() => {
              if (!hasTitle) notify.error(MSG.enterCampaignTitle);
              else if (!campaignId && !hasCompany) notify.error(MSG.selectCompanyBang);
              else setAdding(true);
            }}
          >
            Add Comment
          </Button>
        )}
      </Box>
      {adding && (
        <Box sx={{ mb: 2 }}>
          <CommentComposer label="New comment" team={team} onConfirm={add} onCancel={() => setAdding(false)} />
        </Box>
      )}
      {campaignId && server.isError ? (
        <Alert severity="info">Comments are not available right now.</Alert>
      ) : shown.length === 0 ? (
        <Typography color="text.secondary" variant="body2">
          No comments yet.
        </Typography>
      ) : (
        <CommentThread
          comments={shown}
          user={user}
          team={team}
          onEdited={refresh}
          onDeleted={(id) => dropCachedComment(queryClient, commentKeys.byCampaign(campaignId!), id)}
          onLocalEdit={(key, content) => onPendingChange(pending.map((p) => (p.key === key ? { ...p, content } : p)))}
          onLocalDelete={(key) => onPendingChange(pending.filter((p) => p.key !== key))}
        />
      )}
    </Paper>
  );
}
