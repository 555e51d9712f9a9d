import type { FormField, FormValue } from '@candid/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { campaignLines } from './campaigns';
import { createdAt, enterpriseId, id, updatedAt } from './common';

/*
 * Application forms (issue 29, /custom-form). Property names are the domain's; the wire's
 * (pk_Form_ID, Form_Name, ...) are made at the edge, in modules/forms.
 */

/** A company's reusable form; a job names the one its candidates fill in (campaigns.formId). */
export const applicationForms = pgTable(
  'application_forms',
  {
    id: id('id'),
    enterpriseId: enterpriseId(),
    name: varchar('name', { length: 100 }).notNull(),
    description: text('description'),
    /** The fields in the candidate's order (formFieldSchema). */
    fields: jsonb('fields').$type<FormField[]>().notNull(),
    /** The form new jobs start with: at most one per company. */
    isDefault: boolean('is_default').notNull().default(false),
    createdBy: integer('created_by_user_id').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('application_forms_enterprise_idx').on(t.enterpriseId, t.id),
    uniqueIndex('application_forms_default_uq').on(t.enterpriseId).where(sql`${t.isDefault}`),
  ],
);

/**
 * One filled-in field of a candidate's form, saved as they go (a new value replaces the row). The
 * field is kept as it was when answered, so the answer reads the same after the form changes.
 */
export const formAnswers = pgTable(
  'form_answers',
  {
    id: id('id'),
    enterpriseId: enterpriseId(),
    campaignId: integer('campaign_id').notNull(),
    campaignLineId: integer('campaign_line_id')
      .notNull()
      .references(() => campaignLines.id),
    fieldId: varchar('field_id', { length: 16 }).notNull(),
    /** The field when answered. */
    field: jsonb('field').$type<FormField>().notNull(),
    value: jsonb('value').$type<FormValue>().notNull(),
    /** A file value's object in the media store (under the line's answers/ folder). */
    fileKey: varchar('file_key', { length: 500 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('form_answers_line_field_uq').on(t.enterpriseId, t.campaignLineId, t.fieldId),
    index('form_answers_campaign_idx').on(t.enterpriseId, t.campaignId, t.campaignLineId),
  ],
);
