import { boolean, index, integer, jsonb, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import type { QuestionKind, QuestionSettings } from '@candid/shared';
import { createdAt, enterpriseId, guid, id, session, updatedAt } from './common';

/** A named set of question templates (Templates page, "Question Templates" tab). */
export const templates = pgTable(
  'templates',
  {
    id: id('id'),
    recordGuid: guid(),
    enterpriseId: enterpriseId(),
    sSession: session(),
    userId: integer('user_id').notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description'),
    /** 1 means deleted (soft deletion, SPEC §4). */
    deleted: smallint('deleted').notNull().default(0),
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('templates_enterprise_idx').on(t.enterpriseId, t.id)],
);

/** A question of a template. Carries the enterprise id so it can be tenant-scoped directly. */
export const questionTemplates = pgTable(
  'question_templates',
  {
    id: id('id'),
    recordGuid: guid(),
    enterpriseId: enterpriseId(),
    templateId: integer('template_id')
      .notNull()
      .references(() => templates.id),
    sSession: session(),
    userId: integer('user_id').notNull(),
    text: text('text').notNull(),
    recruiterRating: integer('recruiter_rating').notNull().default(2),
    order: integer('order').notNull().default(0),
    /** 1 means deleted. */
    deleted: smallint('deleted').notNull().default(0),
    status: smallint('status').notNull().default(1),
    accessLevel: integer('access_level').notNull().default(0),
    audioFileUrl: varchar('audio_file_url', { length: 2048 }),
    /** Answer type, copied to the job question (issue 29); templates saved before it are video. */
    kind: varchar('kind', { length: 20 })
      .$type<QuestionKind>()
      .notNull()
      .default('video'),
    required: boolean('required').notNull().default(true),
    /** Per-kind settings, validated like a job question's (see campaigns/question-kinds.ts). */
    settings: jsonb('settings').$type<QuestionSettings>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('question_templates_template_idx').on(
      t.enterpriseId,
      t.templateId,
      t.order,
      t.id,
    ),
  ],
);

/** A job-description template ("Job description Templates" tab); the description is rich HTML. */
export const jobDescriptionTemplates = pgTable(
  'job_description_templates',
  {
    id: id('id'),
    enterpriseId: enterpriseId(),
    userId: integer('user_id').notNull(),
    jobName: varchar('job_name', { length: 200 }).notNull(),
    /** Sanitized HTML; saving it empty clears the template (SPEC §4). */
    jobDescription: text('job_description').notNull().default(''),
    /** 1 means deleted. */
    deleted: smallint('deleted').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('job_description_templates_enterprise_idx').on(
      t.enterpriseId,
      t.id,
    ),
  ],
);
