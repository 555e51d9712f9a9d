import type { DragEvent } from 'react';
import { questionDragData, type TemplateQuestionUse } from './templateQuestionKinds';

/**
 * The drag-and-drop types a template item carries (SPEC §2: templates are dragged into the
 * job's question list or description editor). A drop target reads its own type; text/plain
 * lets the item land in any ordinary text field too.
 */
export const TEMPLATE_DRAG_TYPES = {
  question: 'application/x-candid-question',
  description: 'application/x-candid-description',
} as const;

/**
 * Starts dragging a template question: its text, kind, Required and settings as JSON under the
 * question type (readQuestionDrag reads it back), its text as text/plain.
 */
export function startQuestionDrag(event: DragEvent, question: TemplateQuestionUse): void {
  event.dataTransfer.effectAllowed = 'copy';
  event.dataTransfer.setData(TEMPLATE_DRAG_TYPES.question, questionDragData(question));
  event.dataTransfer.setData('text/plain', question.text);
}

/** Starts dragging a job-description template: its (server-sanitized) HTML. */
export function startDescriptionDrag(event: DragEvent, html: string, plainText: string): void {
  event.dataTransfer.effectAllowed = 'copy';
  event.dataTransfer.setData(TEMPLATE_DRAG_TYPES.description, html);
  event.dataTransfer.setData('text/plain', plainText);
}

/** The text of sanitized HTML, for text/plain and accessible labels (never inserted as HTML). */
export function htmlToPlainText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const selector = 'h1,h2,p,li,blockquote';
  // Only innermost blocks, so a list item's paragraph is not counted twice.
  const blocks = Array.from(doc.body.querySelectorAll(selector)).filter((b) => !b.querySelector(selector));
  const text = blocks.length > 0 ? blocks.map((b) => b.textContent ?? '').join('\n') : doc.body.textContent ?? '';
  return text.replace(/\n{3,}/g, '\n\n').trim();
}
