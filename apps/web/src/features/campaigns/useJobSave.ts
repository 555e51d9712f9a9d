import { useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { MSG, TIMINGS_MS } from '@candid/shared';
import { ApiError } from '../../api/client';
import { useSaveJob } from '../../api/campaigns';
import { notify } from '../../components/notify';
import { postComment, type PendingComment } from '../comments/CommentsSection';
import { type JobForm, type JobSaveBody } from './jobDraft';
import { questionsFromServer, type DraftQuestion } from './questionDraft';
import type { JobScreenMode, JobScreenState } from './jobScreenHooks';

interface JobSaveOptions {
  form: UseFormReturn<JobForm, unknown, JobSaveBody>;
  mode: JobScreenMode;
  /** The screen was opened right after a create: 'Job Created' shows again. */
  modalActive: boolean;
  setQuestions: Dispatch<SetStateAction<DraftQuestion[]>>;
  /** Comments written before the first save, posted once the job exists. */
  pendingComments: PendingComment[];
  setPendingComments: (comments: PendingComment[]) => void;
}

/**
 * The job screen's Save (SPEC §4 save flow): validate with the first error as the toast, save in
 * one call, then for a new job post the waiting comments, open 'Job Created' and move to the edit
 * route; a plan without jobs left opens the package-limit dialog.
 */
export function useJobSave({ form, mode, modalActive, setQuestions, pendingComments, setPendingComments }: JobSaveOptions) {
  const navigate = useNavigate();
  const location = useLocation();
  const { setValue, handleSubmit } = form;
  const save = useSaveJob();
  const [createdOpen, setCreatedOpen] = useState(modalActive);
  // Closed before the move to the edit route: the edit screen must not open it again.
  const createdDismissed = useRef(false);
  const [limitOpen, setLimitOpen] = useState(false);
  const [limitError, setLimitError] = useState<unknown>(null);
  const saving = useRef(false);
  const postSaveTimer = useRef<number | undefined>(undefined);

  const onValid = async (body: JobSaveBody) => {
    if (saving.current) return;
    saving.current = true;
    try {
      const res = await save.mutateAsync(body);
      const saved = res.data;
      const newId = saved.campaign.id;
      setQuestions(questionsFromServer(saved.questions));
      if (!saved.created) {
        notify.success(res.message || 'Job saved');
        saving.current = false;
        return;
      }
      notify.success(MSG.jobCreated);
      setCreatedOpen(true);
      setValue('id', newId);
      for (const c of pendingComments) {
        try {
          await postComment(newId, c.content, c.mentionedUserIds);
        } catch {
          notify.error(MSG.somethingWentWrongRetry);
        }
      }
      setPendingComments([]);
      const editPath = mode === 'instant' ? '/campaign/instant/edit' : '/campaign/edit';
      postSaveTimer.current = window.setTimeout(() => {
        navigate(`${editPath}?id=${newId}`, { state: { campaign: saved.campaign, modalActive: !createdDismissed.current } });
      }, TIMINGS_MS.postSaveNavigation);
      // Keep the button disabled until the screen moves on.
    } catch (error) {
      saving.current = false;
      if (error instanceof ApiError && error.status === 402) {
        setLimitError(error);
        setLimitOpen(true);
      } else notify.error(MSG.somethingWentWrongRetry);
    }
  };

  // The resolver leaves one error, the first in the SPEC's order: it is the toast.
  const onInvalid = (errors: FieldErrors<JobForm>) => {
    const message = Object.values(errors)
      .map((e) => e?.message)
      .find((m): m is string => typeof m === 'string');
    if (message && !saving.current) notify.error(message);
  };

  const closeCreated = () => {
    setCreatedOpen(false);
    createdDismissed.current = true;
    if (modalActive) {
      const { modalActive: _flag, ...rest } = (location.state ?? {}) as JobScreenState;
      navigate(`${location.pathname}${location.search}`, { replace: true, state: rest });
    }
  };

  const inviteCandidates = (campaignId: number) => {
    window.clearTimeout(postSaveTimer.current);
    navigate(`/campaign/instant/invite?id=${campaignId}`);
  };

  return {
    onSave: handleSubmit(onValid, onInvalid),
    busy: save.isPending || saving.current,
    createdOpen,
    closeCreated,
    inviteCandidates,
    limitOpen,
    limitError,
    closeLimit: () => setLimitOpen(false),
  };
}
