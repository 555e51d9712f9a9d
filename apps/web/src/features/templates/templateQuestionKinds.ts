import { questionKindPartSchema, templateKindPart, type QuestionKind, type QuestionKindPart } from '@candid/shared';
import { z } from 'zod';
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

export const answerDraftOf = (q: TemplateQuestion): TemplateAnswerDraft => ({
  kind: q.QuestionTemplate_Kind,
  required: q.QuestionTemplate_Required,
  settings: kindSettingsDraftFrom(templateKindPart(q)),
});

/** The kind and its settings under the template's field names (the same union as a job question's). */
function kindFields(answer: TemplateAnswerDraft) {
  const part = kindPartForSave(answer.kind, answer.settings);
  return { QuestionTemplate_Kind: part.Question_Kind, QuestionTemplate_Settings: part.Question_Settings ?? {} };
}

/** POST /QuestionTemplate's body; a required video question is sent with its text only, as before the kinds. */
export function newTemplateQuestionBody(templateId: number, text: string, answer: TemplateAnswerDraft): NewTemplateQuestion {
  const base = { fk_Template_ID: templateId, QuestionTemplate_Text: text };
  if (answer.kind === 'video' && answer.required) return base;
  // The kind and settings come from kindPartForSave, one member of the union each: only the field names differ.
  return { ...base, QuestionTemplate_Required: answer.required, ...kindFields(answer) } as NewTemplateQuestion;
}

/** What an edit changed, for PUT /QuestionTemplate; null when nothing did. */
export function templateQuestionChange(
  q: TemplateQuestion,
  text: string,
  answer: TemplateAnswerDraft,
): Omit<TemplateQuestionChange, 'pk_QuestionTemplate_ID'> | null {
  const change: Omit<TemplateQuestionChange, 'pk_QuestionTemplate_ID'> = {};
  if (q.QuestionTemplate_Text.trim() !== text.trim()) change.QuestionTemplate_Text = text;
  if (q.QuestionTemplate_Required !== answer.required) change.QuestionTemplate_Required = answer.required;
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
  text: q.QuestionTemplate_Text,
  required: q.QuestionTemplate_Required,
  kindPart: templateKindPart(q),
});

/** A dragged template question: the same checks as the API's, so a stray drop cannot carry bad settings. */
const draggedQuestionSchema = z.intersection(z.object({ text: z.string(), required: z.boolean() }), questionKindPartSchema);

/** The drag data of a template question (see startQuestionDrag). */
export const questionDragData = (use: TemplateQuestionUse): string =>
  JSON.stringify({ text: use.text, required: use.required, ...use.kindPart });

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
    return { text, required, kindPart: kindPart as QuestionKindPart };
  }
  const withText = z.object({ text: z.string() }).safeParse(parsed);
  return { text: withText.success ? withText.data.text : data, required: true, kindPart: { Question_Kind: 'video', Question_Settings: {} } };
}
