import { z } from 'zod';
import { isCalendarDate } from '../formRules';
import { MSG } from '../messages';
import { INT4_MAX, idSchema as positiveId, int4 as int, smallint, withChange } from './columns';


/*
 * Question kinds (issue 29). Every question carries its kind in Question_Kind (default 'video',
 * so clients and rows from before the kinds keep working), whether an answer is required
 * (Question_Required, default true) and the kind's settings in Question_Settings. The kind and
 * its settings are a discriminated union on Question_Kind, so the OpenAPI document declares
 * each kind's shape (oneOf with a discriminator).
 */

/** Question_Kind: exactly these values. */
export const QUESTION_KINDS = ['video', 'audio', 'text', 'single_choice', 'multiple_choice', 'yes_no', 'number', 'date', 'file'] as const;
export const questionKindSchema = z.enum(QUESTION_KINDS, { error: MSG.questionKindInvalid });
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** Kinds answered by recording (retakes, think time and answer time apply). */
export const RECORDED_KINDS: readonly QuestionKind[] = ['video', 'audio'];
/** Kinds that can carry a screening rule (which answers qualify). */
export const SCREENING_KINDS: readonly QuestionKind[] = ['yes_no', 'single_choice', 'multiple_choice', 'number'];

/** A short stable id inside a row (a choice's option, a form's field): 1 to 16 letters, digits, - or _. */
export const SHORT_ID_PATTERN = /^[A-Za-z0-9_-]{1,16}$/;

/** A choice's stable short id: what answers and screening rules refer to. */
export const choiceIdSchema = z.string().regex(SHORT_ID_PATTERN, MSG.choiceIdInvalid);

/** One option of a single or multiple choice question. */
export const choiceOptionSchema = z.strictObject({
  id: choiceIdSchema,
  label: z.string().trim().min(1, MSG.choiceLabelRequired).max(200),
  /** Screening: choosing this option qualifies (true) or disqualifies (false); absent: no rule. */
  qualifies: z.boolean().optional(),
});
export type ChoiceOption = z.infer<typeof choiceOptionSchema>;

const choiceSettingsSchema = z
  .strictObject({ options: z.array(choiceOptionSchema).min(2, MSG.choiceOptionsCount).max(20, MSG.choiceOptionsCount) })
  .refine((s) => new Set(s.options.map((o) => o.id)).size === s.options.length, { path: ['options'], message: MSG.choiceIdsUnique });

/** Numbers of number questions and their answers: bounded like an integer column, so no value is unlimited on the wire. */
export const ANSWER_NUMBER_LIMIT = INT4_MAX;
/** A number of a number question or field, or of its answer. */
export const answerNumberSchema = z.number().min(-ANSWER_NUMBER_LIMIT).max(ANSWER_NUMBER_LIMIT);
const numberValue = answerNumberSchema;
const numberSettingsSchema = z
  .strictObject({
    min: numberValue.optional(),
    max: numberValue.optional(),
    /** Screening: an answer in [qualifyingMin, qualifyingMax] qualifies (either end open). */
    qualifyingMin: numberValue.optional(),
    qualifyingMax: numberValue.optional(),
  })
  .refine((s) => s.min === undefined || s.max === undefined || s.min <= s.max, { path: ['max'], message: MSG.numberRangeReversed })
  .refine((s) => s.qualifyingMin === undefined || s.qualifyingMax === undefined || s.qualifyingMin <= s.qualifyingMax, {
    path: ['qualifyingMax'],
    message: MSG.numberRangeReversed,
  });

/** Each kind's Question_Settings. */
export const questionSettingsSchemas = {
  video: z.strictObject({}),
  audio: z.strictObject({}),
  text: z.strictObject({
    /** At most this many words (optional). */
    wordLimit: z.number().int().min(1).max(5000).optional(),
    /** Time to write the answer, in seconds (optional). */
    timeLimitSeconds: z.number().int().min(10).max(7200).optional(),
  }),
  single_choice: choiceSettingsSchema,
  multiple_choice: choiceSettingsSchema,
  yes_no: z.strictObject({
    /** Screening: the answer that qualifies (true: yes); absent: no rule. */
    qualifyingAnswer: z.boolean().optional(),
  }),
  number: numberSettingsSchema,
  date: z.strictObject({}),
  file: z.strictObject({}),
} as const satisfies Record<QuestionKind, z.ZodType>;

