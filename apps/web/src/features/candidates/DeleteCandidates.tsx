import { useState } from 'react';
import Button from '@mui/material/Button';
import DeleteForeverRounded from '@mui/icons-material/DeleteForeverRounded';
import { MSG, canEraseCandidates } from '@candid/shared';
import { errorMessage } from '../../api/client';
import { useEraseCandidates } from '../../api/lifecycle';
import { useCurrentUser } from '../../api/users';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { notify } from '../../components/notify';

/**
 * "Delete" for one candidate (their page) or the selected ones (the list's bulk bar): a
 * confirmation naming what goes and that it cannot be undone, then the server erases them
 * (issue 16). Shown only to those who may (`candidates.erase`); `subject` names who is deleted.
 */
export function DeleteCandidatesButton({ ids, subject, onDeleted }: { ids: number[]; subject: string; onDeleted?: () => void }) {
  const user = useCurrentUser();
  const erase = useEraseCandidates();
  const [open, setOpen] = useState(false);
  if (!user.data || !canEraseCandidates(user.data.accessLevel)) return null;

  const confirm = async () => {
    try {
      const answer = await erase.mutateAsync(ids);
      notify.success(answer.message ?? MSG.candidatesErased(ids.length));
      setOpen(false);
      onDeleted?.();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        color="error"
        startIcon={<DeleteForeverRounded aria-hidden />}
        onClick={() => setOpen(true)}
        disabled={ids.length === 0}
        aria-label={ids.length === 1 ? `Delete ${subject}` : `Delete ${ids.length} selected candidates`}
      >
        {ids.length > 1 ? 'Delete selected' : 'Delete'}
      </Button>
      <ConfirmDialog
        open={open}
        title={MSG.eraseConfirmTitle(ids.length)}
        text={`${ids.length === 1 ? subject : `${ids.length} candidates`}: ${MSG.eraseConfirmBody}`}
        confirmLabel={ids.length === 1 ? 'Delete candidate' : `Delete ${ids.length} candidates`}
        destructive
        busy={erase.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
