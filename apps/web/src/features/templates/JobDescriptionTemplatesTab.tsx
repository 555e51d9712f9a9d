import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import DragIndicatorRounded from '@mui/icons-material/DragIndicatorRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { MSG } from '@candid/shared';
import { errorMessage } from '../../api/client';
import {
  useCreateJobDescription,
  useDeleteJobDescription,
  useJobDescriptions,
  useUpdateJobDescription,
  type JobDescriptionItem,
} from '../../api/templates';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { notify } from '../../components/notify';
import { RichTextEditor } from '../../components/RichTextEditor';
import { InlineInput, hasChanged } from './components/InlineInput';
import { RichTextView } from './components/RichTextView';
import { TemplateAccordion } from './components/TemplateAccordion';
import { htmlToPlainText, startDescriptionDrag } from './dragData';
import { TemplateItemActions } from './components/TemplateItemActions';
import { TemplateList } from './components/TemplateList';
import { TEMPLATE_TEXTS } from './texts';
import { toastSuccess, useToastOnError } from './useToastOnError';

/** Text of stored HTML is blank (e.g. "<p></p>"). */
const isBlankHtml = (html: string) => htmlToPlainText(html) === '';

interface SaveCancelProps {
  what: string;
  busy: boolean;
  onSave: () => void;
  onCancel: () => void;
}

function SaveCancel({ what, busy, onSave, onCancel }: SaveCancelProps) {
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      <Button color="inherit" startIcon={<CloseRounded />} onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button variant="contained" startIcon={<CheckRounded />} onClick={onSave} disabled={busy} aria-label={`Save ${what}`}>
        Save
      </Button>
    </Box>
  );
}

function CreateJobDescriptionForm({ onDone }: { onDone: () => void }) {
  const create = useCreateJobDescription();
  const [name, setName] = useState('');
  const [html, setHtml] = useState('');
  const [descriptionBlank, setDescriptionBlank] = useState(true);
  const [nameError, setNameError] = useState<string | null>(null);
  const [descriptionError, setDescriptionError] = useState<string | null>(null);

  const save = () => {
    const trimmed = name.trim();
    const nameMissing = trimmed === '';
    setNameError(nameMissing ? MSG.enterJobName : null);
    setDescriptionError(descriptionBlank ? MSG.enterDescription : null);
    if (nameMissing || descriptionBlank) return;
    create.mutate(
      { jobName: trimmed, jobDescription: html },
      {
        onSuccess: () => {
          notify.success(MSG.jobDescriptionTemplateCreated);
          onDone();
        },
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  };

  return (
    <Paper
      component="form"
      variant="outlined"
      aria-label="New job description template"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <TextField
        size="small"
        label="Job name"
        autoFocus
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          if (nameError) setNameError(null);
        }}
        error={nameError !== null}
        helperText={nameError ?? undefined}
        disabled={create.isPending}
      />
      <Box>
        <RichTextEditor
          label="Job description"
          value={html}
          minHeight={160}
          onChange={(next, text) => {
            const blank = text.trim() === '';
            setHtml(next);
            setDescriptionBlank(blank);
            if (descriptionError && !blank) setDescriptionError(null);
          }}
        />
        {descriptionError && (
          <FormHelperText error role="alert" sx={{ mx: 1.75 }}>
            {descriptionError}
          </FormHelperText>
        )}
      </Box>
      <SaveCancel what="job description template" busy={create.isPending} onSave={save} onCancel={onDone} />
    </Paper>
  );
}

interface JobDescriptionTemplateItemProps {
  item: JobDescriptionItem;
  expanded: boolean;
  onToggle: () => void;
  hideDragHandle: boolean;
}

