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
    id: id('id'),
    enterpriseId: enterpriseId(),
    campaignId: integer('campaign_id').notNull(),
    campaignLineId: integer('campaign_line_id')
      .notNull()
      .references(() => campaignLines.id),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    /** 1 for the first recording, 2 for the first retake, ... */
    attempt: smallint('attempt').notNull().default(1),
    status: smallint('status').notNull().default(0),
    /** The tus upload id while the answer is being uploaded. */
    uploadId: varchar('upload_id', { length: 100 }),
    /** The recording as uploaded (e.g. webm); kept until the MP4 exists. */
    originalKey: varchar('original_key', { length: 500 }),
    mp4Key: varchar('mp4_key', { length: 500 }),
    posterKey: varchar('poster_key', { length: 500 }),
    durationMs: integer('duration_ms'),
    mimeType: varchar('mime_type', { length: 100 }),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    /** Why processing failed, for operators; not sent to clients. */
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('question_responses_attempt_uq').on(
      t.enterpriseId,
      t.campaignLineId,
      t.questionId,
      t.attempt,
    ),
    index('question_responses_campaign_idx').on(
      t.enterpriseId,
      t.campaignId,
      t.id,
    ),
    // One attempt per upload: a creation repeated with the browser's key cannot make a second.
    uniqueIndex('question_responses_upload_uq').on(t.enterpriseId, t.campaignLineId, t.uploadId),
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
    id: id('id'),
    enterpriseId: enterpriseId(),
    campaignId: integer('campaign_id').notNull(),
    campaignLineId: integer('campaign_line_id')
      .notNull()
      .references(() => campaignLines.id),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    /** The question's kind when answered. */
    kind: varchar('kind', { length: 20 }).$type<QuestionKind>().notNull(),
    /** The answer as the API reads it back (answerValueSchema). */
    value: jsonb('value').$type<AnswerValue>().notNull(),
    /** Screening: true or false by the question's rule when the answer was saved; null without a rule. */
    qualifies: boolean('qualifies'),
    /** A file answer's object in the media store. */
    fileKey: varchar('file_key', { length: 500 }),
    /** The text search configuration of the company's language when a written answer was saved (as transcripts have). */
    tsConfig: regconfig('ts_config').notNull().default(sql`'simple'::regconfig`),
    /** A written answer's words for search (modules/transcripts/search.ts); empty for the other kinds. */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector(ts_config, coalesce(value ->> 'text', ''))`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('question_answers_line_question_uq').on(t.enterpriseId, t.campaignLineId, t.questionId),
    index('question_answers_campaign_idx').on(t.enterpriseId, t.campaignId, t.campaignLineId),
    index('question_answers_search_idx').using('gin', t.enterpriseId, t.search),
  ],
);

/** One reviewer's 1-5 rating of one answer. */
export const questionResponseRatings = pgTable(
  'question_response_ratings',
  {
    id: id('id'),
    enterpriseId: enterpriseId(),
    campaignId: integer('campaign_id').notNull(),
    campaignLineId: integer('campaign_line_id').notNull(),
    questionResponseId: integer('question_response_id')
      .notNull()
      .references(() => questionResponses.id),
    /** The reviewer. */
    userId: integer('user_id').notNull(),
    rating: smallint('rating').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('question_response_ratings_reviewer_uq').on(
      t.enterpriseId,
      t.questionResponseId,
      t.userId,
    ),
    index('question_response_ratings_line_idx').on(
      t.enterpriseId,
      t.campaignLineId,
      t.id,
    ),
    /** A job's answer ratings by line: the dashboard's top candidates (index-only, the rating is in it). */
    index('question_response_ratings_campaign_idx').on(
      t.enterpriseId,
      t.campaignId,
      t.campaignLineId,
      t.rating,
    ),
    check(
      'question_response_ratings_range',
      sql`${t.rating} between 1 and 5`,
    ),
  ],
);

/** One reviewer's 1-5 overall rating of a candidate in a campaign. */
export const candidateRatings = pgTable(
  'candidate_ratings',
  {
    id: id('id'),
    enterpriseId: enterpriseId(),
    campaignId: integer('campaign_id').notNull(),
    campaignLineId: integer('campaign_line_id')
      .notNull()
      .references(() => campaignLines.id),
    /** The reviewer. */
    userId: integer('user_id').notNull(),
    rating: smallint('rating').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('candidate_ratings_reviewer_uq').on(
      t.enterpriseId,
      t.campaignLineId,
      t.userId,
    ),
    index('candidate_ratings_campaign_idx').on(
      t.enterpriseId,
      t.campaignId,
      t.campaignLineId,
    ),
    check('candidate_ratings_range', sql`${t.rating} between 1 and 5`),
  ],
);

/** A resume file uploaded by a candidate. */
export const candidateResumes = pgTable(
  'candidate_resumes',
  {
    id: id('id'),
    enterpriseId: enterpriseId(),
    campaignId: integer('campaign_id').notNull(),
    campaignLineId: integer('campaign_line_id')
      .notNull()
      .references(() => campaignLines.id),
    fileKey: varchar('file_key', { length: 500 }).notNull(),
    originalName: varchar('original_name', { length: 255 }).notNull(),
    mimeType: varchar('mime_type', { length: 100 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('candidate_resumes_line_idx').on(
      t.enterpriseId,
      t.campaignLineId,
      t.id,
    ),
  ],
);

/** The whole interview of a candidate as one video (answers joined), when built. */
export const interviewVideos = pgTable(
  'interview_videos',
  {
    id: id('id'),
    enterpriseId: enterpriseId(),
    campaignId: integer('campaign_id').notNull(),
    campaignLineId: integer('campaign_line_id')
      .notNull()
      .references(() => campaignLines.id),
    mediaKey: varchar('media_key', { length: 500 }).notNull(),
    posterKey: varchar('poster_key', { length: 500 }),
    durationMs: integer('duration_ms'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('interview_videos_line_idx').on(
      t.enterpriseId,
      t.campaignLineId,
      t.id,
    ),
  ],
);

/**
 * Issue 33: the candidate's rating of the interview itself (1 to 5 and an optional comment),
 * given after finishing; one per line (a new one replaces it). Reviewers never read one: a job
 * shows only the average, and only from CANDIDATE_EXPERIENCE.minRatings ratings on. In the
 * candidate's data copy, and gone with them.
 */
export const candidateExperienceRatings = pgTable(
  'candidate_experience_ratings',
  {
    id: id('id'),
    enterpriseId: enterpriseId(),
    campaignId: integer('campaign_id').notNull(),
    campaignLineId: integer('campaign_line_id')
      .notNull()
      .references(() => campaignLines.id),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('candidate_experience_ratings_line_uq').on(t.enterpriseId, t.campaignLineId),
    index('candidate_experience_ratings_campaign_idx').on(t.enterpriseId, t.campaignId),
    /** The dashboard's funnel: the ratings of a range of months, read from the index alone. */
    index('candidate_experience_ratings_created_idx').on(t.enterpriseId, t.createdAt, t.campaignId, t.rating),
    check('candidate_experience_ratings_rating_ck', sql`${t.rating} between 1 and 5`),
  ],
);
