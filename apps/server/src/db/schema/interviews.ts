import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  boolean,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { campaignLines } from './campaigns';
import { createdAt, enterpriseId, id, regconfig, tsvector, updatedAt } from './common';
import { questions } from './questions';
import type { AnswerValue, QuestionKind } from '@candid/shared';

/*
 * Media columns hold keys in the media store (DESIGN §1), never URLs: the API turns them into
 * signed or range-served URLs when it answers.
 */

/**
 * A candidate's answer to a question: one row per attempt (retakes add attempts).
 * Status: 0 recording/uploading, 1 uploaded, 2 ready (MP4 and poster made), 3 failed.
 */
export const questionResponses = pgTable(
  'question_responses',
  {
    pk_QuestionResponse_ID: id('id'),
    fk_Enterprise_ID: enterpriseId(),
    fk_Campaign_ID: integer('campaign_id').notNull(),
    fk_CampaignLine_ID: integer('campaign_line_id')
      .notNull()
      .references(() => campaignLines.pk_CampaignLine_ID),
    fk_Question_ID: integer('question_id')
      .notNull()
      .references(() => questions.pk_Question_ID),
    /** 1 for the first recording, 2 for the first retake, ... */
    QuestionResponse_Attempt: smallint('attempt').notNull().default(1),
    QuestionResponse_Status: smallint('status').notNull().default(0),
    /** The tus upload id while the answer is being uploaded. */
    uploadId: varchar('upload_id', { length: 100 }),
    /** The recording as uploaded (e.g. webm); kept until the MP4 exists. */
    originalKey: varchar('original_key', { length: 500 }),
    mp4Key: varchar('mp4_key', { length: 500 }),
    posterKey: varchar('poster_key', { length: 500 }),
    QuestionResponse_DurationMs: integer('duration_ms'),
    QuestionResponse_MimeType: varchar('mime_type', { length: 100 }),
    QuestionResponse_SizeBytes: bigint('size_bytes', { mode: 'number' }),
    /** Why processing failed, for operators; not sent to clients. */
    lastError: text('last_error'),
    QuestionResponse_DateOfCreation: createdAt(),
    QuestionResponse_DateOfLastUpdate: updatedAt(),
  },
  (t) => [
    uniqueIndex('question_responses_attempt_uq').on(
      t.fk_Enterprise_ID,
      t.fk_CampaignLine_ID,
      t.fk_Question_ID,
      t.QuestionResponse_Attempt,
    ),
    index('question_responses_campaign_idx').on(
      t.fk_Enterprise_ID,
      t.fk_Campaign_ID,
      t.pk_QuestionResponse_ID,
    ),
    // One attempt per upload: a creation repeated with the browser's key cannot make a second.
    uniqueIndex('question_responses_upload_uq').on(t.fk_Enterprise_ID, t.fk_CampaignLine_ID, t.uploadId),
  ],
);

/**
 * Issue 29: a candidate's answer to a question of a kind other than video and audio, one row
 * per line and question (saved as they go: a new answer replaces the row). Keyed like
 * question_responses, so the review, the data copy and erasure find it by line.
 */
