import { z } from 'zod';
import { FORM_FIELD_KINDS, FORM_LIMITS, type FormField, type FormValue, type FormValueInput } from '../formRules';
import { MSG } from '../messages';
import { SHORT_ID_PATTERN, answerNumberSchema as numberValue, calendarDateSchema } from './question';
import { idSchema, int4 as int } from './columns';

/*
 * Application forms (issue 29, /custom-form): a company's reusable forms that candidates fill in
 * after consent and before the questions. The field kinds and the check of a value live in
 * formRules.ts (zod-free, shared with the candidate app); these are the wire's shapes.
 */

const fieldIdSchema = z.string().regex(SHORT_ID_PATTERN, MSG.formFieldIdInvalid);
const optionSchema = z.strictObject({
  id: fieldIdSchema,
  label: z.string().trim().min(1, MSG.choiceLabelRequired).max(FORM_LIMITS.labelMax),
});
const optionsSchema = z
  .array(optionSchema)
  .min(FORM_LIMITS.optionsMin, MSG.choiceOptionsCount)
  .max(FORM_LIMITS.optionsMax, MSG.choiceOptionsCount)
  .refine((options) => new Set(options.map((o) => o.id)).size === options.length, MSG.choiceIdsUnique);

const base = {
  id: fieldIdSchema,
  label: z.string().trim().min(1, MSG.formFieldLabelRequired).max(FORM_LIMITS.labelMax),
  help: z.string().trim().max(FORM_LIMITS.helpMax).optional(),
  required: z.boolean().default(false),
  identifying: z.boolean().default(false),
};
const plain = <K extends string>(kind: K) => z.strictObject({ ...base, kind: z.literal(kind) });

/** One field of a form, by kind (oneOf with a discriminator on `kind` in the OpenAPI document). */
export const formFieldSchema = z
  .discriminatedUnion(
    'kind',
    [
      plain('short_text'),
      z.strictObject({ ...base, kind: z.literal('long_text'), wordLimit: z.number().int().min(1).max(FORM_LIMITS.wordLimitMax).optional() }),
      plain('email'),
      plain('phone'),
      plain('url'),
      plain('place'),
      plain('consent'),
      z.strictObject({ ...base, kind: z.literal('single_choice'), options: optionsSchema }),
      z.strictObject({ ...base, kind: z.literal('multiple_choice'), options: optionsSchema }),
      plain('yes_no'),
      z
        .strictObject({ ...base, kind: z.literal('number'), min: numberValue.optional(), max: numberValue.optional() })
        .refine((f) => f.min === undefined || f.max === undefined || f.min <= f.max, { path: ['max'], message: MSG.numberRangeReversed }),
      plain('date'),
      plain('file'),
    ],
    { error: MSG.formFieldKindInvalid },
  )
  .meta({ discriminator: { propertyName: 'kind' } });
// The wire's shape and formRules' type must stay one: this fails to compile when they drift.
export type FormFieldWire = z.output<typeof formFieldSchema>;
const sameField: [FormFieldWire] extends [FormField] ? ([FormField] extends [FormFieldWire] ? true : false) : false = true;
void sameField;

const fieldsSchema = z
  .array(formFieldSchema)
  .min(1, MSG.formFieldsCount)
  .max(FORM_LIMITS.fieldsMax, MSG.formFieldsCount)
  .refine((fields) => new Set(fields.map((f) => f.id)).size === fields.length, MSG.formFieldIdsUnique);

/** A form as the server answers it. */
export const applicationFormSchema = z.object({
  pk_Form_ID: int,
  Form_Name: z.string(),
  Form_Description: z.string().nullable(),
  Form_Fields: z.array(formFieldSchema),
  /** The form new jobs start with (at most one per company). */
  Form_IsDefault: z.boolean(),
  /** Jobs that use it. */
  Form_JobCount: z.number().int(),
  Form_DateOfCreation: z.string(),
  Form_DateOfLastUpdate: z.string(),
});
export type ApplicationForm = z.infer<typeof applicationFormSchema>;

