import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { MSG } from '@candid/shared';
import { errorMessage } from '../../api/client';
import {
  useCreateTemplate,
  useDeleteTemplate,
  useRenameTemplate,
  useTemplates,
  type TemplateSummary,
} from '../../api/templates';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { notify } from '../../components/notify';
import { InlineInput, hasChanged } from './components/InlineInput';
import { TemplateAccordion } from './components/TemplateAccordion';
import { TemplateQuestions } from './TemplateQuestions';
import { TemplateItemActions } from './components/TemplateItemActions';
import { TemplateList } from './components/TemplateList';
import { TEMPLATE_TEXTS } from './texts';
import { toastSuccess, useToastOnError } from './useToastOnError';

function questionCountText(count: number | undefined): string | undefined {
  if (count === undefined) return undefined;
  return count === 1 ? '1 question' : `${count} questions`;
}

interface QuestionTemplateItemProps {
  template: TemplateSummary;
  expanded: boolean;
  onToggle: () => void;
}

function QuestionTemplateItem({ template, expanded, onToggle }: QuestionTemplateItemProps) {
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const rename = useRenameTemplate();
  const remove = useDeleteTemplate();
  const name = template.name;

  const saveName = async (next: string) => {
    if (!hasChanged(name, next)) {
      setRenaming(false);
      return;
    }
    try {
      await rename.mutateAsync({ id: template.id, name: next });
      notify.success(MSG.templateNameUpdated);
      setRenaming(false);
    } catch (error) {
      notify.error(MSG.somethingWentWrong);
      throw error;
    }
  };

  const confirmDelete = () =>
    remove.mutate(template.id, {
      onSuccess: (result) => {
        setConfirming(false);
        toastSuccess(result.message);
      },
      onError: (error) => notify.error(errorMessage(error)),
    });

  return (
    <>
      <TemplateAccordion
        id={`question-template-${template.id}`}
        expanded={expanded}
        onToggle={onToggle}
        title={name}
        subtitle={questionCountText(template.QuestionCount)}
        editor={
          renaming ? (
            <InlineInput
              label="Template name"
              initialValue={name}
              requiredMessage={MSG.enterTemplateName}
              busy={rename.isPending}
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
        <TemplateQuestions templateId={template.id} templateName={name} />
      </TemplateAccordion>
      <ConfirmDialog
        confirmLabel="Delete"
        destructive
        open={confirming}
        title="Delete template"
        text={`Delete the template "${name}" and its questions?`}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

interface QuestionTemplatesTabProps {
  /** The Create Template button was pressed: show the inline name input. */
  creating: boolean;
  onCreatingDone: () => void;
}

/** SPEC §2: the question templates, newest first, as accordions with one open at a time. */
export function QuestionTemplatesTab({ creating, onCreatingDone }: QuestionTemplatesTabProps) {
  const templates = useTemplates();
  const create = useCreateTemplate();
  const [expandedId, setExpandedId] = useState<number | null>(null);
  useToastOnError(templates.error);

  const createTemplate = async (name: string) => {
    try {
      const result = await create.mutateAsync(name);
      toastSuccess(result.message, MSG.questionTemplateCreated);
      onCreatingDone();
      // Open the new template so its first question can be added at once.
      if (result.data && typeof result.data.id === 'number') setExpandedId(result.data.id);
    } catch (error) {
      notify.error(errorMessage(error));
      throw error;
    }
  };

  const list = templates.data ?? [];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {creating && (
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          <InlineInput
            label="Template name"
            placeholder="Name the new template"
            requiredMessage={MSG.enterTemplateName}
            busy={create.isPending}
            onConfirm={createTemplate}
            onCancel={onCreatingDone}
          />
        </Paper>
      )}
      <TemplateList
        loading={templates.isPending}
        label="Question templates"
        items={list}
        emptyText={TEMPLATE_TEXTS.noQuestionTemplates}
        showEmpty={!creating}
        itemKey={(template) => template.id}
        renderItem={(template) => (
          <QuestionTemplateItem
            template={template}
            expanded={expandedId === template.id}
            onToggle={() => setExpandedId((open) => (open === template.id ? null : template.id))}
          />
        )}
      />
    </Box>
  );
}