export type QuestionSettingsOf<K extends QuestionKind> = z.output<(typeof questionSettingsSchemas)[K]>;
/** Any kind's settings (the database column's type). */
export type QuestionSettings = QuestionSettingsOf<QuestionKind>;

const S = questionSettingsSchemas;

/** A kind union member's shape under a row's own field names. */
type KindShape<KF extends string, SF extends string, K, V> = { [P in KF | SF]: P extends KF ? K : V };

/**
 * The kind schemas of a question-like row under its own field names: a job question's
 * Question_Kind and Question_Settings, a template question's QuestionTemplate_Kind and
 * QuestionTemplate_Settings. One rule set, so both validate alike and the OpenAPI document
 * declares each kind (oneOf with a discriminator) for both.
 */
export function questionKindSchemas<KF extends string, SF extends string>(kindField: KF, settingsField: SF) {
  const discriminator = { discriminator: { propertyName: kindField } } as const;
  const error = { error: MSG.questionKindInvalid };
  const member = <K extends z.ZodType, V extends z.ZodType>(kind: K, settings: V) =>
    z.object({ [kindField]: kind, [settingsField]: settings } as KindShape<KF, SF, K, V>);
  const members = {
    video: member(z.literal('video'), S.video),
    audio: member(z.literal('audio'), S.audio),
    text: member(z.literal('text'), S.text),
    singleChoice: member(z.literal('single_choice'), S.single_choice),
    multipleChoice: member(z.literal('multiple_choice'), S.multiple_choice),
    yesNo: member(z.literal('yes_no'), S.yes_no),
    number: member(z.literal('number'), S.number),
    date: member(z.literal('date'), S.date),
    file: member(z.literal('file'), S.file),
  };
  return {
    /** A row as the server answers it, one member per kind. */
    withKind<T extends z.ZodRawShape>(base: z.ZodObject<T>) {
      return z
        .discriminatedUnion(kindField, [
          base.extend(members.video.shape),
          base.extend(members.audio.shape),
          base.extend(members.text.shape),
          base.extend(members.singleChoice.shape),
          base.extend(members.multipleChoice.shape),
          base.extend(members.yesNo.shape),
          base.extend(members.number.shape),
          base.extend(members.date.shape),
          base.extend(members.file.shape),
        ])
        .meta(discriminator);
    },
    /**
     * The kind part of a new row a client sends: no kind is a video question, and the settings
     * may be left out (then {}) except on the choice kinds, which need options.
     */
    input: z
      .discriminatedUnion(
        kindField,
        [
          member(z.literal('video').default('video'), S.video.default({})),
          member(z.literal('audio'), S.audio.default({})),
          member(z.literal('text'), S.text.default({})),
          member(z.literal('single_choice'), S.single_choice),
          member(z.literal('multiple_choice'), S.multiple_choice),
          member(z.literal('yes_no'), S.yes_no.default({})),
          member(z.literal('number'), S.number.default({})),
          member(z.literal('date'), S.date.default({})),
          member(z.literal('file'), S.file.default({})),
        ],
        error,
      )
      .meta(discriminator),
    /**
     * The kind part of an item of a saved list: without the kind it keeps its kind and settings,
     * with the kind but without settings it gets {}; a new one without the kind is video.
     */
    keep: z
      .discriminatedUnion(
        kindField,
        [
          member(z.literal('video').optional(), S.video.optional()),
          member(z.literal('audio'), S.audio.optional()),
          member(z.literal('text'), S.text.optional()),
          member(z.literal('single_choice'), S.single_choice),
          member(z.literal('multiple_choice'), S.multiple_choice),
          member(z.literal('yes_no'), S.yes_no.optional()),
          member(z.literal('number'), S.number.optional()),
          member(z.literal('date'), S.date.optional()),
          member(z.literal('file'), S.file.optional()),
        ],
        error,
      )
      .meta(discriminator),
  };
}

const questionKinds = questionKindSchemas('Question_Kind', 'Question_Settings');

/**
 * A question-like object as the server answers it, one member per kind (oneOf with a
 * discriminator on Question_Kind in the OpenAPI document).
 */
