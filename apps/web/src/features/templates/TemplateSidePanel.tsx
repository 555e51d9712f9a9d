import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddCircleOutlineRounded from '@mui/icons-material/AddCircleOutlineRounded';
import DragIndicatorRounded from '@mui/icons-material/DragIndicatorRounded';
import PlaylistAddRounded from '@mui/icons-material/PlaylistAddRounded';
import {
  useJobDescriptions,
  useTemplateQuestions,
  useTemplates,
  type JobDescriptionItem,
  type TemplateSummary,
} from '../../api/templates';
import { RichTextView } from './components/RichTextView';
import { TemplateAccordion } from './components/TemplateAccordion';
import { htmlToPlainText, startDescriptionDrag, startQuestionDrag } from './dragData';
import { TemplateQuestionKindChips } from './components/TemplateQuestionKindChips';
import { templateQuestionUse, type TemplateQuestionUse } from './templateQuestionKinds';
import { TEMPLATE_TEXTS } from './texts';
import { useToastOnError } from './useToastOnError';

export interface TemplateSidePanelProps {
  /** Which templates are offered; 'both' shows a tab for each. */
  mode: 'questions' | 'description' | 'both';
  /** A template question added to the job: its text, kind, Required and settings. */
  onUseQuestion: (question: TemplateQuestionUse) => void;
  onUseDescription: (html: string) => void;
  /** Quick-job mode: the tab bar is hidden (SPEC §2). */
  instant?: boolean;
}

type PanelTab = 'questions' | 'description';

/**
 * SPEC §4: one panel open at a time, and a click outside the list collapses it. Returns the
 * open id, its setter and a ref for the list.
 */
function useAccordionOutsideCollapse() {
  const [openId, setOpenId] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (openId === null) return undefined;
    const onPointerDown = (event: Event) => {
      if (listRef.current && event.target instanceof Node && !listRef.current.contains(event.target)) {
        setOpenId(null);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openId]);
  const toggle = (id: number) => setOpenId((open) => (open === id ? null : id));
  return { openId, toggle, listRef };
}

const draggableItemSx = {
  display: 'flex',
  alignItems: 'flex-start',
  gap: 0.5,
  py: 0.75,
  pl: 0.25,
  borderRadius: 1,
  cursor: 'grab',
  '&:hover': { bgcolor: 'action.hover' },
  '&:active': { cursor: 'grabbing' },
} as const;

function DragGrip() {
  return <DragIndicatorRounded aria-hidden fontSize="small" sx={{ color: 'text.disabled', mt: 0.25, flexShrink: 0 }} />;
}

function TemplateQuestionItems({ template, onUseQuestion }: { template: TemplateSummary; onUseQuestion: (question: TemplateQuestionUse) => void }) {
  const questions = useTemplateQuestions(template.id);
  useToastOnError(questions.error);
  if (questions.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
        <CircularProgress size={20} aria-label={`Loading the questions of ${template.name}`} color="inherit" />
      </Box>
    );
  }
  const list = questions.data ?? [];
  if (list.length === 0) {
    return <Typography color="text.secondary" variant="body2">This template has no questions.</Typography>;
  }
  return (
    <>
      <Box component="ul" aria-label={`Questions of ${template.name}`} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {list.map((q) => (
          <Box
            component="li"
            key={q.id}
            draggable
            onDragStart={(e) => startQuestionDrag(e, templateQuestionUse(q))}
            sx={draggableItemSx}
          >
            <DragGrip />
            <Box sx={{ flex: 1, minWidth: 0, pt: 0.25 }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {q.text}
              </Typography>
              <TemplateQuestionKindChips question={q} />
            </Box>
            <Tooltip title="Add to the job">
              <IconButton
                size="small"
                aria-label={`Add question "${q.text}" to the job`}
                onClick={() => onUseQuestion(templateQuestionUse(q))}
              >
                <AddCircleOutlineRounded fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        ))}
      </Box>
      {list.length > 1 && (
        <Button
          size="small"
          color="inherit"
          startIcon={<PlaylistAddRounded />}
          onClick={() => list.forEach((q) => onUseQuestion(templateQuestionUse(q)))}
          aria-label={`Add all questions of ${template.name} to the job`}
          sx={{ mt: 0.5 }}
        >
          Add all
        </Button>
      )}
    </>
  );
}

function QuestionTemplatesPanel({ onUseQuestion }: { onUseQuestion: (question: TemplateQuestionUse) => void }) {
  const templates = useTemplates();
  const { openId, toggle, listRef } = useAccordionOutsideCollapse();
  useToastOnError(templates.error);

  if (templates.isPending) return <PanelSpinner label="Loading question templates" />;
  const list = templates.data ?? [];
  if (list.length === 0) return <EmptyPanel text={TEMPLATE_TEXTS.noQuestionTemplates} />;
  return (
    <PanelList listRef={listRef} label="Question templates">
      {list.map((template) => (
        <li key={template.id}>
          <TemplateAccordion
            id={`side-question-template-${template.id}`}
            expanded={openId === template.id}
            onToggle={() => toggle(template.id)}
            title={template.name}
          >
            <TemplateQuestionItems template={template} onUseQuestion={onUseQuestion} />
          </TemplateAccordion>
        </li>
      ))}
    </PanelList>
  );
}

