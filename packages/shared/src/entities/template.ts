import { z } from 'zod';
import { MSG } from '../messages';
import { idSchema as positiveId, int4 as int, smallint, withChange } from './columns';
import { questionKindSchema, questionKindSchemas, type QuestionKindPart } from './question';


/** Question template set as on the wire (SPEC §3 Template). */
export const templateSchema = z.object({
  pk_Template_ID: int,
  Template_Record_GUID: z.string(),
  fk_Enterprise_ID: int,
  sSession: z.string().nullable(),
  fk_User_ID: int,
  Template_Name: z.string(),
  Template_Description: z.string().nullable(),
  Template_Deleted: smallint,
  Template_Status: smallint,
  Template_DateOfCreation: z.string(),
  Template_DateOfLastUpdate: z.string(),
});
export type Template = z.infer<typeof templateSchema>;

const templateFields = {
  Template_Name: z.string({ error: MSG.enterTemplateName }).trim().min(1, MSG.enterTemplateName).max(200),
  Template_Description: z.string().trim().max(4000).nullable().optional(),
};

/** POST /Template */
export const templateInputSchema = z.object(templateFields);
export type TemplateInput = z.infer<typeof templateInputSchema>;

/** PUT /Template */
export const templateUpdateSchema = withChange(
  z.object({
    pk_Template_ID: positiveId,
    ...templateFields,
    Template_Name: templateFields.Template_Name.optional(),
    Template_Status: smallint.optional(),
  }),
  'pk_Template_ID',
);
export type TemplateUpdate = z.infer<typeof templateUpdateSchema>;

/*
 * Template questions carry a kind, Required and the kind's settings like job questions (issue
 * 29), validated by the same schemas under the template's field names, and copied along when a
 * template question is added to a job. A client that sends only the text makes a video question.
 */
const templateKinds = questionKindSchemas('QuestionTemplate_Kind', 'QuestionTemplate_Settings');

/** A question of a template (SPEC §3 QuestionTemplate), without its kind. */
export const questionTemplateBaseSchema = z.object({
  pk_QuestionTemplate_ID: int,
  QuestionTemplate_Record_GUID: z.string(),
  fk_Enterprise_ID: int,
  fk_Template_ID: int,
  sSession: z.string().nullable(),
  fk_User_ID: int,
  QuestionTemplate_Text: z.string(),
  QuestionTemplate_RecruiterRating: int,
  QuestionTemplate_Order: int,
  QuestionTemplate_Deleted: smallint,
  QuestionTemplate_Status: smallint,
  QuestionTemplate_AccessLevel: int,
  QuestionTemplate_AudioFileUrl: z.string().nullable(),
  /** False: the candidate may skip the job question made from it. */
  QuestionTemplate_Required: z.boolean(),
  QuestionTemplate_DateOfCreation: z.string(),
  QuestionTemplate_DateOfLastUpdate: z.string(),
});

/** A question of a template with its kind and settings: one member per kind (oneOf in OpenAPI). */
export const questionTemplateSchema = templateKinds.withKind(questionTemplateBaseSchema);
export type QuestionTemplate = z.infer<typeof questionTemplateSchema>;

/** A template question's kind and settings under a job question's names: what the job question made from it gets. */
export const templateKindPart = (q: Pick<QuestionTemplate, 'QuestionTemplate_Kind' | 'QuestionTemplate_Settings'>): QuestionKindPart =>
  ({ Question_Kind: q.QuestionTemplate_Kind, Question_Settings: q.QuestionTemplate_Settings }) as QuestionKindPart;

const questionTemplateFields = {
  QuestionTemplate_Text: z.string({ error: MSG.enterQuestionTemplate }).trim().min(1, MSG.enterQuestionTemplate).max(2000),
  QuestionTemplate_RecruiterRating: int.min(0).max(100).optional(),
  QuestionTemplate_Order: int.min(0).optional(),
  QuestionTemplate_AccessLevel: int.optional(),
  QuestionTemplate_AudioFileUrl: z.string().trim().max(2048).nullable().optional(),
  QuestionTemplate_Required: z.boolean().optional(),
};

/** POST /QuestionTemplate: the fields and the kind with its settings (no kind: a video question). */
export const questionTemplateInputSchema = z.intersection(
  z.object({ fk_Template_ID: positiveId, ...questionTemplateFields }),
  templateKinds.input,
);
export type QuestionTemplateInput = z.infer<typeof questionTemplateInputSchema>;

/**
 * PUT /QuestionTemplate: a partial update. As on PUT /Question, the kind and the settings may
 * come alone or together; the server checks the settings against the resulting kind (400 with
 * details on QuestionTemplate_Settings), and a change of kind without settings resets them to {}.
 */
export const questionTemplateUpdateSchema = withChange(
  z.object({
    pk_QuestionTemplate_ID: positiveId,
    ...questionTemplateFields,
    QuestionTemplate_Text: questionTemplateFields.QuestionTemplate_Text.optional(),
    QuestionTemplate_Status: smallint.optional(),
    QuestionTemplate_Kind: questionKindSchema.optional(),
    /** The settings of the question's (new) kind: see each kind's shape under QuestionTemplate. */
    QuestionTemplate_Settings: z.record(z.string(), z.unknown()).optional(),
  }),
  'pk_QuestionTemplate_ID',
);
export type QuestionTemplateUpdate = z.infer<typeof questionTemplateUpdateSchema>;

/** Job-description template (SPEC §3); Job_Description is rich-text HTML. */
export const jobDescriptionTemplateSchema = z.object({
  pk_JobDescription_ID: int,
  fk_Enterprise_ID: int,
  fk_User_ID: int,
  Job_Name: z.string(),
  Job_Description: z.string(),
  JobDescription_Deleted: smallint,
  JobDescription_DateOfCreation: z.string(),
  JobDescription_DateOfLastUpdate: z.string(),
});
export type JobDescriptionTemplate = z.infer<typeof jobDescriptionTemplateSchema>;

const jobName = z.string({ error: MSG.enterJobName }).trim().min(1, MSG.enterJobName).max(200);

/** POST /JobDescription: a name and a description, both required (SPEC §5). */
export const jobDescriptionTemplateInputSchema = z.object({
  Job_Name: jobName,
  Job_Description: z.string({ error: MSG.enterDescription }).trim().min(1, MSG.enterDescription).max(100_000),
});
export type JobDescriptionTemplateInput = z.infer<typeof jobDescriptionTemplateInputSchema>;

/** PUT /JobDescription: an empty description clears it; JobDescription_Deleted 1 deletes. */
export const jobDescriptionTemplateUpdateSchema = withChange(
  z.object({
    pk_JobDescription_ID: positiveId,
    Job_Name: jobName.optional(),
    Job_Description: z.string().max(100_000).optional(),
    JobDescription_Deleted: z.union([z.literal(0), z.literal(1)]).optional(),
  }),
  'pk_JobDescription_ID',
);
export type JobDescriptionTemplateUpdate = z.infer<typeof jobDescriptionTemplateUpdateSchema>;

/** An item of GET /Template: the template with its number of live questions. */
export const templateListItemSchema = templateSchema.extend({ QuestionCount: int });
export type TemplateListItem = z.infer<typeof templateListItemSchema>;