export const withQuestionKind = questionKinds.withKind;

/** The kind part of a question as the server answers it. */
export const questionKindPartSchema = withQuestionKind(z.object({}));
export type QuestionKindPart = z.output<typeof questionKindPartSchema>;

/**
 * The kind part of a new question a client sends: no Question_Kind is a video question, and
 * Question_Settings may be left out (then {}) except on the choice kinds, which need options.
 */
export const questionKindInputSchema = questionKinds.input;
export type QuestionKindInput = z.input<typeof questionKindInputSchema>;

/**
 * The kind part of an item of a saved question list (PUT /Question/SaveQuestions, SaveJob): a
 * listed question without Question_Kind keeps its kind and settings, one with Question_Kind but
 * without Question_Settings gets {}; a new question without Question_Kind is a video question.
 */
export const questionKindKeepSchema = questionKinds.keep;

/** Checks settings against a kind (a PUT that changes only one of the two is checked against the row's other). */
export const settingsForKind = (kind: QuestionKind, settings: unknown) => questionSettingsSchemas[kind].safeParse(settings ?? {});

/** Campaign question as on the wire (SPEC §3). Listed by Question_Order ascending. */
export const questionBaseSchema = z.object({
  pk_Question_ID: int,
  fk_Enterprise_ID: int,
  sSession: z.string().nullable(),
  fk_User_ID: int,
  fk_Job_ID: int.nullable(),
  fk_Campaign_ID: int,
  /** The spec's {product}_Question_Text. */
  Question_Text: z.string(),
  /** Fallback display text (the AI's wording). */
  ChatGTP_Question_Text: z.string().nullable(),
  Question_AudioFileUrl: z.string().nullable(),
  Question_VideoFileUrl: z.string().nullable(),
  Question_RecruiterRating: int,
  Question_Order: int,
  Question_Deleted: smallint,
  Question_Status: smallint,
  Question_AccessLevel: int,
  /** False: the candidate may skip it (issue 29). */
  Question_Required: z.boolean(),
  Question_Record_GUID: z.string(),
  Question_DateOfCreation: z.string(),
  Question_DateOfLastUpdate: z.string(),
});
export const questionSchema = withQuestionKind(questionBaseSchema);
export type Question = z.infer<typeof questionSchema>;

const questionFields = {
  fk_Job_ID: z.number().int().nonnegative().max(INT4_MAX).nullable().optional(),
  Question_Text: z.string().trim().min(1, MSG.enterQuestion).max(2000),
  ChatGTP_Question_Text: z.string().trim().max(2000).nullable().optional(),
  Question_AudioFileUrl: z.string().trim().max(2048).nullable().optional(),
  Question_VideoFileUrl: z.string().trim().max(2048).nullable().optional(),
  Question_RecruiterRating: int.min(0).max(100).optional(),
  Question_Order: int.min(0).optional(),
  Question_Deleted: z.union([z.literal(0), z.literal(1)]).optional(),
  Question_Status: smallint.optional(),
  Question_AccessLevel: int.optional(),
  Question_Required: z.boolean().optional(),
};

/** POST /Question (also each item of the save-questions array): the fields and the kind with its settings. */
export const questionInputSchema = z.intersection(z.object({ fk_Campaign_ID: positiveId, ...questionFields }), questionKindInputSchema);
export type QuestionInput = z.infer<typeof questionInputSchema>;

/**
 * PUT /Question: a partial update. Question_Kind and Question_Settings may come alone or
 * together; the server checks the settings against the resulting kind (400 with details on
 * Question_Settings), and a change of kind without settings resets them to {} (only allowed
 * where the new kind's settings are all optional).
 */
export const questionUpdateSchema = withChange(
  z.object({
    pk_Question_ID: positiveId,
    ...questionFields,
    Question_Text: questionFields.Question_Text.optional(),
    Question_Kind: questionKindSchema.optional(),
    /** The settings of the question's (new) kind: see each kind's shape under Question. */
    Question_Settings: z.record(z.string(), z.unknown()).optional(),
  }),
  'pk_Question_ID',
);
export type QuestionUpdate = z.infer<typeof questionUpdateSchema>;

/*
 * Answers other than recordings (issue 29). A candidate saves one answer per question as they
 * go (PUT replaces it); the body names the kind, which must be the question's.
 */