function JobDescriptionEntry({ item, onUseDescription }: { item: JobDescriptionItem; onUseDescription: (html: string) => void }) {
  const blank = htmlToPlainText(item.jobDescription) === '';
  if (blank) {
    return <Typography color="text.secondary" variant="body2">This template has no description.</Typography>;
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <RichTextView html={item.jobDescription} sx={{ fontSize: 14, maxHeight: 240, overflowY: 'auto' }} />
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        startIcon={<AddCircleOutlineRounded />}
        onClick={() => onUseDescription(item.jobDescription)}
        aria-label={`Add job description "${item.jobName}" to the job`}
        sx={{ alignSelf: 'flex-start' }}
      >
        Use this description
      </Button>
    </Box>
  );
}

function JobDescriptionsPanel({ onUseDescription }: { onUseDescription: (html: string) => void }) {
  const items = useJobDescriptions();
  const { openId, toggle, listRef } = useAccordionOutsideCollapse();
  useToastOnError(items.error);

  if (items.isPending) return <PanelSpinner label="Loading job description templates" />;
  const list = items.data ?? [];
  if (list.length === 0) return <EmptyPanel text={TEMPLATE_TEXTS.noJobDescriptionTemplates} />;
  return (
    <PanelList listRef={listRef} label="Job description templates">
      {list.map((item) => {
        const blank = htmlToPlainText(item.jobDescription) === '';
        return (
          <Box
            component="li"
            key={item.id}
            data-testid={`job-description-item-${item.id}`}
            draggable={!blank}
            onDragStart={
              blank
                ? undefined
                : (e) => startDescriptionDrag(e, item.jobDescription, htmlToPlainText(item.jobDescription))
            }
            sx={{ cursor: blank ? undefined : 'grab' }}
          >
            <TemplateAccordion
              id={`side-job-description-${item.id}`}
              expanded={openId === item.id}
              onToggle={() => toggle(item.id)}
              title={item.jobName}
              leading={blank ? undefined : <DragGrip />}
              actions={
                blank ? undefined : (
                  <Tooltip title="Add to the job">
                    <IconButton
                      size="small"
                      aria-label={`Add job description "${item.jobName}" to the job`}
                      onClick={() => onUseDescription(item.jobDescription)}
                    >
                      <AddCircleOutlineRounded fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )
              }
            >
              <JobDescriptionEntry item={item} onUseDescription={onUseDescription} />
            </TemplateAccordion>
          </Box>
        );
      })}
    </PanelList>
  );
}

function PanelList({ listRef, label, children }: { listRef: React.Ref<HTMLUListElement>; label: string; children: ReactNode }) {
  return (
    <Box
      component="ul"
      ref={listRef}
      aria-label={label}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      {children}
    </Box>
  );
}

function PanelSpinner({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
      <CircularProgress size={24} aria-label={label} color="inherit" />
    </Box>
  );
}

function EmptyPanel({ text }: { text: string }) {
  return (
    <Typography color="text.secondary" variant="body2" sx={{ py: 2, textAlign: 'center' }}>
      {text}
    </Typography>
  );
}

const TABS: { value: PanelTab; label: string }[] = [
  { value: 'questions', label: 'Templates' },
  { value: 'description', label: 'Job description' },
];

/**
 * SPEC §2 Template side panel of the create-job screen: question templates and job
 * descriptions, dragged into the job (native drag and drop, see dragData.ts) or added with
 * each item's Add button by keyboard and touch users.
 */
export function TemplateSidePanel({ mode, onUseQuestion, onUseDescription, instant = false }: TemplateSidePanelProps) {
  const [selected, setSelected] = useState<PanelTab>(mode === 'description' ? 'description' : 'questions');
  const showTabs = mode === 'both' && !instant;
  const tab: PanelTab = showTabs ? selected : mode === 'description' ? 'description' : 'questions';
  const panelLabel = tab === 'questions' ? 'Question templates' : 'Job description templates';

  return (
    <Paper variant="outlined" component="aside" aria-label="Templates" sx={{ p: { xs: 1.5, sm: 2 } }}>
      {showTabs && (
        <Tabs
          value={selected}
          onChange={(_e, next: PanelTab) => setSelected(next)}
          aria-label="Template types"
          variant="fullWidth"
          sx={(t) => ({ borderBottom: `1px solid ${t.palette.divider}`, mb: 1.5, minHeight: 40 })}
        >
          {TABS.map((t) => (
            <Tab
              key={t.value}
              value={t.value}
              label={t.label}
              id={`side-templates-tab-${t.value}`}
              aria-controls={`side-templates-panel-${t.value}`}
              sx={{ minHeight: 40 }}
            />
          ))}
        </Tabs>
      )}
      <Box
        role={showTabs ? 'tabpanel' : 'region'}
        id={`side-templates-panel-${tab}`}
        aria-labelledby={showTabs ? `side-templates-tab-${tab}` : undefined}
        aria-label={showTabs ? undefined : panelLabel}
      >
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {tab === 'questions'
            ? 'Drag a question into the job, or use its add button.'
            : 'Drag a description into the job, or use its add button.'}
        </Typography>
        {tab === 'questions' ? (
          <QuestionTemplatesPanel onUseQuestion={onUseQuestion} />
        ) : (
          <JobDescriptionsPanel onUseDescription={onUseDescription} />
        )}
        <Link component={RouterLink} to="/templates" variant="body2" sx={{ display: 'inline-block', mt: 1.5 }}>
          Manage templates
        </Link>
      </Box>
    </Paper>
  );
}
