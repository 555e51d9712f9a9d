import { ANSWER_NUMBER_LIMIT, MSG, QUESTION_KINDS, SCREENING_KINDS, type QuestionKind } from '@candid/shared';
import type { QuestionKindPart, QuestionListItem } from '../../api/questions';

/*
 * A question's kind and its settings as the recruiter edits them (issue 29). The contract's
 * settings are per kind (packages/shared entities/question.ts); the draft keeps every
 * kind's fields at once, as typed, so switching a question from one kind to another and back
 * keeps what was written for the first.
 */

/** The Answer type menu, in QUESTION_KINDS order. */
export const KIND_LABELS: Record<QuestionKind, string> = {
  video: 'Video',
  audio: 'Audio',
  text: 'Written (text)',
  single_choice: 'One choice',
  multiple_choice: 'Several choices',
  yes_no: 'Yes / No',
  number: 'Number',
  date: 'Date',
  file: 'File upload',
};
export const KIND_OPTIONS = QUESTION_KINDS.map((kind) => ({ kind, label: KIND_LABELS[kind] }));

/** The ranges of the kinds' settings schemas (packages/shared entities/question.ts). */
export const KIND_LIMITS = {
  optionsMin: 2,
  optionsMax: 20,
  optionLabelMax: 200,
  wordLimitMax: 5000,
  timeLimitMinSeconds: 10,
  timeLimitMaxSeconds: 7200,
} as const;

export const isChoiceKind = (kind: QuestionKind) => kind === 'single_choice' || kind === 'multiple_choice';
export const isScreeningKind = (kind: QuestionKind) => SCREENING_KINDS.includes(kind);

export interface ChoiceOptionDraft {
  /** Stable: answers and screening rules refer to it, so a renamed option keeps it. */
  id: string;
  label: string;
  /** true: choosing it qualifies; false (set through the API): choosing it disqualifies; absent: no rule. */
  qualifies?: boolean;
}

export type QualifyingAnswer = 'any' | 'yes' | 'no';

/** Every kind's settings as typed (numbers as text until saved). */
export interface KindSettingsDraft {
  options: ChoiceOptionDraft[];
  qualifyingAnswer: QualifyingAnswer;
  min: string;
  max: string;
  qualifyingMin: string;
  qualifyingMax: string;
  wordLimit: string;
  timeLimitMinutes: string;
}

export const emptyKindSettings = (): KindSettingsDraft => ({
  options: [],
  qualifyingAnswer: 'any',
  min: '',
  max: '',
  qualifyingMin: '',
  qualifyingMax: '',
  wordLimit: '',
  timeLimitMinutes: '',
});

/**
 * A new option id (choiceIdSchema: 1 to 16 of A-Z a-z 0-9 _ -). Random rather than counted, so
 * an option removed and another added never share an id that saved answers point at.
 */
export function newChoiceId(taken: readonly { id: string }[]): string {
  for (;;) {
    const id = `o${Math.random().toString(36).slice(2, 10)}`;
    if (!taken.some((o) => o.id === id)) return id;
  }
}

/** The settings of a question turned into `kind`: a choice question starts with two empty options. */
export function settingsForKind(kind: QuestionKind, settings: KindSettingsDraft): KindSettingsDraft {
  if (!isChoiceKind(kind) || settings.options.length >= KIND_LIMITS.optionsMin) return settings;
  const options = settings.options.slice();
  while (options.length < KIND_LIMITS.optionsMin) options.push({ id: newChoiceId(options), label: '' });
  return { ...settings, options };
}

const numberText = (n: number | undefined) => (n === undefined ? '' : String(n));
/** Minutes to two decimals: whole seconds survive the trip back (an error of at most 0.3 s). */
const minutesText = (seconds: number | undefined) => (seconds === undefined ? '' : String(Math.round((seconds / 60) * 100) / 100));

/** The draft of a saved question's kind and settings. */
export function kindSettingsDraftFrom(part: QuestionKindPart): KindSettingsDraft {
  const draft = emptyKindSettings();
  switch (part.kind) {
    case 'single_choice':
    case 'multiple_choice':
      return { ...draft, options: part.settings.options.map((o) => ({ ...o })) };
    case 'yes_no': {
      const answer = part.settings.qualifyingAnswer;
      return { ...draft, qualifyingAnswer: answer === undefined ? 'any' : answer ? 'yes' : 'no' };
    }
    case 'number': {
      const s = part.settings;
      return { ...draft, min: numberText(s.min), max: numberText(s.max), qualifyingMin: numberText(s.qualifyingMin), qualifyingMax: numberText(s.qualifyingMax) };
    }
    case 'text':
      return { ...draft, wordLimit: numberText(part.settings.wordLimit), timeLimitMinutes: minutesText(part.settings.timeLimitSeconds) };
    default:
      return draft;
  }
}

/** A typed number: undefined when empty, NaN when not a number. */
function parseNumber(text: string): number | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  return /^-?(\d+\.?\d*|\.\d+)$/.test(t) ? Number(t) : Number.NaN;
}

const wholeNumber = (text: string) => {
  const n = parseNumber(text);
  return n === undefined || Number.isInteger(n) ? n : Number.NaN;
};
const timeLimitSeconds = (minutes: string) => {
  const n = parseNumber(minutes);
  return n === undefined || Number.isNaN(n) ? n : Math.round(n * 60);
};

