import { boolean, index, integer, jsonb, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { QuestionKind, QuestionSettings } from '@candid/shared';
import { campaigns } from './campaigns';
import { createdAt, enterpriseId, guid, id, session, updatedAt } from './common';

/** An interview question of a campaign, listed by `order` ascending. */
export const questions = pgTable(
  'questions',
  {
    id: id('id'),
    enterpriseId: enterpriseId(),
    sSession: session(),
    userId: integer('user_id').notNull(),
    jobId: integer('job_id'),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    /** The question's wording (the spec's {product}_Question_Text, sent as Question_Text on save). */
    text: text('text').notNull(),
    /** The AI-generated wording, shown when `text` is empty (the spec's ChatGTP_Question_Text). */
    generatedText: text('chatgpt_text'),
    audioFileUrl: varchar('audio_file_url', { length: 2048 }),
    /** The question's spoken audio in the media store, made by the interview build. */
    audioKey: varchar('audio_key', { length: 500 }),
    /** sha256 of the text and voice the audio was made from: unchanged questions are not re-spoken. */
    audioSourceHash: varchar('audio_source_hash', { length: 64 }),
    /** The question's avatar video in the media store, made by the interview build when AVATAR_BASE_URL is set. */
    avatarVideoKey: varchar('avatar_video_key', { length: 500 }),
    /** sha256 of the text, voice and avatar the video was made from: unchanged questions are not re-rendered. */
    avatarSourceHash: varchar('avatar_source_hash', { length: 64 }),
    /** Avatar video of the question (PUT /Question/SynthesiaVideoList), when one is built. */
    videoFileUrl: varchar('video_file_url', { length: 2048 }),
    recruiterRating: integer('recruiter_rating').notNull().default(2),
    order: integer('order').notNull().default(0),
    /** 1 means deleted; only 0 is listed. */
    deleted: smallint('deleted').notNull().default(0),
    status: smallint('status').notNull().default(0),
    accessLevel: integer('access_level').notNull().default(0),
    /** Issue 29: how the question is answered (QUESTION_KINDS); 'video' for every question before the kinds. */
    kind: varchar('kind', { length: 20 }).$type<QuestionKind>().notNull().default('video'),
    /** Issue 29: false when the candidate may leave it unanswered. */
    required: boolean('required').notNull().default(true),
    /** Issue 29: the kind's settings (questionSettingsSchemas), screening rules included. */
    settings: jsonb('settings').$type<QuestionSettings>().notNull().default({}),
    recordGuid: guid(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('questions_campaign_order_idx').on(
      t.enterpriseId,
      t.campaignId,
      t.order,
      t.id,
    ),
  ],
);

/**
 * Free texts attached to another row, e.g. the three interview dialog texts of a campaign
 * (FkTable 'Campaign', FieldName 'Interview Introduction Dialog').
 */
export const videoIntegrationTexts = pgTable(
  'video_integration_texts',
  {
    id: id('id'),
    enterpriseId: enterpriseId(),
    fkId: integer('fk_id').notNull(),
    fkTable: varchar('fk_table', { length: 64 }).notNull(),
    fieldName: varchar('field_name', { length: 100 }).notNull(),
    text: text('text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('video_integration_texts_target_uq').on(
      t.enterpriseId,
      t.fkTable,
      t.fkId,
      t.fieldName,
    ),
  ],
);