/** POST /Form and PUT /Form/{id}: the whole form (a PUT replaces its fields). */
export const applicationFormInputSchema = z.object({
  Form_Name: z.string().trim().min(1, MSG.formNameRequired).max(FORM_LIMITS.nameMax),
  Form_Description: z.string().trim().max(FORM_LIMITS.descriptionMax).nullable().optional(),
  Form_Fields: fieldsSchema,
  Form_IsDefault: z.boolean().optional(),
});
export type ApplicationFormInput = z.infer<typeof applicationFormInputSchema>;

/** GET and PUT /Campaign/{id}/Form: the job's form (null: none). */
export const jobFormSchema = z.object({ formId: int.nullable(), form: applicationFormSchema.nullable() });
export const jobFormInputSchema = z.object({ formId: idSchema.nullable() });

/** What a candidate sends for a field (PUT .../form/{fieldId}); files use the /file upload. */
export const formValueInputSchema = z
  .discriminatedUnion(
    'kind',
    [
      z.object({ kind: z.enum(['short_text', 'long_text', 'email', 'phone', 'url']), text: z.string().max(20_000) }),
      z.object({ kind: z.literal('place'), placeId: idSchema }),
      z.object({ kind: z.literal('consent'), agreed: z.boolean() }),
      z.object({ kind: z.enum(['single_choice', 'multiple_choice']), choiceIds: z.array(fieldIdSchema).max(FORM_LIMITS.optionsMax) }),
      z.object({ kind: z.literal('yes_no'), yes: z.boolean() }),
      z.object({ kind: z.literal('number'), number: numberValue }),
      z.object({ kind: z.literal('date'), date: calendarDateSchema }),
    ],
    { error: MSG.formValueKindInvalid },
  )
  .meta({ discriminator: { propertyName: 'kind' } }) satisfies z.ZodType<FormValueInput>;

const fileValue = z.object({ name: z.string(), sizeBytes: z.number().int(), contentType: z.string() });

/** A saved value as read back. */
export const formValueSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.enum(['short_text', 'long_text', 'email', 'phone', 'url']), text: z.string() }),
    z.object({ kind: z.literal('place'), placeId: z.number().int(), label: z.string() }),
    z.object({ kind: z.literal('consent'), agreed: z.boolean() }),
    z.object({ kind: z.enum(['single_choice', 'multiple_choice']), choiceIds: z.array(z.string()) }),
    z.object({ kind: z.literal('yes_no'), yes: z.boolean() }),
    z.object({ kind: z.literal('number'), number: z.number() }),
    z.object({ kind: z.literal('date'), date: z.string() }),
    z.object({ kind: z.literal('file'), file: fileValue }),
  ])
  .meta({ discriminator: { propertyName: 'kind' } }) satisfies z.ZodType<FormValue>;

/** The candidate's side: the job's form and what they have filled in. */
export const candidateFormSchema = z.object({
  name: z.string(),
  description: z.string().nullable(),
  fields: z.array(formFieldSchema),
  /** Saved values by field id. */
  values: z.record(z.string(), formValueSchema),
  submittedAt: z.string().nullable(),
  /** The ISO codes of the countries a place field can search (empty without a place field). */
  placeCountries: z.array(z.string()),
});
export type CandidateForm = z.infer<typeof candidateFormSchema>;

/** One filled-in field as reviewers read it: the field as it was when answered. */
export const formAnswerSchema = z.object({
  fieldId: z.string(),
  label: z.string(),
  kind: z.enum(FORM_FIELD_KINDS),
  /** The option labels of a choice, so the value reads without the form. */
  options: z.array(z.object({ id: z.string(), label: z.string() })).optional(),
  identifying: z.boolean(),
  value: formValueSchema,
  /** Same-origin download of a file value (reviewers only). */
  fileUrl: z.string().nullable(),
  updatedAt: z.string(),
});
export type FormAnswer = z.infer<typeof formAnswerSchema>;

/** PUT .../form/{fieldId} and POST .../form/{fieldId}/file: the saved value (null: cleared). */
export const formSavedSchema = z.object({ fieldId: z.string(), value: formValueSchema.nullable() });
