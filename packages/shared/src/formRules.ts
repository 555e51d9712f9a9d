import { FORM_MSG } from './formMessages';
import { CANDIDATE_MSG as MSG } from './candidateMessages';

/*
 * Application forms (issue 29, /custom-form): the field kinds, and the one check of a candidate's
 * value against its field that the candidate app runs as they type and the server runs on every
 * save and on submit. Free of zod, so the candidate app can load it (a subpath of the package).
 */

export const FORM_FIELD_KINDS = [
  'short_text',
  'long_text',
  'email',
  'phone',
  'url',
  'place',
  'consent',
  'single_choice',
  'multiple_choice',
  'yes_no',
  'number',
  'date',
  'file',
] as const;
export type FormFieldKind = (typeof FORM_FIELD_KINDS)[number];

/** Kinds whose value names or reaches the person: an anonymised share never shows them, whatever the field says. */
export const IDENTIFYING_FIELD_KINDS: readonly FormFieldKind[] = ['email', 'phone', 'url', 'file'];
/** The kinds answered as typed text. */
export const TEXT_FIELD_KINDS = ['short_text', 'long_text', 'email', 'phone', 'url'] as const;
export type TextFieldKind = (typeof TEXT_FIELD_KINDS)[number];

export const FORM_LIMITS = {
  fieldsMax: 50,
  nameMax: 100,
  descriptionMax: 1000,
  labelMax: 200,
  helpMax: 500,
  optionsMin: 2,
  optionsMax: 20,
  /** Characters of each text kind's value. */
  textMax: { short_text: 200, long_text: 10_000, email: 254, phone: 30, url: 2048 } satisfies Record<TextFieldKind, number>,
  wordLimitMax: 2000,
} as const;

export interface FormFieldOption {
  id: string;
  label: string;
}

interface FieldBase {
  /** Stable short id: what answers refer to, so a label can change without losing them. */
  id: string;
  label: string;
  /** A line under the label (optional). */
  help?: string;
  required: boolean;
  /** Hidden from anonymised shares (always so for the identifying kinds). */
  identifying: boolean;
}

export type FormField = FieldBase &
  (
    | { kind: 'short_text' | 'email' | 'phone' | 'url' | 'place' | 'consent' | 'yes_no' | 'date' | 'file' }
    | { kind: 'long_text'; wordLimit?: number }
    | { kind: 'single_choice' | 'multiple_choice'; options: FormFieldOption[] }
    | { kind: 'number'; min?: number; max?: number }
  );

/** What a candidate sends for a field (files are uploaded instead). */
export type FormValueInput =
  | { kind: TextFieldKind; text: string }
  | { kind: 'place'; placeId: number }
  | { kind: 'consent'; agreed: boolean }
  | { kind: 'single_choice' | 'multiple_choice'; choiceIds: string[] }
  | { kind: 'yes_no'; yes: boolean }
  | { kind: 'number'; number: number }
  | { kind: 'date'; date: string };

/** A saved value as it is read back: a place with its name, a file with its name and size. */
export type FormValue =
  | Exclude<FormValueInput, { kind: 'place' }>
  | { kind: 'place'; placeId: number; label: string }
  | { kind: 'file'; file: { name: string; sizeBytes: number; contentType: string } };

