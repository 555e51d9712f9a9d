import { MSG, type QuestionKind } from '@candid/shared';
import type { SaveJobQuestion } from '../../api/campaigns';
import type { Question } from '../../api/entities';
import type { GeneratedQuestion } from '../../api/generation';
import type { QuestionKindPart } from '../../api/questions';
import { emptyKindSettings, kindPartForSave, kindSettingsDraftFrom, kindSettingsError, type KindSettingsDraft } from './questionKinds';

/*
 * The job form's questions (SPEC §5): the list as edited, its text checks, order, and the
 * answer each asks for (kind, Required and settings, issue 29), to and from the saved questions.
 */

/** A question on the screen: `id` once saved, `key` always (stable for drag and drop). */
export interface DraftQuestion {
  key: string;
  id?: number;
  text: string;
  chatText?: string | null;
  /** The question's order: 0..n-1 in list order. */
  order: number;
  /**
   * The question's kind. Absent on a question nobody has typed yet: as in the contract, a new one is
   * then a video question, and a saved one keeps its kind.
   */
  kind?: QuestionKind;
  /** Required; absent: as the contract (a new question is required, a saved one keeps its own). */
  required?: boolean;
  /** The kinds' settings as edited; absent: none yet. */
  settings?: KindSettingsDraft;
}

/** How a question is answered: its kind, Required and settings (absent: the contract's defaults). */
export type QuestionAnswer = Pick<DraftQuestion, 'kind' | 'required' | 'settings'>;

/**
 * The answer of a question made from a template question (issue 29): its kind and settings, and
 * Required. A required video question is left to the defaults, as a typed question is.
 */
export function answerFromTemplate(kindPart: QuestionKindPart, required: boolean): QuestionAnswer {
  return {
    ...(kindPart.kind === 'video' ? {} : { kind: kindPart.kind, settings: kindSettingsDraftFrom(kindPart) }),
    ...(required ? {} : { required }),
  };
}

/** The kind a question is answered in: a question without one is a video question. */
export const kindOf = (q: Pick<DraftQuestion, 'kind'>): QuestionKind => q.kind ?? 'video';
export const requiredOf = (q: Pick<DraftQuestion, 'required'>): boolean => q.required ?? true;
export const settingsOf = (q: Pick<DraftQuestion, 'settings'>): KindSettingsDraft => q.settings ?? emptyKindSettings();

let keySeq = 0;
export const newQuestionKey = () => `q-${Date.now().toString(36)}-${(keySeq += 1)}`;

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The message for a question that may not be added (or edited into) the list:
 * blank, or the same text (ignoring case and spaces) as another question. Null when fine.
 */
export function questionTextError(list: DraftQuestion[], text: string, exceptKey?: string): string | null {
  const wanted = normalise(text);
  if (!wanted) return MSG.enterQuestion;
  if (list.some((q) => q.key !== exceptKey && normalise(q.text) === wanted)) return MSG.questionExists;
  return null;
}

/** Renumbers the questions' order from 0 in list order. */
export function renumber(list: DraftQuestion[]): DraftQuestion[] {
  return list.map((q, order) => (q.order === order ? q : { ...q, order }));
}

/** Moves one question and renumbers the list (SPEC §4 drag reorder). */
export function reorderQuestions(list: DraftQuestion[], from: number, to: number): DraftQuestion[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return list;
  const next = list.slice();
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return renumber(next);
}

/** Appends new texts, skipping blanks and duplicates (generated or dropped questions). */
export function appendQuestions(list: DraftQuestion[], texts: string[]): DraftQuestion[] {
  let next = list;
  for (const text of texts) {
    if (questionTextError(next, text) === null) {
      next = [...next, { key: newQuestionKey(), text: text.trim(), chatText: text.trim(), order: next.length }];
    }
  }
  return next;
}

/**
 * Appends generated drafts with their kind, Required and settings, skipping blanks and
 * duplicates; the recruiter edits or removes them before saving.
 */
export function appendDrafts(list: DraftQuestion[], drafts: GeneratedQuestion[]): DraftQuestion[] {
  let next = list;
  for (const draft of drafts) {
    const text = draft.text.trim();
    if (questionTextError(next, text) !== null) continue;
    next = [
      ...next,
      {
        key: newQuestionKey(),
        text,
        chatText: text,
        order: next.length,
        kind: draft.kind,
        required: draft.required,
        settings: kindSettingsDraftFrom(draft),
      },
    ];
  }
  return next;
}

/** A question as the server lists it; the kind and Required may be missing from older callers' copies. */
export type ServerQuestion = Pick<Question, 'id' | 'text' | 'generatedText'> &
  Partial<Pick<Question, 'required'>> &
  (QuestionKindPart | { kind?: undefined });

export function questionsFromServer(list: ServerQuestion[]): DraftQuestion[] {
  return list.map((q, order) => ({
    key: `id-${q.id}`,
    id: q.id,
    text: q.text || q.generatedText || '',
    chatText: q.generatedText,
    order,
    ...(q.required === undefined ? {} : { required: q.required }),
    ...(q.kind === undefined ? {} : { kind: q.kind, settings: kindSettingsDraftFrom(q) }),
  }));
}

/**
 * The questions of the Save call, in order, without ids for new ones; each with its kind and
 * that kind's settings once it has one.
 */
export function questionsForSave(list: DraftQuestion[]): SaveJobQuestion[] {
  return list.map((q) => {
    const fields = {
      ...(q.id && q.id > 0 ? { id: q.id } : {}),
      text: q.text.trim(),
      generatedText: q.chatText ?? null,
      ...(q.required === undefined ? {} : { required: q.required }),
    };
    return q.kind === undefined ? fields : { ...fields, ...kindPartForSave(q.kind, settingsOf(q)) };
  });
}

/** The first question whose settings may not be saved, as "Question n: problem"; null when all may. */
export function questionsSettingsError(list: DraftQuestion[]): string | null {
  for (const [i, q] of list.entries()) {
    const error = kindSettingsError(kindOf(q), settingsOf(q));
    if (error) return `Question ${i + 1}: ${error}`;
  }
  return null;
}
