import { fileSizeText } from '../formRules';
import type { AnswerValue, QuestionKind, QuestionSettings } from './question';

/*
 * An answer other than a recording (issue 29) as one line of text, for the places that show it
 * as words rather than as a form: exports, the data copy, the share view, webhooks. A choice is
 * its option's label (the id when the option has since been removed); a date stays YYYY-MM-DD,
 * which every spreadsheet reads.
 */

/** The part of a question an answer is read against, by its domain names (the wire's Question_Kind, Question_Settings). */
export interface AnswerTextQuestion {
  kind: QuestionKind;
  settings: QuestionSettings;
}

/** The labels of the chosen options, in the question's order, joined by "; ". */
function choiceLabels(question: AnswerTextQuestion, ids: readonly string[]): string {
  const options = 'options' in question.settings ? question.settings.options : [];
  const known = options.filter((o) => ids.includes(o.id)).map((o) => o.label);
  const gone = ids.filter((id) => !options.some((o) => o.id === id));
  return [...known, ...gone].join('; ');
}

/** The answer as text: what the candidate wrote, chose, said yes or no to, entered or uploaded. */
export function answerText(question: AnswerTextQuestion, value: AnswerValue): string {
  switch (value.kind) {
    case 'text':
      return value.text;
    case 'single_choice':
    case 'multiple_choice':
      return choiceLabels(question, value.choiceIds);
    case 'yes_no':
      return value.yes ? 'Yes' : 'No';
    case 'number':
      return String(value.number);
    case 'date':
      return value.date;
    case 'file':
      return `${value.file.name} (${fileSizeText(value.file.sizeBytes)})`;
  }
}
