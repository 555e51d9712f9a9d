import { useState } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import DragIndicatorRounded from '@mui/icons-material/DragIndicatorRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import VolumeUpRounded from '@mui/icons-material/VolumeUpRounded';
import { JOB_DEFAULTS } from '@candid/shared';
import { InlineEdit } from '../../components/InlineEdit';
import { QuestionKindFields, type QuestionAnswerPatch } from './QuestionKindFields';
import { kindOf, requiredOf, settingsOf, type DraftQuestion } from './questionDraft';

/** Reads a question aloud with the browser's speech synthesis in the job's voice language. */
export function speakQuestion(text: string, lang: string = JOB_DEFAULTS.voiceLang): boolean {
  if (typeof window === 'undefined' || !('speechSynthesis' in window)) return false;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = lang;
  const voice = window.speechSynthesis.getVoices().find((v) => v.lang === lang);
  if (voice) utterance.voice = voice;
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(utterance);
  return true;
}

interface ItemProps {
  question: DraftQuestion;
  index: number;
  editing: boolean;
  onStartEdit: () => void;
  onEdit: (text: string) => boolean;
  onCancelEdit: () => void;
  onDelete: () => void;
  onChange: (patch: QuestionAnswerPatch) => void;
}

function SortableQuestion({ question, index, editing, onStartEdit, onEdit, onCancelEdit, onDelete, onChange }: ItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: question.key,
  });
  const n = index + 1;
  const canSpeak = typeof window !== 'undefined' && 'speechSynthesis' in window;
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      variant="outlined"
      style={{ transform: CSS.Transform.toString(transform), transition }}
      sx={{
        listStyle: 'none',
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        p: 1,
        pr: 0.5,
        opacity: isDragging ? 0.6 : 1,
        zIndex: isDragging ? 1 : 'auto',
        position: 'relative',
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        size="small"
        {...attributes}
        {...listeners}
        aria-label={`Reorder question ${n}`}
        sx={{ cursor: 'grab', touchAction: 'none', mt: 0.25 }}
      >
        <DragIndicatorRounded fontSize="small" />
      </IconButton>
      <Typography sx={{ fontWeight: 600, minWidth: 22, pt: 0.75 }} aria-hidden>
        {n}.
      </Typography>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        {editing ? (
          <Box sx={{ py: 0.25 }}>
            <InlineEdit
              label={`Question ${n}`}
              initialValue={question.text}
              multiline
              confirmLabel="Save question"
              cancelLabel="Cancel editing"
              onConfirm={(text) => onEdit(text)}
              onCancel={onCancelEdit}
            />
          </Box>
        ) : (
          <Typography sx={{ pt: 0.75, wordBreak: 'break-word' }}>{question.text}</Typography>
        )}
        <QuestionKindFields
          n={n}
          kind={kindOf(question)}
          required={requiredOf(question)}
          settings={settingsOf(question)}
          onChange={onChange}
        />
      </Box>
      {!editing && (
        <Box sx={{ display: 'flex', flexShrink: 0 }}>
          <Tooltip title="Play">
            <span>
              <IconButton
                size="small"
                aria-label={`Play question ${n}`}
                disabled={!canSpeak}
                onClick={() => speakQuestion(question.text)}
              >
                <VolumeUpRounded fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title="Edit">
            <IconButton size="small" aria-label={`Edit question ${n}`} onClick={onStartEdit}>
              <EditRounded fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete">
            <IconButton size="small" aria-label={`Delete question ${n}`} onClick={onDelete}>
              <DeleteOutlineRounded fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      )}
    </Paper>
  );
}

interface QuestionListProps {
  questions: DraftQuestion[];
  onReorder: (from: number, to: number) => void;
  onEdit: (key: string, text: string) => boolean;
  onDelete: (key: string) => void;
  /** A change of how the question is answered: its kind, Required or the kind's settings. */
  onChange: (key: string, patch: QuestionAnswerPatch) => void;
}

/**
 * The job's questions, reorderable by pointer or keyboard (Space, arrows, Space), each with how
 * it is answered.
 */
export function QuestionList({ questions, onReorder, onEdit, onDelete, onChange }: QuestionListProps) {
  const [editingKey, setEditingKey] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = questions.findIndex((q) => q.key === active.id);
    const to = questions.findIndex((q) => q.key === over.id);
    onReorder(from, to);
  };
  const position = (key: string | number) => questions.findIndex((q) => q.key === key) + 1;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up question ${position(active.id)}.`,
          onDragOver: ({ active, over }) =>
            over ? `Question ${position(active.id)} is over position ${position(over.id)}.` : undefined,
          onDragEnd: ({ active, over }) =>
            over ? `Question ${position(active.id)} was dropped at position ${position(over.id)}.` : 'Dropped.',
          onDragCancel: ({ active }) => `Reordering cancelled. Question ${position(active.id)} stays in place.`,
        },
      }}
    >
      <SortableContext items={questions.map((q) => q.key)} strategy={verticalListSortingStrategy}>
        <Box component="ol" aria-label="Interview questions" sx={{ display: 'grid', gap: 1, p: 0, m: 0 }}>
          {questions.map((q, i) => (
            <SortableQuestion
              key={q.key}
              question={q}
              index={i}
              editing={editingKey === q.key}
              onStartEdit={() => setEditingKey(q.key)}
              onCancelEdit={() => setEditingKey(null)}
              onEdit={(text) => {
                const ok = onEdit(q.key, text);
                if (ok) setEditingKey(null);
                return ok;
              }}
              onDelete={() => onDelete(q.key)}
              onChange={(patch) => onChange(q.key, patch)}
            />
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}
