import { questionKindPartSchema, type QuestionKind } from '@candid/shared';
import { z } from 'zod';
import { toWire, wireNames } from '../../api/entities';
import { kindPartFromWire, type QuestionKindPart } from '../../api/questions';
import type { NewTemplateQuestion, TemplateQuestion, TemplateQuestionChange } from '../../api/templates';
import { emptyKindSettings, kindPartForSave, kindSettingsDraftFrom, type KindSettingsDraft } from '../campaigns/questionKinds';

/*
 * A template question's answer (issue 29): its kind, Required and the kind's settings, edited
 * with the job screen's QuestionKindFields and carried into a job with the question.
 */

/** How a template question is answered, as the editor holds it. */
export interface TemplateAnswerDraft {
  kind: QuestionKind;
  required: boolean;
  settings: KindSettingsDraft;
}

/** A new template question: required video, as the contract makes one sent with its text only. */
export const newAnswerDraft = (): TemplateAnswerDraft => ({ kind: 'video', required: true, settings: emptyKindSettings() });

/** A template question's kind with its settings, as a job question's (the same union, under the same names). */
const templateKindPart = (q: Pick<TemplateQuestion, 'kind' | 'settings'>): QuestionKindPart =>
  ({ kind: q.kind, settings: q.settings }) as QuestionKindPart;

export const answerDraftOf = (q: TemplateQuestion): TemplateAnswerDraft => ({
  kind: q.kind,
  required: q.required,
  settings: kindSettingsDraftFrom(templateKindPart(q)),
});

/** The kind and its settings as a template question saves them (the same union as a job question's). */
function kindFields(answer: TemplateAnswerDraft) {
  const part = kindPartForSave(answer.kind, answer.settings);
  return { kind: part.kind, settings: part.settings ?? {} };
}

/** POST /QuestionTemplate's body; a required video question is sent with its text only, as before the kinds. */
export function newTemplateQuestionBody(templateId: number, text: string, answer: TemplateAnswerDraft): NewTemplateQuestion {
  const base = { templateId, text };
  if (answer.kind === 'video' && answer.required) return base;
  // The kind and settings come from kindPartForSave, one member of the union each.
  return { ...base, required: answer.required, ...kindFields(answer) } as NewTemplateQuestion;
}

/** What an edit changed, for PUT /QuestionTemplate; null when nothing did. */
export function templateQuestionChange(
  q: TemplateQuestion,
  text: string,
  answer: TemplateAnswerDraft,
): Omit<TemplateQuestionChange, 'id'> | null {
  const change: Omit<TemplateQuestionChange, 'id'> = {};
  if (q.text.trim() !== text.trim()) change.text = text;
  if (q.required !== answer.required) change.required = answer.required;
  // Compared as the editor would send them, so an untouched question is not sent.
  const before = kindFields(answerDraftOf(q));
  const after = kindFields(answer);
  if (JSON.stringify(before) !== JSON.stringify(after)) Object.assign(change, after);
  return Object.keys(change).length > 0 ? change : null;
}

/** A template question as it joins a job: its text, Required, and its kind with the kind's settings. */
export interface TemplateQuestionUse {
  text: string;
  required: boolean;
  kindPart: QuestionKindPart;
}

export const templateQuestionUse = (q: TemplateQuestion): TemplateQuestionUse => ({
  text: q.text,
  required: q.required,
  kindPart: templateKindPart(q),
});

/** A dragged template question: the same checks as the API's, so a stray drop cannot carry bad settings. */
const draggedQuestionSchema = z.intersection(z.object({ text: z.string(), required: z.boolean() }), questionKindPartSchema);

/**
 * The drag data of a template question (see startQuestionDrag): the kind part under the API's
 * names, as before, so the API's own schema checks it where it is dropped.
 */
export const questionDragData = (use: TemplateQuestionUse): string =>
  JSON.stringify({ text: use.text, required: use.required, ...toWire(wireNames.questions, use.kindPart) });

/**
 * A dropped template question. Data that is not one is a required video question: of its text
 * when it has one (a kind or settings that do not fit are dropped), else of the data (a plain text).
 */
export function readQuestionDrag(data: string): TemplateQuestionUse {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    parsed = undefined;
  }
  const dragged = draggedQuestionSchema.safeParse(parsed);
  if (dragged.success) {
    const { text, required, ...kindPart } = dragged.data;
    return { text, required, kindPart: kindPartFromWire(kindPart) };
  }
  const withText = z.object({ text: z.string() }).safeParse(parsed);
  return { text: withText.success ? withText.data.text : data, required: true, kindPart: { kind: 'video', settings: {} } };
}