export const questionAnswers = pgTable(
  'question_answers',
  {
    pk_QuestionAnswer_ID: id('id'),
    fk_Enterprise_ID: enterpriseId(),
    fk_Campaign_ID: integer('campaign_id').notNull(),
    fk_CampaignLine_ID: integer('campaign_line_id')
      .notNull()
      .references(() => campaignLines.pk_CampaignLine_ID),
    fk_Question_ID: integer('question_id')
      .notNull()
      .references(() => questions.pk_Question_ID),
    /** The question's kind when answered. */
    QuestionAnswer_Kind: varchar('kind', { length: 20 }).$type<QuestionKind>().notNull(),
    /** The answer as the API reads it back (answerValueSchema). */
    QuestionAnswer_Value: jsonb('value').$type<AnswerValue>().notNull(),
    /** Screening: true or false by the question's rule when the answer was saved; null without a rule. */
    QuestionAnswer_Qualifies: boolean('qualifies'),
    /** A file answer's object in the media store. */
    fileKey: varchar('file_key', { length: 500 }),
    /** The text search configuration of the company's language when a written answer was saved (as transcripts have). */
    tsConfig: regconfig('ts_config').notNull().default(sql`'simple'::regconfig`),
    /** A written answer's words for search (modules/transcripts/search.ts); empty for the other kinds. */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector(ts_config, coalesce(value ->> 'text', ''))`),
    QuestionAnswer_DateOfCreation: createdAt(),
    QuestionAnswer_DateOfLastUpdate: updatedAt(),
  },
  (t) => [
    uniqueIndex('question_answers_line_question_uq').on(t.fk_Enterprise_ID, t.fk_CampaignLine_ID, t.fk_Question_ID),
    index('question_answers_campaign_idx').on(t.fk_Enterprise_ID, t.fk_Campaign_ID, t.fk_CampaignLine_ID),
    index('question_answers_search_idx').using('gin', t.fk_Enterprise_ID, t.search),
  ],
);

/** One reviewer's 1-5 rating of one answer. */
export const questionResponseRatings = pgTable(
  'question_response_ratings',
  {
    pk_QuestionResponseRating_ID: id('id'),
    fk_Enterprise_ID: enterpriseId(),
    fk_Campaign_ID: integer('campaign_id').notNull(),
    fk_CampaignLine_ID: integer('campaign_line_id').notNull(),
    fk_QuestionResponse_ID: integer('question_response_id')
      .notNull()
      .references(() => questionResponses.pk_QuestionResponse_ID),
    /** The reviewer. */
    fk_User_ID: integer('user_id').notNull(),
    QuestionResponseRating_Rating: smallint('rating').notNull(),
    QuestionResponseRating_DateOfCreation: createdAt(),
    QuestionResponseRating_DateOfLastUpdate: updatedAt(),
  },
  (t) => [
    uniqueIndex('question_response_ratings_reviewer_uq').on(
      t.fk_Enterprise_ID,
      t.fk_QuestionResponse_ID,
      t.fk_User_ID,
    ),
    index('question_response_ratings_line_idx').on(
      t.fk_Enterprise_ID,
      t.fk_CampaignLine_ID,
      t.pk_QuestionResponseRating_ID,
    ),
    /** A job's answer ratings by line: the dashboard's top candidates (index-only, the rating is in it). */
    index('question_response_ratings_campaign_idx').on(
      t.fk_Enterprise_ID,
      t.fk_Campaign_ID,
      t.fk_CampaignLine_ID,
      t.QuestionResponseRating_Rating,
    ),
    check(
      'question_response_ratings_range',
      sql`${t.QuestionResponseRating_Rating} between 1 and 5`,
    ),
  ],
);

/** One reviewer's 1-5 overall rating of a candidate in a campaign. */
export const candidateRatings = pgTable(
  'candidate_ratings',
  {
    pk_CandidateRating_ID: id('id'),
    fk_Enterprise_ID: enterpriseId(),
    fk_Campaign_ID: integer('campaign_id').notNull(),
    fk_CampaignLine_ID: integer('campaign_line_id')
      .notNull()
      .references(() => campaignLines.pk_CampaignLine_ID),
    /** The reviewer. */
    fk_User_ID: integer('user_id').notNull(),
    CandidateRating_Rating: smallint('rating').notNull(),
    CandidateRating_DateOfCreation: createdAt(),
    CandidateRating_DateOfLastUpdate: updatedAt(),
  },
  (t) => [
    uniqueIndex('candidate_ratings_reviewer_uq').on(
      t.fk_Enterprise_ID,
      t.fk_CampaignLine_ID,
      t.fk_User_ID,
    ),
    index('candidate_ratings_campaign_idx').on(
      t.fk_Enterprise_ID,
      t.fk_Campaign_ID,
      t.fk_CampaignLine_ID,
    ),
    check('candidate_ratings_range', sql`${t.CandidateRating_Rating} between 1 and 5`),
  ],
);

/** A resume file uploaded by a candidate. */
export const candidateResumes = pgTable(
  'candidate_resumes',
  {
    pk_CandidateResume_ID: id('id'),
    fk_Enterprise_ID: enterpriseId(),
    fk_Campaign_ID: integer('campaign_id').notNull(),
    fk_CampaignLine_ID: integer('campaign_line_id')
      .notNull()
      .references(() => campaignLines.pk_CampaignLine_ID),
    fileKey: varchar('file_key', { length: 500 }).notNull(),
    CandidateResume_OriginalName: varchar('original_name', { length: 255 }).notNull(),
    CandidateResume_MimeType: varchar('mime_type', { length: 100 }).notNull(),
    CandidateResume_SizeBytes: integer('size_bytes').notNull(),
    CandidateResume_DateOfCreation: createdAt(),
    CandidateResume_DateOfLastUpdate: updatedAt(),
  },
  (t) => [
    index('candidate_resumes_line_idx').on(
      t.fk_Enterprise_ID,
      t.fk_CampaignLine_ID,
      t.pk_CandidateResume_ID,
    ),
  ],
);

/** The whole interview of a candidate as one video (answers joined), when built. */
export const interviewVideos = pgTable(
  'interview_videos',
  {
    pk_InterviewVideo_ID: id('id'),
    fk_Enterprise_ID: enterpriseId(),
    fk_Campaign_ID: integer('campaign_id').notNull(),
    fk_CampaignLine_ID: integer('campaign_line_id')
      .notNull()
      .references(() => campaignLines.pk_CampaignLine_ID),
    mediaKey: varchar('media_key', { length: 500 }).notNull(),
    posterKey: varchar('poster_key', { length: 500 }),
    InterviewVideo_DurationMs: integer('duration_ms'),
    InterviewVideo_DateOfCreation: createdAt(),
    InterviewVideo_DateOfLastUpdate: updatedAt(),
  },
  (t) => [
    index('interview_videos_line_idx').on(
      t.fk_Enterprise_ID,
      t.fk_CampaignLine_ID,
      t.pk_InterviewVideo_ID,
    ),
  ],
);
