import { boolean, index, integer, jsonb, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import type { QuestionKind, QuestionSettings } from '@candid/shared';
import { createdAt, enterpriseId, guid, id, session, updatedAt } from './common';

/** A named set of question templates (Templates page, "Question Templates" tab). */
export const templates = pgTable(
  'templates',
  {
    pk_Template_ID: id('id'),
    Template_Record_GUID: guid(),
    fk_Enterprise_ID: enterpriseId(),
    sSession: session(),
    fk_User_ID: integer('user_id').notNull(),
    Template_Name: varchar('name', { length: 200 }).notNull(),
    Template_Description: text('description'),
    /** 1 means deleted (soft deletion, SPEC §4). */
    Template_Deleted: smallint('deleted').notNull().default(0),
    Template_Status: smallint('status').notNull().default(1),
    Template_DateOfCreation: createdAt(),
    Template_DateOfLastUpdate: updatedAt(),
  },
  (t) => [index('templates_enterprise_idx').on(t.fk_Enterprise_ID, t.pk_Template_ID)],
);

/** A question of a template. Carries the enterprise id so it can be tenant-scoped directly. */
export const questionTemplates = pgTable(
  'question_templates',
  {
    pk_QuestionTemplate_ID: id('id'),
    QuestionTemplate_Record_GUID: guid(),
    fk_Enterprise_ID: enterpriseId(),
    fk_Template_ID: integer('template_id')
      .notNull()
      .references(() => templates.pk_Template_ID),
    sSession: session(),
    fk_User_ID: integer('user_id').notNull(),
    QuestionTemplate_Text: text('text').notNull(),
    QuestionTemplate_RecruiterRating: integer('recruiter_rating').notNull().default(2),
    QuestionTemplate_Order: integer('order').notNull().default(0),
    /** 1 means deleted. */
    QuestionTemplate_Deleted: smallint('deleted').notNull().default(0),
    QuestionTemplate_Status: smallint('status').notNull().default(1),
    QuestionTemplate_AccessLevel: integer('access_level').notNull().default(0),
    QuestionTemplate_AudioFileUrl: varchar('audio_file_url', { length: 2048 }),
    /** Answer type, copied to the job question (issue 29); templates saved before it are video. */
    QuestionTemplate_Kind: varchar('kind', { length: 20 })
      .$type<QuestionKind>()
      .notNull()
      .default('video'),
    QuestionTemplate_Required: boolean('required').notNull().default(true),
    /** Per-kind settings, validated like a job question's (see campaigns/question-kinds.ts). */
    QuestionTemplate_Settings: jsonb('settings').$type<QuestionSettings>().notNull().default({}),
    QuestionTemplate_DateOfCreation: createdAt(),
    QuestionTemplate_DateOfLastUpdate: updatedAt(),
  },
  (t) => [
    index('question_templates_template_idx').on(
      t.fk_Enterprise_ID,
      t.fk_Template_ID,
      t.QuestionTemplate_Order,
      t.pk_QuestionTemplate_ID,
    ),
  ],
);

/** A job-description template ("Job description Templates" tab); the description is rich HTML. */
export const jobDescriptionTemplates = pgTable(
  'job_description_templates',
  {
    pk_JobDescription_ID: id('id'),
    fk_Enterprise_ID: enterpriseId(),
    fk_User_ID: integer('user_id').notNull(),
    Job_Name: varchar('job_name', { length: 200 }).notNull(),
    /** Sanitized HTML; saving it empty clears the template (SPEC §4). */
    Job_Description: text('job_description').notNull().default(''),
    /** 1 means deleted. */
    JobDescription_Deleted: smallint('deleted').notNull().default(0),
    JobDescription_DateOfCreation: createdAt(),
    JobDescription_DateOfLastUpdate: updatedAt(),
  },
  (t) => [
    index('job_description_templates_enterprise_idx').on(
      t.fk_Enterprise_ID,
      t.pk_JobDescription_ID,
    ),
  ],
);