/** Leaves out the fields without a value (the settings schemas are strict about what is there). */
function defined<T extends Record<string, number | undefined>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The kind part of a saved question of the SaveJob body. */
export type KindPartForSave = Omit<QuestionListItem, 'id' | 'text' | 'generatedText' | 'required'>;

/**
 * The kind with the settings of that kind only. Empty options are left out: an option
 * added and never named is not meant as an answer.
 */
export function kindPartForSave(kind: QuestionKind, s: KindSettingsDraft): KindPartForSave {
  switch (kind) {
    case 'single_choice':
    case 'multiple_choice': {
      const options = s.options
        .filter((o) => o.label.trim() !== '')
        .map((o) => ({ id: o.id, label: o.label.trim(), ...(o.qualifies === undefined ? {} : { qualifies: o.qualifies }) }));
      return { kind, settings: { options } };
    }
    case 'yes_no':
      return {
        kind,
        settings: s.qualifyingAnswer === 'any' ? {} : { qualifyingAnswer: s.qualifyingAnswer === 'yes' },
      };
    case 'number':
      return {
        kind,
        settings: defined({
          min: parseNumber(s.min),
          max: parseNumber(s.max),
          qualifyingMin: parseNumber(s.qualifyingMin),
          qualifyingMax: parseNumber(s.qualifyingMax),
        }),
      };
    case 'text':
      return {
        kind,
        settings: defined({ wordLimit: wholeNumber(s.wordLimit), timeLimitSeconds: timeLimitSeconds(s.timeLimitMinutes) }),
      };
    default:
      return { kind, settings: {} };
  }
}

/** Whether the question screens candidates (SCREENING_KINDS with a rule): the server asks it first. */
export function hasScreeningRule(kind: QuestionKind, s: KindSettingsDraft): boolean {
  if (!isScreeningKind(kind)) return false;
  if (isChoiceKind(kind)) return s.options.some((o) => o.qualifies !== undefined && o.label.trim() !== '');
  if (kind === 'yes_no') return s.qualifyingAnswer !== 'any';
  return s.qualifyingMin.trim() !== '' || s.qualifyingMax.trim() !== '';
}

export interface KindSettingsErrors {
  options?: string;
  min?: string;
  max?: string;
  qualifyingMin?: string;
  qualifyingMax?: string;
  wordLimit?: string;
  timeLimit?: string;
}

const NUMBER_LIMIT_TEXT = new Intl.NumberFormat('en-AU').format(ANSWER_NUMBER_LIMIT);
export const KIND_SETTINGS_MSG = {
  notANumber: 'Enter a number.',
  numberTooLarge: `Enter a number from -${NUMBER_LIMIT_TEXT} to ${NUMBER_LIMIT_TEXT}.`,
  wordLimitRange: `From 1 to ${new Intl.NumberFormat('en-AU').format(KIND_LIMITS.wordLimitMax)} words.`,
  timeLimitRange: 'From 10 seconds to 120 minutes.',
} as const;

function numberError(n: number | undefined): string | undefined {
  if (n === undefined) return undefined;
  if (Number.isNaN(n)) return KIND_SETTINGS_MSG.notANumber;
  return Math.abs(n) > ANSWER_NUMBER_LIMIT ? KIND_SETTINGS_MSG.numberTooLarge : undefined;
}

const reversed = (low: number | undefined, high: number | undefined) =>
  low !== undefined && high !== undefined && !Number.isNaN(low) && !Number.isNaN(high) && low > high;

/** Each settings field's problem for the question's kind (the other kinds' fields are not checked). */
export function kindSettingsErrors(kind: QuestionKind, s: KindSettingsDraft): KindSettingsErrors {
  const errors: KindSettingsErrors = {};
  if (isChoiceKind(kind)) {
    const named = s.options.filter((o) => o.label.trim() !== '');
    if (named.length < KIND_LIMITS.optionsMin || s.options.length > KIND_LIMITS.optionsMax) errors.options = MSG.choiceOptionsCount;
  } else if (kind === 'number') {
    const [min, max, qualifyingMin, qualifyingMax] = [s.min, s.max, s.qualifyingMin, s.qualifyingMax].map(parseNumber);
    const fields = { min, max, qualifyingMin, qualifyingMax };
    for (const [field, n] of Object.entries(fields) as [keyof typeof fields, number | undefined][]) {
      const error = numberError(n);
      if (error) errors[field] = error;
    }
    if (!errors.max && reversed(min, max)) errors.max = MSG.numberRangeReversed;
    if (!errors.qualifyingMax && reversed(qualifyingMin, qualifyingMax)) errors.qualifyingMax = MSG.numberRangeReversed;
  } else if (kind === 'text') {
    const words = wholeNumber(s.wordLimit);
    if (words !== undefined && !(words >= 1 && words <= KIND_LIMITS.wordLimitMax)) errors.wordLimit = KIND_SETTINGS_MSG.wordLimitRange;
    const seconds = timeLimitSeconds(s.timeLimitMinutes);
    if (seconds !== undefined && !(seconds >= KIND_LIMITS.timeLimitMinSeconds && seconds <= KIND_LIMITS.timeLimitMaxSeconds)) {
      errors.timeLimit = KIND_SETTINGS_MSG.timeLimitRange;
    }
  }
  return errors;
}

/** The first problem of a question's settings, or null. */
export function kindSettingsError(kind: QuestionKind, s: KindSettingsDraft): string | null {
  const e = kindSettingsErrors(kind, s);
  return e.options ?? e.min ?? e.max ?? e.qualifyingMin ?? e.qualifyingMax ?? e.wordLimit ?? e.timeLimit ?? null;
}