/** Whether a field is hidden from an anonymised share. */
export const isIdentifying = (field: Pick<FormField, 'kind' | 'identifying'>) => field.identifying || IDENTIFYING_FIELD_KINDS.includes(field.kind);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Digits with the usual separators and an optional leading +: 6 to 15 digits (E.164's most). */
const PHONE = /^\+?[0-9()\s.-]+$/;
const wordsOf = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

/** A real calendar date, YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

export type FormCheck = { ok: true; value: FormValueInput | null } | { ok: false; message: string };

const fail = (message: string): FormCheck => ({ ok: false, message });

/**
 * Checks a candidate's value against its field. An empty value (blank text, no choice, an unticked
 * consent) is `{ ok: true, value: null }`: the field is cleared; whether a required field may be
 * empty is the submit's question (`missingFields`), so a candidate can save as they go.
 */
export function checkFormValue(field: FormField, input: FormValueInput): FormCheck {
  if (field.kind === 'file') return fail(FORM_MSG.formValueKindMismatch('file'));
  if (input.kind !== field.kind) return fail(FORM_MSG.formValueKindMismatch(field.kind));
  switch (input.kind) {
    case 'short_text':
    case 'long_text':
    case 'email':
    case 'phone':
    case 'url': {
      const text = input.kind === 'long_text' ? input.text.trim() : input.text.replace(/\s+/g, ' ').trim();
      if (!text) return { ok: true, value: null };
      if (text.length > FORM_LIMITS.textMax[input.kind]) return fail(FORM_MSG.formTextTooLong(FORM_LIMITS.textMax[input.kind]));
      if (input.kind === 'email' && !EMAIL.test(text)) return fail(FORM_MSG.formEmailInvalid);
      if (input.kind === 'phone') {
        const digits = text.replace(/\D/g, '').length;
        if (!PHONE.test(text) || digits < 6 || digits > 15) return fail(FORM_MSG.formPhoneInvalid);
      }
      if (input.kind === 'url' && !isWebAddress(text)) return fail(FORM_MSG.formUrlInvalid);
      if (field.kind === 'long_text' && field.wordLimit && wordsOf(text) > field.wordLimit) return fail(MSG.answerTextTooLong(field.wordLimit));
      return { ok: true, value: { kind: input.kind, text } };
    }
    case 'place':
      return { ok: true, value: input };
    case 'consent':
      return { ok: true, value: input.agreed ? input : null };
    case 'single_choice':
    case 'multiple_choice': {
      if (field.kind !== 'single_choice' && field.kind !== 'multiple_choice') return fail(FORM_MSG.formValueKindMismatch(field.kind));
      const ids = [...new Set(input.choiceIds)];
      if (!ids.length) return { ok: true, value: null };
      if (ids.some((id) => !field.options.some((o) => o.id === id))) return fail(MSG.answerChoiceUnknown);
      if (input.kind === 'single_choice' && ids.length > 1) return fail(MSG.answerChoiceOne);
      return { ok: true, value: { kind: input.kind, choiceIds: field.options.filter((o) => ids.includes(o.id)).map((o) => o.id) } };
    }
    case 'yes_no':
      return { ok: true, value: input };
    case 'number': {
      if (!Number.isFinite(input.number)) return fail(FORM_MSG.formNumberInvalid);
      if (field.kind === 'number' && field.min !== undefined && input.number < field.min) return fail(MSG.answerNumberBelow(field.min));
      if (field.kind === 'number' && field.max !== undefined && input.number > field.max) return fail(MSG.answerNumberAbove(field.max));
      return { ok: true, value: input };
    }
    case 'date':
      return isCalendarDate(input.date) ? { ok: true, value: input } : fail(MSG.answerDateInvalid);
  }
}

/** An http(s) address with a host that has a dot (or is localhost). */
export function isWebAddress(text: string): boolean {
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    const url = new URL(text);
    return url.hostname.includes('.') || url.hostname === 'localhost';
  } catch {
    return false;
  }
}

/** The required fields without a value: what keeps a form from being submitted. */
export function missingFields(fields: readonly FormField[], values: Readonly<Record<string, unknown>>): FormField[] {
  return fields.filter((f) => f.required && values[f.id] == null);
}

/** The message a missing field shows. */
export const missingMessage = (field: Pick<FormField, 'kind'>) => (field.kind === 'consent' ? FORM_MSG.formConsentRequired : FORM_MSG.formFieldRequired);

/**
 * A value as words, for people (the review, exports, the candidate's data copy), read as
 * answerText reads a question's answer: a choice's labels joined by "; ", Yes or No, a file's name
 * and size.
 */
export function formValueText(field: Pick<FormField, 'kind'> & { options?: readonly FormFieldOption[] }, value: FormValue): string {
  switch (value.kind) {
    case 'short_text':
    case 'long_text':
    case 'email':
    case 'phone':
    case 'url':
      return value.text;
    case 'place':
      return value.label;
    case 'consent':
      return value.agreed ? 'Agreed' : 'Not agreed';
    case 'single_choice':
    case 'multiple_choice':
      return value.choiceIds.map((id) => field.options?.find((o) => o.id === id)?.label ?? id).join('; ');
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

/** A file's size as people read it: '820 bytes', '14 KB', '1.2 MB' (one decimal below 10, none above). */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const units = ['KB', 'MB', 'GB'];
  let size = bytes / 1024;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${size < 10 ? Number(size.toFixed(1)) : Math.round(size)} ${units[unit]}`;
}
