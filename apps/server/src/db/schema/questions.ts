import { boolean, index, integer, jsonb, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { QuestionKind, QuestionSettings } from '@candid/shared';
import { campaigns } from './campaigns';
import { createdAt, enterpriseId, guid, id, session, updatedAt } from './common';

/** An interview question of a campaign, listed by Question_Order ascending. */
export const questions = pgTable(
  'questions',
  {
    pk_Question_ID: id('id'),
    fk_Enterprise_ID: enterpriseId(),
    sSession: session(),
    fk_User_ID: integer('user_id').notNull(),
    fk_Job_ID: integer('job_id'),
    fk_Campaign_ID: integer('campaign_id')
      .notNull()
      .references(() => campaigns.pk_Campaign_ID),
    /** The spec's {product}_Question_Text, sent as Question_Text on save. */
    Question_Text: text('text').notNull(),
    /** The AI-generated wording, shown when Question_Text is empty; the spec's wire name is in modules/questions/wire.ts. */
    generatedText: text('chatgpt_text'),
    Question_AudioFileUrl: varchar('audio_file_url', { length: 2048 }),
    /** The question's spoken audio in the media store, made by the interview build. */
    audioKey: varchar('audio_key', { length: 500 }),
    /** sha256 of the text and voice the audio was made from: unchanged questions are not re-spoken. */
    audioSourceHash: varchar('audio_source_hash', { length: 64 }),
    /** The question's avatar video in the media store, made by the interview build when AVATAR_BASE_URL is set. */
    avatarVideoKey: varchar('avatar_video_key', { length: 500 }),
    /** sha256 of the text, voice and avatar the video was made from: unchanged questions are not re-rendered. */
    avatarSourceHash: varchar('avatar_source_hash', { length: 64 }),
    /** Avatar video of the question (PUT /Question/SynthesiaVideoList), when one is built. */
    Question_VideoFileUrl: varchar('video_file_url', { length: 2048 }),
    Question_RecruiterRating: integer('recruiter_rating').notNull().default(2),
    Question_Order: integer('order').notNull().default(0),
    /** 1 means deleted; only 0 is listed. */
    Question_Deleted: smallint('deleted').notNull().default(0),
    Question_Status: smallint('status').notNull().default(0),
    Question_AccessLevel: integer('access_level').notNull().default(0),
    /** Issue 29: how the question is answered (QUESTION_KINDS); 'video' for every question before the kinds. */
    Question_Kind: varchar('kind', { length: 20 }).$type<QuestionKind>().notNull().default('video'),
    /** Issue 29: false when the candidate may leave it unanswered. */
    Question_Required: boolean('required').notNull().default(true),
    /** Issue 29: the kind's settings (questionSettingsSchemas), screening rules included. */
    Question_Settings: jsonb('settings').$type<QuestionSettings>().notNull().default({}),
    Question_Record_GUID: guid(),
    Question_DateOfCreation: createdAt(),
    Question_DateOfLastUpdate: updatedAt(),
  },
  (t) => [
    index('questions_campaign_order_idx').on(
      t.fk_Enterprise_ID,
      t.fk_Campaign_ID,
      t.Question_Order,
      t.pk_Question_ID,
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
    pk_VideoIntegrationText_ID: id('id'),
    fk_Enterprise_ID: enterpriseId(),
    FkId: integer('fk_id').notNull(),
    FkTable: varchar('fk_table', { length: 64 }).notNull(),
    FieldName: varchar('field_name', { length: 100 }).notNull(),
    Text: text('text').notNull().default(''),
    VideoIntegrationText_DateOfCreation: createdAt(),
    VideoIntegrationText_DateOfLastUpdate: updatedAt(),
  },
  (t) => [
    uniqueIndex('video_integration_texts_target_uq').on(
      t.fk_Enterprise_ID,
      t.FkTable,
      t.FkId,
      t.FieldName,
    ),
  ],
);
