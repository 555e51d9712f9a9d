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
import { InlineInput, hasChanged } from './components/InlineInput';
import { TEMPLATE_TEXTS } from './texts';
import { toastSuccess, useToastOnError } from './useToastOnError';

function QuestionRow({ question, index }: { question: TemplateQuestion; index: number }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateTemplateQuestion();
  const remove = useDeleteTemplateQuestion();
  const number = index + 1;

  const save = async (text: string) => {
    if (!hasChanged(question.QuestionTemplate_Text, text)) {
      setEditing(false);
      return;
    }
    try {
      const result = await update.mutateAsync({
        templateId: question.fk_Template_ID,
        pk_QuestionTemplate_ID: question.pk_QuestionTemplate_ID,
        QuestionTemplate_Text: text,
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
      { templateId: question.fk_Template_ID, questionId: question.pk_QuestionTemplate_ID },
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
        <InlineInput
          label={`Question ${number}`}
          initialValue={question.QuestionTemplate_Text}
          requiredMessage={MSG.enterQuestionTemplate}
          multiline
          busy={update.isPending}
          onConfirm={save}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <Typography sx={{ flex: 1, minWidth: 0, pt: 0.5, overflowWrap: 'anywhere' }}>{question.QuestionTemplate_Text}</Typography>
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

  const add = async (text: string) => {
    try {
      const result = await create.mutateAsync({ fk_Template_ID: templateId, QuestionTemplate_Text: text });
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
                <QuestionRow key={q.pk_QuestionTemplate_ID} question={q} index={i} />
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
          <InlineInput
            label="New question"
            placeholder="Type a question"
            requiredMessage={MSG.enterQuestionTemplate}
            multiline
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
