import {
  MSG,
  RECORDED_KINDS,
  type AnswerInput,
  type AnswerValue,
  type CandidateQuestionSettings,
  type QuestionKind,
  type QuestionSettings,
  type QuestionSettingsOf,
  settingsForKind,
} from '@candid/shared';
import { countWords } from '@candid/shared/locales';
import { badRequest } from '../../http/errors';

/*
 * The rules of the question kinds (issue 29), without the database: which kinds are recorded,
 * which questions screen, whether an answer fits its question and qualifies, what a candidate
 * may see of the settings, and the order a candidate is asked in.
 */

export interface KindedQuestion {
  id: number;
  kind: QuestionKind;
  settings: QuestionSettings;
  required: boolean;
  order: number;
}

const settingsOf = <K extends QuestionKind>(q: KindedQuestion, _kind: K) => q.settings as QuestionSettingsOf<K>;

/** Answered by a recording (video or audio, the tus uploads); every other kind by an answer row. */
export const isRecorded = (kind: QuestionKind) => RECORDED_KINDS.includes(kind);

/** A question with a screening rule: some of its answers qualify and some do not. */
export function isScreening(q: KindedQuestion): boolean {
  switch (q.kind) {
    case 'yes_no':
      return settingsOf(q, 'yes_no').qualifyingAnswer !== undefined;
    case 'single_choice':
    case 'multiple_choice':
      return settingsOf(q, 'single_choice').options.some((o) => o.qualifies !== undefined);
    case 'number': {
      const s = settingsOf(q, 'number');
      return s.qualifyingMin !== undefined || s.qualifyingMax !== undefined;
    }
    default:
      return false;
  }
}

/**
 * The order a candidate is asked in: the screening questions first (so they come before any
 * recording), then the others, each group in the job's order. Reviewers read the job's order.
 */
export function interviewOrder<Q extends KindedQuestion>(questions: Q[]): Q[] {
  return [...questions.filter(isScreening), ...questions.filter((q) => !isScreening(q))];
}

/** The settings a candidate sees: never which answers qualify. */
export function candidateSettings(q: KindedQuestion): CandidateQuestionSettings {
  switch (q.kind) {
    case 'text': {
      const s = settingsOf(q, 'text');
      return { wordLimit: s.wordLimit, timeLimitSeconds: s.timeLimitSeconds };
    }
    case 'single_choice':
    case 'multiple_choice':
      return { options: settingsOf(q, 'single_choice').options.map(({ id, label }) => ({ id, label })) };
    case 'number': {
      const s = settingsOf(q, 'number');
      return { min: s.min, max: s.max };
    }
    default:
      return {};
  }
}

const invalid = (field: string, message: string) => badRequest(message, { [field]: [message] });

/**
 * Settings checked against their kind (the kind's schema in the shared contract), or 400 with
 * MSG.questionSettingsInvalid and each problem under `${field}.<path>` in details. For a PUT that
 * changes the kind or the settings alone, and for any row that carries a kind (job and template
 * questions).
 */
export function checkKindSettings(kind: QuestionKind, settings: unknown, field: string): QuestionSettings {
  const parsed = settingsForKind(kind, settings);
  if (parsed.success) return parsed.data;
  const details: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (details[[field, ...issue.path].join('.')] ??= []).push(issue.message);
  throw badRequest(MSG.questionSettingsInvalid, details);
}

/**
 * Whether an answer qualifies under the question's rule (null: the question has no rule).
 * Choices: a chosen option marked `qualifies: false` disqualifies; when some option is marked
 * `qualifies: true`, at least one such option must be chosen. Unmarked options are neutral.
 */
export function qualifies(q: KindedQuestion, value: AnswerValue): boolean | null {
  if (!isScreening(q)) return null;
  if (value.kind === 'yes_no') return value.yes === settingsOf(q, 'yes_no').qualifyingAnswer;
  if (value.kind === 'number') {
    const s = settingsOf(q, 'number');
    return (s.qualifyingMin === undefined || value.number >= s.qualifyingMin) && (s.qualifyingMax === undefined || value.number <= s.qualifyingMax);
  }
  if (value.kind === 'single_choice' || value.kind === 'multiple_choice') {
    const options = settingsOf(q, 'single_choice').options;
    const chosen = options.filter((o) => value.choiceIds.includes(o.id));
    if (chosen.some((o) => o.qualifies === false)) return false;
    return !options.some((o) => o.qualifies === true) || chosen.some((o) => o.qualifies === true);
  }
  return null;
}

/**
 * The answer as saved when it fits the question, else 400 with the field in details: another
 * kind, unknown or too many choices, a number out of range, text over the word limit. (Impossible
 * dates are refused by the body's schema.)
 */
export function checkAnswer(q: KindedQuestion, input: AnswerInput): AnswerValue {
  const kind = q.kind;
  if (isRecorded(kind)) throw invalid('kind', MSG.answerRecorded);
  if (input.kind !== kind) throw invalid('kind', MSG.answerKindMismatch(kind));
  switch (input.kind) {
    case 'text': {
      const text = input.text.trim();
      if (!text) throw invalid('text', MSG.answerTextEmpty);
      const limit = settingsOf(q, 'text').wordLimit;
      if (limit !== undefined && countWords(text) > limit) throw invalid('text', MSG.answerTextTooLong(limit));
      return { kind: 'text', text };
    }
    case 'single_choice':
    case 'multiple_choice': {
      const ids = [...new Set(input.choiceIds)];
      const known = new Set(settingsOf(q, 'single_choice').options.map((o) => o.id));
      if (ids.some((id) => !known.has(id))) throw invalid('choiceIds', MSG.answerChoiceUnknown);
      if (input.kind === 'single_choice' && ids.length !== 1) throw invalid('choiceIds', MSG.answerChoiceOne);
      if (ids.length === 0) throw invalid('choiceIds', MSG.answerChoiceAtLeastOne);
      return { kind: input.kind, choiceIds: ids };
    }
    case 'number': {
      const { min, max } = settingsOf(q, 'number');
      if (min !== undefined && input.number < min) throw invalid('number', MSG.answerNumberBelow(min));
      if (max !== undefined && input.number > max) throw invalid('number', MSG.answerNumberAbove(max));
      return { kind: 'number', number: input.number };
    }
    case 'yes_no':
      return { kind: 'yes_no', yes: input.yes };
    case 'date':
      return { kind: 'date', date: input.date };
  }
}
