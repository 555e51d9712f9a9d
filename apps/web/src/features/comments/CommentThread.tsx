import { useState } from 'react';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import { MSG, cleanCommentText } from '@candid/shared';
import { ApiError, errorMessage } from '../../api/client';
import type { User } from '../../api/entities';
import { createComment, deleteComment, updateComment, type JobComment, type NewComment } from '../../api/comments';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { UserAvatar } from '../../components/UserAvatar';
import { notify } from '../../components/notify';
import { CommentComposer } from './CommentComposer';
import { mentionName } from './mentions';
import { formatDateTime } from '../../lib/dates';

/** A comment as the thread shows it: saved (with an id) or not yet saved. */
export interface ShownComment {
  key: string;
  id?: number;
  authorId: number;
  author: Parameters<typeof UserAvatar>[0]['user'] & { name: string };
  content: string;
  createdAt: string;
}

/** Posts one comment (job or answer) with the users it mentions, and says so when they were notified. */
export async function postComment(input: NewComment, mentionedUserIds: number[] = []) {
  const saved = await createComment(mentionedUserIds.length ? { ...input, MentionedUserIDs: mentionedUserIds } : input);
  if (saved?.NotificationSent) notify.success(MSG.notificationSent);
  return saved;
}

/**
 * A composer's confirm: posts the trimmed text (never an empty one), then runs `posted`. A failure
 * is shown and keeps the composer open (false).
 */
export async function submitComment(
  text: string,
  post: (content: string) => Promise<unknown>,
  posted: () => unknown,
): Promise<boolean> {
  const content = text.trim();
  if (!content) return false;
  try {
    await post(content);
    await posted();
    return true;
  } catch (error) {
    notify.error(errorMessage(error));
    return false;
  }
}

/** Takes a deleted comment out of a cached list. */
export function dropCachedComment(queryClient: QueryClient, queryKey: QueryKey, id: number) {
  queryClient.setQueryData<JobComment[]>(queryKey, (old) => old?.filter((c) => c.id !== id));
}

/** A saved comment with its author (from the answer, else looked up in the team). */
export function shownComment(c: JobComment, team: User[]): ShownComment {
  const a = c.author ?? team.find((u) => u.id === c.userId);
  return {
    key: `c-${c.id}`,
    id: c.id,
    authorId: c.userId,
    author: {
      firstName: a?.firstName ?? '',
      lastName: a?.lastName ?? '',
      initials: a?.initials ?? null,
      backgroundColour: a?.backgroundColour ?? null,
      colour: a?.colour ?? null,
      avatarEnable: a?.avatarEnable ?? false,
      imageLink: a?.imageLink ?? null,
      name: a ? mentionName(a) : 'Team member',
    },
    content: c.content,
    createdAt: c.createdAt,
  };
}

interface CommentThreadProps {
  comments: ShownComment[];
  user: User;
  team: User[];
  /** After a saved comment was edited: refresh the list. */
  onEdited: () => unknown;
  /** After a saved comment was deleted. */
  onDeleted: (id: number) => unknown;
  /** Edits and deletes of comments not saved yet (no id). */
  onLocalEdit?: (key: string, content: string) => void;
  onLocalDelete?: (key: string) => void;
}

/** A list of comments, oldest first, with author-only edit and delete (SPEC §8 messages otherwise). */
export function CommentThread({ comments, user, team, onEdited, onDeleted, onLocalEdit, onLocalDelete }: CommentThreadProps) {
  const [editingKey, setEditingKey] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ShownComment | null>(null);
  const [busy, setBusy] = useState(false);

  const edit = async (c: ShownComment, text: string) => {
    const content = text.trim();
    if (!content) return false;
    if (content === c.content) {
      setEditingKey(null);
      return true;
    }
    if (!c.id) {
      onLocalEdit?.(c.key, content);
      setEditingKey(null);
      return true;
    }
    try {
      await updateComment(c.id, content);
      setEditingKey(null);
      await onEdited();
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
      onLocalDelete?.(c.key);
      setDeleting(null);
      return;
    }
    setBusy(true);
    try {
      await deleteComment(c.id);
      await onDeleted(c.id);
      setDeleting(null);
    } catch (error) {
      notify.error(error instanceof ApiError && error.status === 403 ? MSG.cantDeleteComment : errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Box component="ul" aria-label="Comments" sx={{ display: 'grid', gap: 1.5, p: 0, m: 0 }}>
        {comments.map((c) => {
          const mine = c.authorId === user.id;
          return (
            <Box component="li" key={c.key} sx={{ listStyle: 'none', display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
              <UserAvatar user={c.author} size={32} />
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 600 }}>{c.author.name}</Typography>
                  <Typography variant="caption" color="text.secondary" component="time" dateTime={c.createdAt}>
                    {formatDateTime(c.createdAt)}
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
    </>
  );
}
