import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddCommentOutlined from '@mui/icons-material/AddCommentOutlined';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import { MSG, cleanCommentText, type User } from '@candid/shared';
import { ApiError, errorMessage } from '../../api/client';
import {
  commentKeys,
  createComment,
  deleteComment,
  updateComment,
  useCampaignComments,
  type JobComment,
} from '../../api/comments';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { UserAvatar } from '../../components/UserAvatar';
import { notify } from '../../components/notify';
import { CommentComposer } from './CommentComposer';
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
  user: User;
  team: User[];
  pending: PendingComment[];
  onPendingChange: (next: PendingComment[]) => void;
}

interface ShownComment {
  key: string;
  id?: number;
  authorId: number;
  author: Parameters<typeof UserAvatar>[0]['user'] & { name: string };
  content: string;
  createdAt: string;
}

/** Posts one comment and says so when mentioned users were notified. */
export async function postComment(campaignId: number, content: string, mentionedUserIds: number[]) {
  const saved = await createComment({
    fk_Campaign_ID: campaignId,
    Comment_Content: content,
    Type: 0,
    ...(mentionedUserIds.length ? { MentionedUserIDs: mentionedUserIds } : {}),
  });
  if (saved?.NotificationSent) notify.success(MSG.notificationSent);
  return saved;
}

const authorOf = (c: JobComment, team: User[]) => {
  const a = c.Author ?? team.find((u) => u.pk_User_ID === c.fk_User_ID);
  return {
    User_FirstName: a?.User_FirstName ?? '',
    User_LastName: a?.User_LastName ?? '',
    User_Initials: a?.User_Initials ?? null,
    User_BackgroundColour: a?.User_BackgroundColour ?? null,
    User_Colour: a?.User_Colour ?? null,
    User_AvatarEnable: a?.User_AvatarEnable ?? false,
    User_ImageLink: a?.User_ImageLink ?? null,
    name: a ? mentionName(a) : 'Team member',
  };
};

/** Comments below the job: add, edit and delete (author only), @mentions. */
export function CommentsSection({ campaignId, hasTitle, user, team, pending, onPendingChange }: CommentsSectionProps) {
  const queryClient = useQueryClient();
  const server = useCampaignComments(campaignId);
  const [adding, setAdding] = useState(false);
  const [editingKey, setEditingKey] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ShownComment | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = () => campaignId && queryClient.invalidateQueries({ queryKey: commentKeys.byCampaign(campaignId) });

  const shown: ShownComment[] = campaignId
    ? (server.data ?? []).map((c) => ({
        key: `c-${c.pk_Comment_ID}`,
        id: c.pk_Comment_ID,
        authorId: c.fk_User_ID,
        author: authorOf(c, team),
        content: c.Comment_Content,
        createdAt: c.Comment_DateOfCreation,
      }))
    : pending.map((p) => ({
        key: p.key,
        authorId: user.pk_User_ID,
        author: { ...user, name: mentionName(user) },
        content: p.content,
        createdAt: p.createdAt,
      }));

  const add = async (text: string, ids: number[]) => {
    const content = text.trim();
    if (!content) return false;
    if (!campaignId) {
      onPendingChange([
        ...pending,
        { key: `p-${Date.now()}-${pending.length}`, content, mentionedUserIds: ids, createdAt: new Date().toISOString() },
      ]);
      setAdding(false);
      return true;
    }
    try {
      await postComment(campaignId, content, ids);
      setAdding(false);
      await refresh();
      return true;
    } catch (error) {
      notify.error(errorMessage(error));
      return false;
    }
  };

  const edit = async (c: ShownComment, text: string) => {
    const content = text.trim();
    if (!content) return false;
    if (content === c.content) {
      setEditingKey(null);
      return true;
    }
    if (!c.id) {
      onPendingChange(pending.map((p) => (p.key === c.key ? { ...p, content } : p)));
      setEditingKey(null);
      return true;
    }
    try {
      await updateComment(c.id, content);
      setEditingKey(null);
      await refresh();
      return true;
    } catch (error) {
      notify.error(error instanceof ApiError && error.status === 403 ? MSG.cantUpdateComment : errorMessage(error));
      return false;
    }
  };

  const remove = async () => {
    const c = deleting;
    if (!c) return;
    if (!c.id) {
      onPendingChange(pending.filter((p) => p.key !== c.key));
      setDeleting(null);
      return;
    }
    setBusy(true);
    try {
      await deleteComment(c.id);
      queryClient.setQueryData<JobComment[]>(commentKeys.byCampaign(campaignId!), (old) =>
        old?.filter((x) => x.pk_Comment_ID !== c.id),
      );
      setDeleting(null);
    } catch (error) {
      notify.error(error instanceof ApiError && error.status === 403 ? MSG.cantDeleteComment : errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

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
        <Box component="ul" aria-label="Comments" sx={{ display: 'grid', gap: 1.5, p: 0, m: 0 }}>
          {shown.map((c) => {
            const mine = c.authorId === user.pk_User_ID;
            return (
              <Box component="li" key={c.key} sx={{ listStyle: 'none', display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
                <UserAvatar user={c.author} size={32} />
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
                    <Typography sx={{ fontWeight: 600 }}>{c.author.name}</Typography>
                    <Typography variant="caption" color="text.secondary" component="time" dateTime={c.createdAt}>
                      {dayjs(c.createdAt).format('DD[th] MMM, YYYY h:mm A')}
                    </Typography>
                  </Box>
                  {editingKey === c.key ? (
                    <CommentComposer
                      label="Edit comment"
                      team={team}
                      initialValue={c.content}
                      onConfirm={(text) => edit(c, text)}
                      onCancel={() => setEditingKey(null)}
                    />
                  ) : (
                    <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{cleanCommentText(c.content)}</Typography>
                  )}
                </Box>
                {editingKey !== c.key && (
                  <Box sx={{ display: 'flex', flexShrink: 0 }}>
                    <Tooltip title="Edit">
                      <IconButton
                        size="small"
                        aria-label="Edit comment"
                        onClick={() => (mine ? setEditingKey(c.key) : notify.error(MSG.cantUpdateComment))}
                      >
                        <EditRounded fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title="Delete">
                      <IconButton
                        size="small"
                        aria-label="Delete comment"
                        onClick={() => (mine ? setDeleting(c) : notify.error(MSG.cantDeleteComment))}
                      >
                        <DeleteOutlineRounded fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </Box>
                )}
              </Box>
            );
          })}
        </Box>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete comment"
        text="Are you sure you would like to delete this comment?"
        confirmLabel="Delete"
        destructive
        busy={busy}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      />
    </Paper>
  );
}