function JobDescriptionTemplateItem({ item, expanded, onToggle, hideDragHandle }: JobDescriptionTemplateItemProps) {
  const update = useUpdateJobDescription();
  const remove = useDeleteJobDescription();
  const [renaming, setRenaming] = useState(false);
  const [editingDescription, setEditingDescription] = useState(false);
  const [draft, setDraft] = useState(item.jobDescription);
  const [confirming, setConfirming] = useState(false);
  const name = item.jobName;
  const blank = isBlankHtml(item.jobDescription);

  const saveName = async (next: string) => {
    if (!hasChanged(name, next)) {
      setRenaming(false);
      return;
    }
    try {
      const result = await update.mutateAsync({ id: item.id, jobName: next });
      toastSuccess(result.message);
      setRenaming(false);
    } catch (error) {
      notify.error(errorMessage(error));
      throw error;
    }
  };

  const startEditingDescription = () => {
    setDraft(item.jobDescription);
    setEditingDescription(true);
    if (!expanded) onToggle();
  };

  const saveDescription = () => {
    // SPEC §4: saved only if changed; saving it empty clears the description.
    if (draft === item.jobDescription || (isBlankHtml(draft) && blank)) {
      setEditingDescription(false);
      return;
    }
    update.mutate(
      { id: item.id, jobDescription: isBlankHtml(draft) ? '' : draft },
      {
        onSuccess: (result) => {
          toastSuccess(result.message);
          setEditingDescription(false);
        },
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  };

  const confirmDelete = () =>
    remove.mutate(item.id, {
      onSuccess: () => {
        setConfirming(false);
        notify.success(MSG.jobDescriptionDeleted);
      },
      onError: (error) => notify.error(errorMessage(error)),
    });

  const busy = update.isPending;
  return (
    <>
      <TemplateAccordion
        id={`job-description-${item.id}`}
        expanded={expanded}
        onToggle={onToggle}
        title={name}
        leading={
          hideDragHandle ? undefined : (
            <Box
              data-testid="drag-handle"
              draggable
              title="Drag into a job's description"
              onDragStart={(e) => startDescriptionDrag(e, item.jobDescription, htmlToPlainText(item.jobDescription))}
              aria-hidden
              sx={{ display: 'flex', color: 'text.secondary', cursor: 'grab', p: 0.5 }}
            >
              <DragIndicatorRounded fontSize="small" />
            </Box>
          )
        }
        editor={
          renaming ? (
            <InlineInput
              label="Job name"
              initialValue={name}
              requiredMessage={MSG.enterJobName}
              busy={busy}
              onConfirm={saveName}
              onCancel={() => setRenaming(false)}
            />
          ) : undefined
        }
        actions={
          renaming ? undefined : (
            <TemplateItemActions name={name} onRename={() => setRenaming(true)} onDelete={() => setConfirming(true)} />
          )
        }
      >
        {editingDescription ? (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            <RichTextEditor
              label={`Description of ${name}`}
              value={draft}
              minHeight={160}
              onChange={(html) => setDraft(html)}
            />
            <SaveCancel
              what={`description of ${name}`}
              busy={busy}
              onSave={saveDescription}
              onCancel={() => setEditingDescription(false)}
            />
          </Box>
        ) : blank ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Tooltip title="Add a description">
              <IconButton
                aria-label={`Add a description to ${name}`}
                onClick={startEditingDescription}
                sx={(t) => ({ border: `1px dashed ${t.palette.divider}` })}
              >
                <AddRounded />
              </IconButton>
            </Tooltip>
            <Typography color="text.secondary">{TEMPLATE_TEXTS.emptyJobDescriptionTemplate}</Typography>
          </Box>
        ) : (
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <RichTextView html={item.jobDescription} sx={{ flex: 1, minWidth: 0 }} />
            <Tooltip title="Edit description">
              <IconButton aria-label={`Edit the description of ${name}`} onClick={startEditingDescription}>
                <EditOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        )}
      </TemplateAccordion>
      <ConfirmDialog
        confirmLabel="Delete"
        destructive
        open={confirming}
        title="Delete job description"
        text={`Delete the job description template "${name}"?`}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

interface JobDescriptionTemplatesTabProps {
  /** The Create Template button was pressed: show the name and description form. */
  creating: boolean;
  onCreatingDone: () => void;
  /** SPEC §2: at /job-template the drag handle on job items is hidden. */
  hideDragHandle?: boolean;
}

/** SPEC §2: the job-description templates, newest first, one open at a time. */
export function JobDescriptionTemplatesTab({ creating, onCreatingDone, hideDragHandle = false }: JobDescriptionTemplatesTabProps) {
  const items = useJobDescriptions();
  const [expandedId, setExpandedId] = useState<number | null>(null);
  useToastOnError(items.error);

  const list = items.data ?? [];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {creating && <CreateJobDescriptionForm onDone={onCreatingDone} />}
      <TemplateList
        loading={items.isPending}
        label="Job description templates"
        items={list}
        emptyText={TEMPLATE_TEXTS.noJobDescriptionTemplates}
        showEmpty={!creating}
        itemKey={(item) => item.id}
        renderItem={(item) => (
          <JobDescriptionTemplateItem
            item={item}
            hideDragHandle={hideDragHandle}
            expanded={expandedId === item.id}
            onToggle={() => setExpandedId((open) => (open === item.id ? null : item.id))}
          />
        )}
      />
    </Box>
  );
}
