import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Popover from '@mui/material/Popover';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import { COUNTS } from '@candid/shared';
import { DropZone } from '../../components/DropZone';
import { InlineEdit } from '../../components/InlineEdit';
import { TemplateSidePanel } from '../templates/TemplateSidePanel';
import { readQuestionDrag, type TemplateQuestionUse } from '../templates/templateQuestionKinds';
import { GeneratorLanguageNote } from './GeneratorLanguageNote';
import { QuestionList } from './QuestionList';
import type { QuestionAnswerPatch } from './QuestionKindFields';
import type { JobForm, JobSaveBody } from './jobDraft';
import type { DraftQuestion } from './questionDraft';

export const QUESTION_DRAG_TYPE = 'application/x-candid-question';

/** SPEC §2 names the control "a Generate Question menu"; the empty state points at it by that name. */
const GENERATE_LABEL = 'Generate Question';
const GENERATE_HINT = `Use the ${GENERATE_LABEL} button to create questions for this job.`;

/** The "Generate Question" button: a menu with a 1–10 count slider and Generate. */
export function GenerateQuestionsMenu({
  generating,
  defaultCount = 1,
  onGenerate,
}: {
  generating: boolean;
  defaultCount?: number;
  onGenerate: (count: number) => void;
}) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [count, setCount] = useState(defaultCount);
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<AutoAwesomeRounded />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        disabled={generating}
      >
        {GENERATE_LABEL}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': `${id}-label` } as object }}
      >
        <Box sx={{ p: 2.5, width: 280 }}>
          <Typography id={`${id}-label`} sx={{ fontWeight: 600, mb: 1 }}>
            Number of questions: {count}
          </Typography>
          <Slider
            value={count}
            min={COUNTS.generateSliderMin}
            max={COUNTS.generateSliderMax}
            step={1}
            marks
            valueLabelDisplay="auto"
            onChange={(_e, v) => setCount(v as number)}
            aria-labelledby={`${id}-label`}
          />
          <Button
            fullWidth
            variant="contained"
            sx={{ mt: 1 }}
            onClick={() => {
              setAnchor(null);
              onGenerate(count);
            }}
          >
            Generate
          </Button>
        </Box>
      </Popover>
    </>
  );
}

const SUGGEST_LABEL = 'Suggest screening questions';

/**
 * Beside Generate Question: typed screening drafts (yes/no, choices, a number, the start date)
 * added to the list, for the recruiter to edit or remove before saving.
 */
export function SuggestScreeningButton({ suggesting, onSuggest }: { suggesting: boolean; onSuggest: () => void }) {
  return (
    <Button variant="outlined" size="small" startIcon={<FactCheckOutlined />} onClick={onSuggest} disabled={suggesting} aria-busy={suggesting}>
      {SUGGEST_LABEL}
    </Button>
  );
}

interface QuestionsSectionProps {
  questions: DraftQuestion[];
  generating: boolean;
  generationFailed: boolean;
  /** Screening suggestions being fetched, and the message of the last failure (null: none). */
  suggesting?: boolean;
  suggestionError?: string | null;
  panelMode: 'questions' | 'both';
  /** Quick-job mode: the template panel hides its tab bar. */
  instant: boolean;
  onAdd: (text: string) => boolean;
  onEdit: (key: string, text: string) => boolean;
  onDelete: (key: string) => void;
  onReorder: (from: number, to: number) => void;
  /** A template question added from the side panel or dropped: its text, kind, Required and settings. */
  onUseTemplate: (question: TemplateQuestionUse) => void;
  onUseDescription: (html: string) => void;
}

/**
 * The Interview Questions section body: list, add control, drop zone and template panel, on the
 * job form of its JobScreen (how each question is answered is set on the form directly).
 */
export function QuestionsSection(props: QuestionsSectionProps) {
  const { questions, generating, generationFailed, suggesting = false, suggestionError = null, panelMode, instant, onAdd, onEdit, onDelete, onReorder, onUseTemplate, onUseDescription } = props;
  const [adding, setAdding] = useState(false);
  const { getValues, setValue } = useFormContext<JobForm, unknown, JobSaveBody>();
  const onChange = (key: string, patch: QuestionAnswerPatch) =>
    setValue(
      'questions',
      getValues('questions').map((q) => (q.key === key ? { ...q, ...patch } : q)),
      { shouldDirty: true },
    );
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' },
        alignItems: 'start',
        pt: 1,
      }}
    >
      <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
        <GeneratorLanguageNote what="questions" />
        {generating && (
          <Box role="status" aria-live="polite">
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              Generating questions…
            </Typography>
            <LinearProgress aria-label="Generating questions" />
          </Box>
        )}
        {generationFailed && !generating && (
          <Alert severity="warning">Questions could not be generated. Try again or add your own.</Alert>
        )}
        {suggesting && (
          <Box role="status" aria-live="polite">
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              Suggesting screening questions…
            </Typography>
            <LinearProgress aria-label="Suggesting screening questions" />
          </Box>
        )}
        {suggestionError && !suggesting && (
          <Alert severity="error">Screening questions could not be suggested. {suggestionError}</Alert>
        )}
        {questions.length === 0 && !generating && !suggesting ? (
          <Box sx={{ textAlign: 'center', py: 3, color: 'text.secondary' }}>
            <QuizOutlined sx={{ fontSize: 40 }} aria-hidden />
            <Typography sx={{ fontWeight: 600, color: 'text.primary' }}>No questions available</Typography>
            <Typography variant="body2">{GENERATE_HINT}</Typography>
          </Box>
        ) : (
          <QuestionList questions={questions} onReorder={onReorder} onEdit={onEdit} onDelete={onDelete} onChange={onChange} />
        )}
        {adding ? (
          <InlineEdit
            label="New question"
            placeholder="Type a question"
            multiline
            confirmLabel="Add question"
            cancelLabel="Cancel new question"
            onConfirm={(text) => {
              const ok = onAdd(text);
              if (ok) setAdding(false);
              return ok;
            }}
            onCancel={() => setAdding(false)}
          />
        ) : (
          <Box>
            <Button startIcon={<AddRounded />} onClick={() => setAdding(true)}>
              Add question
            </Button>
          </Box>
        )}
        <DropZone accept={QUESTION_DRAG_TYPE} label="Drop Question from templates here" onDropData={(data) => onUseTemplate(readQuestionDrag(data))} />
      </Box>
      <Box component="aside" aria-label="Question templates" sx={{ minWidth: 0 }}>
        <TemplateSidePanel mode={panelMode} instant={instant} onUseQuestion={onUseTemplate} onUseDescription={onUseDescription} />
      </Box>
    </Box>
  );
}