/** A real calendar date, YYYY-MM-DD. */
export const calendarDateSchema = z.string().refine(isCalendarDate, MSG.answerDateInvalid);

/** PUT /api/interview/{c}/{e}/answers/{questionId}: the candidate's answer (files use the /file upload). */
export const answerInputSchema = z
  .discriminatedUnion(
    'kind',
    [
      z.object({ kind: z.literal('text'), text: z.string().max(50_000) }),
      z.object({ kind: z.literal('single_choice'), choiceIds: z.array(choiceIdSchema).max(20) }),
      z.object({ kind: z.literal('multiple_choice'), choiceIds: z.array(choiceIdSchema).max(20) }),
      z.object({ kind: z.literal('yes_no'), yes: z.boolean() }),
      z.object({ kind: z.literal('number'), number: numberValue }),
      z.object({ kind: z.literal('date'), date: calendarDateSchema }),
    ],
    { error: MSG.answerKindInvalid },
  )
  .meta({ discriminator: { propertyName: 'kind' } });
export type AnswerInput = z.infer<typeof answerInputSchema>;

/** An uploaded file answer as people read it back. */
export const answerFileSchema = z.object({
  name: z.string(),
  sizeBytes: z.number().int(),
  contentType: z.string(),
});

/** A saved answer's value (what the candidate gave), by kind. */
export const answerValueSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('text'), text: z.string() }),
    z.object({ kind: z.literal('single_choice'), choiceIds: z.array(z.string()) }),
    z.object({ kind: z.literal('multiple_choice'), choiceIds: z.array(z.string()) }),
    z.object({ kind: z.literal('yes_no'), yes: z.boolean() }),
    z.object({ kind: z.literal('number'), number: z.number() }),
    z.object({ kind: z.literal('date'), date: z.string() }),
    z.object({ kind: z.literal('file'), file: answerFileSchema }),
  ])
  .meta({ discriminator: { propertyName: 'kind' } });
export type AnswerValue = z.infer<typeof answerValueSchema>;
/** The stored form of an answer (the database column's type). */
export type StoredAnswerValue = AnswerValue;

/** POST /Question/GenerateQuestion (query): 1 to 10 questions for a job title. */
export const generateQuestionsSchema = z.object({
  QuestionNumber: z.coerce.number().int().min(1).max(10),
  JobTitle: z.string().trim().min(1, MSG.jobTitleRequired).max(200),
});
export type GenerateQuestionsInput = z.infer<typeof generateQuestionsSchema>;

/** Video-integration text: a text attached to a row of another table (e.g. dialog texts). */
export const videoIntegrationTextSchema = z.object({
  pk_VideoIntegrationText_ID: int,
  fk_Enterprise_ID: int,
  FkId: int,
  FkTable: z.string(),
  FieldName: z.string(),
  Text: z.string(),
  VideoIntegrationText_DateOfCreation: z.string(),
  VideoIntegrationText_DateOfLastUpdate: z.string(),
});
export type VideoIntegrationText = z.infer<typeof videoIntegrationTextSchema>;

/** The three interview dialog texts of a job (SPEC §4 save flow, §9 defaults). */
export const INTERVIEW_DIALOG_FIELDS = [
  'Engagement Dialog',
  'Interview Introduction Dialog',
  'Interview Closing Dialog',
] as const;

/** One saved video-integration text; the save call takes an array of these. */
export const videoIntegrationTextInputSchema = z.object({
  FkId: positiveId,
  FkTable: z.string().trim().min(1).max(64),
  FieldName: z.string().trim().min(1).max(100),
  Text: z.string().max(4000),
});
export type VideoIntegrationTextInput = z.infer<typeof videoIntegrationTextInputSchema>;

/**
 * A question the generator proposes (issue 29): its text, Required and kind with that kind's
 * settings, checked by the job question's own rules. Nothing is saved: the recruiter edits or
 * removes drafts before saving the job.
 */
export const questionDraftSchema = withQuestionKind(
  z.object({ Question_Text: z.string().trim().min(1, MSG.enterQuestion).max(2000), Question_Required: z.boolean() }),
);
export type QuestionDraft = z.output<typeof questionDraftSchema>;
