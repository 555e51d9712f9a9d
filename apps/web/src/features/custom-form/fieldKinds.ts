import { IDENTIFYING_FIELD_KINDS, type FormField, type FormFieldKind } from '@candid/shared';

/** Each field kind as the builder names it, in the order the Add field menu offers them. */
export const FIELD_KIND_LABELS: Record<FormFieldKind, string> = {
  short_text: 'Short text',
  long_text: 'Long text',
  email: 'Email',
  phone: 'Phone',
  url: 'Web address',
  place: 'Place',
  single_choice: 'Single choice',
  multiple_choice: 'Multiple choice',
  yes_no: 'Yes or no',
  number: 'Number',
  date: 'Date',
  file: 'File upload',
  consent: 'Consent checkbox',
};

export const FIELD_KINDS = Object.keys(FIELD_KIND_LABELS) as FormFieldKind[];

/** A short random id for a new field or option (what answers refer to). */
export const newId = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 9)}`;

const DEFAULT_LABELS: Partial<Record<FormFieldKind, string>> = {
  email: 'Email address',
  phone: 'Mobile number',
  url: 'LinkedIn or portfolio',
  place: 'Where do you live?',
  consent: 'I agree to be contacted about other roles',
  file: 'Upload a document',
};

/** A new field of a kind, with a label to edit and the settings its kind needs. */
export function newField(kind: FormFieldKind): FormField {
  const base = { id: newId('f'), label: DEFAULT_LABELS[kind] ?? '', required: false, identifying: false };
  switch (kind) {
    case 'single_choice':
    case 'multiple_choice':
      return { ...base, kind, options: [{ id: newId('o'), label: 'Option 1' }, { id: newId('o'), label: 'Option 2' }] };
    default:
      return { ...base, kind };
  }
}

/**
 * The field with a new kind, keeping its label, help and flags; options are kept between the two
 * choice kinds and made for a choice kind that had none.
 */
export function withKind(field: FormField, kind: FormFieldKind): FormField {
  const { id, label, help, required, identifying } = field;
  const base = { id, label, required, identifying, ...(help ? { help } : {}) };
  if (kind === 'single_choice' || kind === 'multiple_choice') {
    const made = newField(kind);
    const options = 'options' in field ? field.options : 'options' in made ? made.options : [];
    return { ...base, kind, options } as FormField;
  }
  return { ...base, kind } as FormField;
}

/** Whether anonymised shares hide this field whatever the recruiter says (email, phone, web address, file). */
export const alwaysIdentifying = (kind: FormFieldKind) => IDENTIFYING_FIELD_KINDS.includes(kind);
