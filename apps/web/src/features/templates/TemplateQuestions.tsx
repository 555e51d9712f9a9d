import { useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { MSG } from '@candid/shared';
import { errorMessage } from '../../api/client';
import {
  useCreateTemplateQuestion,
  useDeleteTemplateQuestion,
  useTemplateQuestions,
  useUpdateTemplateQuestion,
  type TemplateQuestion,
} from '../../api/templates';
import { notify } from '../../components/notify';
import { QuestionKindFields, type QuestionAnswerPatch } from '../campaigns/QuestionKindFields';
import { kindSettingsError } from '../campaigns/questionKinds';
import { InlineInput } from './components/InlineInput';
import { TemplateQuestionKindChips } from './components/TemplateQuestionKindChips';
import {
  answerDraftOf,
  newAnswerDraft,
  newTemplateQuestionBody,
  templateQuestionChange,
  type TemplateAnswerDraft,
} from './templateQuestionKinds';
import { TEMPLATE_TEXTS } from './texts';
import { toastSuccess, useToastOnError } from './useToastOnError';

interface QuestionEditorProps {
  /** The text field's name: "New question", "Question 2". */
  label: string;
  /** The question's number, for the answer fields' group name. */
  number: number;
  initialText?: string;
  initialAnswer: TemplateAnswerDraft;
  busy: boolean;
  /** A rejection keeps the editor open. */
  onConfirm: (text: string, answer: TemplateAnswerDraft) => Promise<void>;
  onCancel: () => void;
  placeholder?: string;
}

/**
 * The text of a template question (Enter saves, Escape cancels) with its answer type, Required
 * and the type's settings, as on the job screen.
 */
function QuestionEditor({ label, number, initialText, initialAnswer, busy, onConfirm, onCancel, placeholder }: QuestionEditorProps) {
  const [answer, setAnswer] = useState(initialAnswer);
  const confirm = async (text: string) => {
    const error = kindSettingsError(answer.kind, answer.settings);
    if (error) {
      notify.error(error);
      throw new Error(error);
    }
    await onConfirm(text, answer);
  };
  const change = (patch: QuestionAnswerPatch) =>
    setAnswer((a) => ({
      kind: patch.kind ?? a.kind,
      required: patch.required ?? a.required,
      settings: patch.settings ?? a.settings,
    }));
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <InlineInput
        label={label}
        initialValue={initialText}
        placeholder={placeholder}
        requiredMessage={MSG.enterQuestionTemplate}
        multiline
        busy={busy}
        onConfirm={confirm}
        onCancel={onCancel}
      />
      <QuestionKindFields n={number} kind={answer.kind} required={answer.required} settings={answer.settings} onChange={change} />
    </Box>
  );
}

function QuestionRow({ question, index }: { question: TemplateQuestion; index: number }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateTemplateQuestion();
  const remove = useDeleteTemplateQuestion();
  const number = index + 1;

  const save = async (text: string, answer: TemplateAnswerDraft) => {
    const change = templateQuestionChange(question, text, answer);
    if (!change) {
      setEditing(false);
      return;
    }
    try {
      const result = await update.mutateAsync({
        templateId: question.templateId,
        id: question.id,
        ...change,
      });
      toastSuccess(result.message);
      setEditing(false);
    } catch (error) {
      notify.error(errorMessage(error));
      throw error;
    }
  };

  const onDelete = () =>
    remove.mutate(
      { templateId: question.templateId, questionId: question.id },
      {
        onSuccess: (result) => toastSuccess(result.message),
        onError: (error) => notify.error(errorMessage(error)),
      },
    );

  return (
    <Box
      component="li"
      sx={(t) => ({
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        py: 0.75,
        '&:not(:last-of-type)': { borderBottom: `1px solid ${t.palette.divider}` },
      })}
    >
      <Typography
        component="span"
        aria-hidden
        sx={{ color: 'text.secondary', fontWeight: 600, minWidth: 24, pt: editing ? 1 : 0.5 }}
      >
        {number}.
      </Typography>
      {editing ? (
        <QuestionEditor
          label={`Question ${number}`}
          number={number}
          initialText={question.text}
          initialAnswer={answerDraftOf(question)}
          busy={update.isPending}
          onConfirm={save}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <Typography sx={{ flex: 1, minWidth: 0, pt: 0.5, overflowWrap: 'anywhere' }}>{question.text}</Typography>
          <Box sx={{ pt: 0.5 }}>
            <TemplateQuestionKindChips question={question} />
          </Box>
          <Tooltip title="Edit question">
            <IconButton size="small" aria-label={`Edit question ${number}`} onClick={() => setEditing(true)}>
              <EditOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete question">
            <IconButton
              size="small"
              aria-label={`Delete question ${number}`}
              onClick={onDelete}
              disabled={remove.isPending}
            >
              <DeleteOutlineRounded fontSize="small" />
            </IconButton>
          </Tooltip>
        </>
      )}
    </Box>
  );
}

/** The questions of an open template, in order, with inline add, edit and delete. */
export function TemplateQuestions({ templateId, templateName }: { templateId: number; templateName: string }) {
  const questions = useTemplateQuestions(templateId);
  const create = useCreateTemplateQuestion();
  const [adding, setAdding] = useState(false);
  useToastOnError(questions.error);

  const add = async (text: string, answer: TemplateAnswerDraft) => {
    try {
      const result = await create.mutateAsync(newTemplateQuestionBody(templateId, text, answer));
      toastSuccess(result.message);
      setAdding(false);
    } catch (error) {
      notify.error(errorMessage(error));
      throw error;
    }
  };

  const list = questions.data ?? [];
  return (
    <Box>
      {questions.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress size={24} aria-label={`Loading the questions of ${templateName}`} color="inherit" />
        </Box>
      ) : (
        <>
          {list.length > 0 && (
            <Box component="ol" aria-label={`Questions of ${templateName}`} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {list.map((q, i) => (
                <QuestionRow key={q.id} question={q} index={i} />
              ))}
            </Box>
          )}
          {list.length === 0 && !adding && (
            <Typography color="text.secondary" sx={{ py: 1 }}>
              {TEMPLATE_TEXTS.emptyQuestionTemplate}
            </Typography>
          )}
        </>
      )}
      {adding ? (
        <Box sx={{ display: 'flex', gap: 1, pt: 1 }}>
          <QuestionEditor
            label="New question"
            number={list.length + 1}
            placeholder="Type a question"
            initialAnswer={newAnswerDraft()}
            busy={create.isPending}
            onConfirm={add}
            onCancel={() => setAdding(false)}
          />
        </Box>
      ) : (
        <Box sx={{ pt: 1 }}>
          <Tooltip title="Add a question">
            <IconButton
              aria-label={`Add a question to ${templateName}`}
              onClick={() => setAdding(true)}
              sx={(t) => ({ border: `1px dashed ${t.palette.divider}` })}
            >
              <AddRounded />
            </IconButton>
          </Tooltip>
        </Box>
      )}
    </Box>
  );
}
